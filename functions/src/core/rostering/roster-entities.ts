import { ROSTER_CHECK_RULES, ROSTER_CHECK_SEVERITIES, SHIFT_STATUSES } from '@wattle/shared/roster-constants';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, paddedIdAttribute, required, timestampAttributes } from '../db/attributes.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The rostering table. Keys (ids padded to 12 digits, so ranges sort):
 * - a shift:        pk org#<org>, sk shift#<id>
 *                   gsi1 org#<org>#emp#<employee>, shift#<date>#<id>   (one employee's shifts by date:
 *                   overlaps, breaks between shifts, self-service; open shifts are employee 0)
 *                   gsi2 org#<org>#dept#<department>, <date>#<id>       (a department's range: ONE Query)
 * - a week:         pk org#<org>, sk week#<department>#<monday>       (its publication)
 * - the settings:   pk org#<org>, sk roster_settings                  (each check's severity)
 * plus the counter of shift ids and their locators (shift#<id>: the organization, the department).
 * A shift is keyed by its id, so moving it (another day, person or department) is one conditional
 * update of the item, its index keys following.
 */

/** Open (unassigned) shifts are stored under employee 0 (their own gsi1 partition: the claimable ones). */
export const OPEN_SHIFT_EMPLOYEE = 0;

/** A padded number that can change (an index key follows it). */

/** What a published shift was when it was published (what the employee is told changed). */
export const publishedShiftSchema = {
  type: 'map',
  properties: {
    ...required.numbers('employee_id', 'break_minutes'),
    ...required.strings('date', 'start_time', 'end_time'),
    ...optional.strings('role'),
  },
} as const;

export const shiftEntity = organizationScopedEntity('rostering', 'shift', {
  attributes: {
    shift_id: keyIdAttribute,
    /** OPEN_SHIFT_EMPLOYEE for an open shift. */
    employee_id: paddedIdAttribute,
    employee_name: { type: 'string' },
    department_id: paddedIdAttribute,
    ...required.strings('date', 'start_time', 'end_time'),
    ...required.numbers('break_minutes'),
    ...optional.strings('role', 'notes'),
    status: { type: SHIFT_STATUSES, required: true },
    ...optional.strings('published_at', 'published_by'),
    ...optional.numbers('published_by_user_id'),
    /** The shift as last published (absent while a draft). */
    published_snapshot: publishedShiftSchema,
    changed_after_publish: { type: 'boolean' },
    acknowledged_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('shift#${shift_id}'),
    byEmployee: organizationGsi('gsi1', 'emp#${employee_id}', 'shift#${date}#${shift_id}'),
    byDepartment: organizationGsi('gsi2', 'dept#${department_id}', '${date}#${shift_id}'),
  },
});
export type ShiftItem = EntityItem<ReturnType<typeof shiftEntity>>;

/** A department's week (Monday to Sunday) and its publication. */
export const rosterWeekEntity = organizationScopedEntity('rostering', 'roster_week', {
  attributes: {
    department_id: keyIdAttribute,
    week_start: { type: 'string', required: true, readOnly: true },
    ...optional.strings('published_at', 'published_by'),
    ...optional.numbers('published_by_user_id'),
    ...timestampAttributes,
  },
  indexes: {
    byWeek: organizationIndex('week#${department_id}#${week_start}'),
  },
});
export type RosterWeekItem = EntityItem<ReturnType<typeof rosterWeekEntity>>;

/** The organization's roster settings: each check's severity (a rule not listed warns). */
export const rosterSettingsEntity = organizationScopedEntity('rostering', 'roster_settings', {
  attributes: {
    roster_check_severity: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          rule: { type: ROSTER_CHECK_RULES, required: true },
          severity: { type: ROSTER_CHECK_SEVERITIES, required: true },
        },
      },
    },
    /** Shift swapping: a swap whose accepter fails no check approves itself. */
    swap_auto_approve: { type: 'boolean' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('roster_settings'),
  },
});
export type RosterSettingsItem = EntityItem<ReturnType<typeof rosterSettingsEntity>>;

export const shiftCounter = lazy(() => createCounterEntity(tableNames().rostering, dynamo()));
export const shiftLocator = lazy(() =>
  createLocatorEntity(tableNames().rostering, dynamo(), 'rostering', ['shift', 'shift_swap'] as const),
);
