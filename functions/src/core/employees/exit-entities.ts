import { EXIT_REASONS, EXIT_TASK_STATUSES } from '@wattle/shared/employee-lifecycle';
import { EMPLOYEE_STATUSES } from '@wattle/shared/employees';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, timestampAttributes, versionAttributes } from '../db/attributes.ts';
import { checklistTasksAttribute, templateTasksAttribute } from '../db/checklist-attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/**
 * One employee's recorded exit (exits.ts): its details and checklist, copied from the organization's
 * exit checklist template with due dates counted from the last working day. Written with the
 * employee's own change (status, last working day) and deleted when the exit is cancelled.
 */
export const exitEntity = organizationScopedEntity('employees', 'employee_exit', {
  attributes: {
    employee_id: keyIdAttribute,
    last_working_day: { type: 'string', required: true },
    reason: { type: EXIT_REASONS, required: true },
    ...optional.strings('notice_given_on', 'note'),
    ...optional.numbers('notice_weeks'),
    /** The status before the exit, given back if it is cancelled. */
    previous_status: { type: EMPLOYEE_STATUSES, required: true },
    tasks: checklistTasksAttribute(EXIT_TASK_STATUSES, 'completed_on'),
    recorded_by: { type: 'string', required: true },
    /** The organization's day the exit was recorded. */
    recorded_on: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('exit#${employee_id}'),
  },
});
export type ExitItem = EntityItem<ReturnType<typeof exitEntity>>;

/** The organization's exit checklist template: tasks due some days from the last working day. */
export const exitTemplateEntity = organizationScopedEntity('employees', 'exit_template', {
  attributes: {
    tasks: templateTasksAttribute,
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('exit_template'),
  },
});
export type ExitTemplateItem = EntityItem<ReturnType<typeof exitTemplateEntity>>;
