import { UNAVAILABILITY_KINDS } from '@wattle/shared/roster-scheduling-types';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, paddedIdAttribute, required, timestampAttributes } from '../db/attributes.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';
import { lazy } from '../lazy.ts';

/*
 * Scheduling aids in the rostering table (the organization's partition, so a purge removes them):
 * - unavailability: pk org#<org>, sk unavailability#<id>
 *                   gsi1 org#<org>#emp#<employee>, unavailability#<id>          (one employee's: ONE Query)
 *                   gsi2 org#<org>#dept#<department>, unavailability#<employee>#<id> (a department's: ONE Query)
 * - shift template: pk org#<org>, sk shift_template#<id>
 *                   gsi2 org#<org>#dept#<department>, shift_template#<id>         (a department's: ONE Query)
 * The department of an unavailability is the employee's when it was recorded (gsi2); the roster
 * reads the organization's (pk, `unavailability#`) and keeps the people it shows, so a move keeps it.
 */

export const unavailabilityEntity = organizationScopedEntity('rostering', 'unavailability', {
  attributes: {
    unavailability_id: keyIdAttribute,
    employee_id: { ...paddedIdAttribute, readOnly: true },
    department_id: paddedIdAttribute,
    kind: { type: UNAVAILABILITY_KINDS, required: true },
    ...optional.numbers('weekday'),
    ...optional.strings('start_date', 'end_date', 'start_time', 'end_time', 'note'),
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('unavailability#${unavailability_id}'),
    byEmployee: organizationGsi('gsi1', 'emp#${employee_id}', 'unavailability#${unavailability_id}'),
    byDepartment: organizationGsi(
      'gsi2',
      'dept#${department_id}',
      'unavailability#${employee_id}#${unavailability_id}',
    ),
  },
});
export type UnavailabilityItem = EntityItem<ReturnType<typeof unavailabilityEntity>>;

export const shiftTemplateEntity = organizationScopedEntity('rostering', 'shift_template', {
  attributes: {
    shift_template_id: keyIdAttribute,
    department_id: { ...paddedIdAttribute, readOnly: true },
    ...required.strings('name', 'start_time', 'end_time'),
    ...required.numbers('break_minutes'),
    ...optional.strings('role'),
    weekdays: { type: 'list', items: { type: 'number' }, required: true },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('shift_template#${shift_template_id}'),
    byDepartment: organizationGsi('gsi2', 'dept#${department_id}', 'shift_template#${shift_template_id}'),
  },
});
export type ShiftTemplateItem = EntityItem<ReturnType<typeof shiftTemplateEntity>>;

/** The ids of both (names `unavailability`, `shift_template`). */
export const schedulingCounter = lazy(() => createCounterEntity(tableNames().rostering, dynamo()));
