import { AU_STATES } from '@wattle/shared/address';
import { EXIT_REASONS } from '@wattle/shared/employee-lifecycle';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS, WORK_ARRANGEMENTS } from '@wattle/shared/employees';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

export const employeeEntity = organizationScopedEntity('employees', 'employee', {
  attributes: {
    employee_id: keyIdAttribute,
    ...required.strings('first_name', 'last_name', 'personal_email', 'phone_number', 'date_of_birth'),
    gender: { type: GENDERS, required: true },
    /** The street line; a record from before structured addresses holds its whole address here, and none of the three below. */
    address: { type: 'string', required: true },
    address_suburb: { type: 'string' },
    address_state: { type: AU_STATES },
    ...optional.strings('address_postcode'),
    ...required.strings('employee_code', 'joining_date'),
    ...required.numbers('department_id', 'designation_id'),
    ...optional.numbers('reporting_manager_id'),
    employment_type: { type: EMPLOYMENT_TYPES, required: true },
    work_arrangement: { type: WORK_ARRANGEMENTS, required: true, default: 'Onsite' },
    status: { type: EMPLOYEE_STATUSES, required: true },
    /** The end of probation (default: joining date + the organization's probation length). */
    probation_end_date: { type: 'string' },
    /** Set while an exit is recorded (exits.ts), with its reason; removed when it is cancelled. */
    last_working_day: { type: 'string' },
    exit_reason: { type: EXIT_REASONS },
    ...optional.strings('tax_file_number', 'superannuation_fund_name', 'superannuation_fund_usi'),
    ...optional.strings('superannuation_member_number', 'bank_bsb', 'bank_account_number', 'visa_type'),
    ...optional.strings('visa_expiry_date', 'emergency_contact_name', 'emergency_contact_phone'),
    ...optional.numbers('applicant_id'),
    /** The work pattern over time (work-pattern.ts); absent on records saved before it existed. */
    work_pattern_periods: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          effective_from: { type: 'string', required: true },
          state: { type: AU_STATES },
          ordinary_hours_per_week: { type: 'string', required: true },
          work_days: { type: 'list', required: true, items: { type: 'string' } },
          shiftworker: { type: 'boolean', required: true },
          start_time: { type: 'string', required: true },
          employment_type: { type: 'string', required: true },
        },
      },
    },
    /** The member account linked to this record (self-service); set with the membership's employee_id. */
    user_id: { type: 'number' },
    trashed_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('employee#${employee_id}'),
  },
});
export type EmployeeItem = EntityItem<ReturnType<typeof employeeEntity>>;
