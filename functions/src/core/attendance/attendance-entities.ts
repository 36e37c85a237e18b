import { ADJUSTMENT_STATES, CLOCK_ACTIONS } from '@wattle/shared/attendance-constants';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The attendance table. Keys:
 * - a day:        pk org#<org>, sk day#<date>#<employee>        (the board: one Query per day)
 *                 gsi1 org#<org>#employee#<employee>, day#<date> (one employee's days by range)
 * - a correction: pk org#<org>, sk adjustment#<id>               (every correction, newest first)
 *                 gsi1 org#<org>#employee#<employee>, adjustment#<id> (one employee's corrections)
 * plus the counter of correction ids and their locators (adjustment#<id>: the organization).
 */

const localTimes = {
  type: 'map',
  properties: {
    clock_in: { type: 'string', required: true },
    clock_out: { type: 'string' },
    breaks: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { start: { type: 'string', required: true }, end: { type: 'string' } } },
    },
  },
} as const;

/** One employee's organization day: clock-in and clock-out instants (UTC ISO), breaks and notes. */
export const attendanceDayEntity = organizationScopedEntity('attendance', 'attendance_day', {
  attributes: {
    employee_id: keyIdAttribute,
    date: { type: 'string', required: true, readOnly: true },
    clock_in: { type: 'string', required: true },
    clock_out: { type: 'string' },
    breaks: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { start: { type: 'string', required: true }, end: { type: 'string' } },
      },
    },
    notes: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          at: { type: 'string', required: true },
          action: { type: CLOCK_ACTIONS, required: true },
          text: { type: 'string', required: true },
        },
      },
    },
    /** Set when the day closes (clock-out or an approved correction). */
    worked_minutes: { type: 'number' },
    /**
     * The published shift the clock-in matched (shift-punctuality.ts): its id, day and times on the
     * organization's clock, and its start and end as UTC instants (late/early are read against them).
     */
    shift: {
      type: 'map',
      properties: {
        ...required.numbers('shift_id'),
        ...required.strings('date', 'start_time', 'end_time', 'starts_at', 'ends_at'),
      },
    },
    ...timestampAttributes,
  },
  indexes: {
    byOrganizationDay: organizationIndex('day#${date}#${employee_id}'),
    byEmployee: organizationGsi('gsi1', 'employee#${employee_id}', 'day#${date}'),
  },
});
export type AttendanceDayItem = EntityItem<ReturnType<typeof attendanceDayEntity>>;

/** An employee's correction of one day: their times, a reason, and the decision. */
export const adjustmentEntity = organizationScopedEntity('attendance', 'attendance_adjustment', {
  attributes: {
    adjustment_id: keyIdAttribute,
    employee_id: keyIdAttribute,
    employee_name: { type: 'string', required: true },
    date: { type: 'string', required: true, readOnly: true },
    before: localTimes,
    after: { ...localTimes, required: true },
    reason: { type: 'string', required: true },
    state: { type: ADJUSTMENT_STATES, required: true },
    ...required.strings('requested_by', 'requested_at'),
    ...required.numbers('requested_by_user_id', 'version'),
    ...optional.strings('decided_by', 'decided_at', 'comment'),
  },
  indexes: {
    byOrganization: organizationIndex('adjustment#${adjustment_id}'),
    byEmployee: organizationGsi('gsi1', 'employee#${employee_id}', 'adjustment#${adjustment_id}'),
  },
});
export type AdjustmentItem = EntityItem<ReturnType<typeof adjustmentEntity>>;

export const attendanceCounter = lazy(() => createCounterEntity(tableNames().attendance, dynamo()));
export const attendanceLocator = lazy(() =>
  createLocatorEntity(tableNames().attendance, dynamo(), 'attendance', ['attendance_adjustment'] as const),
);
