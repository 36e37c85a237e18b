import type { Employee, EmployeeSummary } from '@wattle/shared/employees';
import { defaultWorkPattern } from '@wattle/shared/work-pattern';

/** Employee records as the API answers them, for the tests of every screen that shows one (Mia Nguyen, id 41). */

/** The default work pattern (38 h over Mon to Fri from the joining date), as the API answers it. */
export const patternFields = {
  state: null,
  ordinary_hours_per_week: '38',
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri')[],
  shiftworker: false,
  start_time: '09:00',
  work_pattern_periods: [defaultWorkPattern('Full-time', '2025-02-03')],
};

export function summary(overrides: Partial<EmployeeSummary> = {}): EmployeeSummary {
  return {
    id: 41,
    organization_id: 3,
    employee_code: 'EMP-041',
    first_name: 'Mia',
    last_name: 'Nguyen',
    personal_email: 'mia@example.com',
    phone_number: '0400 000 041',
    department_id: 8,
    designation_id: 21,
    reporting_manager_id: null,
    employment_type: 'Full-time',
    work_arrangement: 'Onsite',
    status: 'Active',
    joining_date: '2025-02-03',
    probation_end_date: null,
    last_working_day: null,
    lifecycle: 'current',
    trashed_at: null,
    version: 1,
    department: { id: 8, name: 'Nursing' },
    designation: { id: 21, name: 'Registered Nurse', title: 'Registered Nurse', level: 'Mid' },
    reporting_manager: null,
    ...overrides,
  };
}

export function employee(overrides: Partial<Employee> = {}): Employee {
  return {
    ...summary(),
    date_of_birth: '1990-11-21',
    gender: 'Female',
    address: '1 Wattle St',
    address_suburb: 'Sydney',
    address_state: 'NSW',
    address_postcode: '2000',
    // As the API sends them: masked (the clear values come only from the reveal call).
    tax_file_number: '••••6782',
    superannuation_fund_name: 'AustralianSuper',
    superannuation_fund_usi: 'STA0100AU',
    superannuation_member_number: 'AB12',
    bank_bsb: '••••-000',
    bank_account_number: '••••5678',
    visa_type: null,
    visa_expiry_date: null,
    emergency_contact_name: 'Tom Nguyen',
    emergency_contact_phone: '0400 111 222',
    applicant_id: null,
    user_id: null,
    ...patternFields,
    version: 4,
    created_at: '2025-02-03T00:00:00Z',
    updated_at: '2025-02-03T00:00:00Z',
    ...overrides,
  };
}
