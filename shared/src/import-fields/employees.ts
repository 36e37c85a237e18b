import { AU_STATES } from '../address.ts';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS, WORK_ARRANGEMENTS } from '../employee-constants.ts';
import { EMPLOYEE_FIELD_LABELS, EMPLOYEE_FORM_TABS, SENSITIVE_EMPLOYEE_FIELDS } from '../employees.ts';
import type { ImportField } from '../imports.ts';
import { WEEKDAYS } from '../work-pattern.ts';

/**
 * The employees kind's columns: every field of the four-tab form (EMPLOYEE_FORM_TABS, the same
 * keys employeeInput validates), labelled as the form labels them. Three take names instead of
 * ids: the department and designation by name, the reporting manager by code or e-mail.
 */
const BY_NAME: Record<string, Omit<ImportField, 'type'> & { type?: ImportField['type'] }> = {
  department_id: { key: 'department', label: 'Department', required: true, hint: 'The department’s name.' },
  designation_id: {
    key: 'designation',
    label: 'Designation',
    required: true,
    aliases: ['Job Title', 'Position', 'Role'],
    hint: 'The designation’s name within the department.',
  },
  reporting_manager_id: {
    key: 'reporting_manager',
    label: 'Reporting Manager',
    aliases: ['Manager'],
    hint: 'The manager’s employee code or e-mail.',
  },
};

const DATES = new Set([
  'date_of_birth',
  'joining_date',
  'probation_end_date',
  'visa_expiry_date',
  'work_pattern_effective_from',
]);
const REQUIRED = new Set([
  'first_name',
  'last_name',
  'personal_email',
  'phone_number',
  'date_of_birth',
  'gender',
  'address',
  'address_suburb',
  'address_state',
  'address_postcode',
  'employee_code',
  'joining_date',
]);
const CHOICES: Record<string, readonly string[]> = {
  gender: GENDERS,
  address_state: AU_STATES,
  state: AU_STATES,
  employment_type: EMPLOYMENT_TYPES,
  work_arrangement: WORK_ARRANGEMENTS,
  status: EMPLOYEE_STATUSES,
};
const ALIASES: Record<string, readonly string[]> = {
  personal_email: ['Email', 'E-mail', 'Email Address'],
  phone_number: ['Phone', 'Mobile'],
  date_of_birth: ['DOB', 'Birth Date'],
  address: ['Address', 'Street'],
  address_postcode: ['Post Code'],
  employee_code: ['Code', 'Employee ID', 'Employee Number'],
  joining_date: ['Start Date', 'Hire Date', 'Date Joined'],
  tax_file_number: ['TFN'],
  bank_bsb: ['BSB'],
  bank_account_number: ['Account Number'],
  superannuation_fund_usi: ['USI'],
};
const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);

function fieldOf(key: string): ImportField {
  const named = BY_NAME[key];
  if (named) return { type: 'text', ...named };
  const type: ImportField['type'] = DATES.has(key)
    ? 'date'
    : key in CHOICES
      ? 'choice'
      : key === 'work_days'
        ? 'list'
        : key === 'shiftworker'
          ? 'boolean'
          : 'text';
  return {
    key,
    label: EMPLOYEE_FIELD_LABELS[key] ?? key,
    type,
    ...(REQUIRED.has(key) ? { required: true } : {}),
    ...(SENSITIVE.has(key) ? { sensitive: true } : {}),
    ...(CHOICES[key] ? { values: CHOICES[key] } : {}),
    ...(ALIASES[key] ? { aliases: ALIASES[key] } : {}),
    ...(key === 'work_days'
      ? { hint: `Days separated by commas or spaces (${WEEKDAYS.join(', ')}), or a range such as mon-fri.` }
      : {}),
    ...(key === 'shiftworker' ? { hint: 'yes or no.' } : {}),
    ...(type === 'date' ? { hint: 'dd/mm/yyyy or yyyy-mm-dd.' } : {}),
  };
}

export const EMPLOYEE_IMPORT_FIELDS: readonly ImportField[] = Object.values(EMPLOYEE_FORM_TABS).flat().map(fieldOf);

/** The form's id fields each name column stands for. */
export const EMPLOYEE_NAME_COLUMNS = {
  department: 'department_id',
  designation: 'designation_id',
  reporting_manager: 'reporting_manager_id',
} as const;
