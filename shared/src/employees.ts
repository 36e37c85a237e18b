import * as z from 'zod';
import { AU_STATES, type AuState, POSTCODE_MESSAGE, POSTCODE_PATTERN } from './address.ts';
import { isCalendarDate } from './calendar.ts';
import {
  DEFAULT_EMPLOYEE_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYEE_LIST_SORTS,
  EMPLOYEE_MAX_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  GENDERS,
  type Gender,
  WORK_ARRANGEMENTS,
  type WorkArrangement,
} from './employee-constants.ts';
import { EMPLOYEE_LIFECYCLES, type EmployeeLifecycle } from './employee-lifecycle.ts';
import {
  digitsOnly,
  formatBsb,
  isMaskedValue,
  isValidBsb,
  isValidTaxFileNumber,
  MASKED_VALUE_MESSAGE,
} from './payroll.ts';
import { ID_PATTERN, idField, optionalText, requiredText, versionField, withDefault } from './validation.ts';
import { type EmployeeWorkPattern, WORK_PATTERN_FIELD_LABELS, WORK_PATTERN_FORM_FIELDS } from './work-pattern.ts';
import { workPatternInputShape } from './work-pattern-input.ts';

export {
  DEFAULT_EMPLOYEE_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYEE_MAX_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
  GENDERS,
  type Gender,
  HISTORY_EVENT_TYPES,
  HISTORY_PAGE_SIZE,
  type HistoryEventType,
  statusesSettableFrom,
  TERMINATE_THROUGH_EXIT,
  WORK_ARRANGEMENTS,
  type WorkArrangement,
} from './employee-constants.ts';

/** The form's four tabs, in order, with the fields each one checks before Next. */
export const EMPLOYEE_FORM_TABS = {
  personal: [
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
  ],
  employment: [
    'employee_code',
    'joining_date',
    'department_id',
    'designation_id',
    'reporting_manager_id',
    'employment_type',
    'work_arrangement',
    'status',
    'probation_end_date',
    ...WORK_PATTERN_FORM_FIELDS,
  ],
  financial: [
    'tax_file_number',
    'superannuation_fund_name',
    'superannuation_fund_usi',
    'superannuation_member_number',
    'bank_bsb',
    'bank_account_number',
    'visa_type',
    'visa_expiry_date',
  ],
  emergency: ['emergency_contact_name', 'emergency_contact_phone'],
} as const;

/**
 * Payroll identifiers: encrypted before they reach the database, masked in every answer, shown in
 * clear only by the reveal call (owners and admins, audited); lists never carry them and history
 * never shows their values.
 */
export const SENSITIVE_EMPLOYEE_FIELDS = [
  'tax_file_number',
  'superannuation_member_number',
  'bank_bsb',
  'bank_account_number',
] as const;
export type SensitiveEmployeeField = (typeof SENSITIVE_EMPLOYEE_FIELDS)[number];

/** The clear payroll identifiers, as the reveal call returns them (null: none on record). */
export type PayrollIdentifiers = Record<SensitiveEmployeeField, string | null>;

export const VISA_EXPIRY_PAST_MESSAGE = 'The visa expiry date cannot be before today.';

/** A super fund's USI: 9 to 20 letters and digits (ATO, SuperStream; e.g. STA0100AU). */
export const SUPER_USI_PATTERN = /^[A-Za-z0-9]{9,20}$/;
export const SUPER_USI_MESSAGE = 'A USI is 9 to 20 letters and digits.';

const requiredDateField = (message: string) =>
  requiredText(message, 10).refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' });

const optionalDateField = z.lazy(() =>
  z
    .string({ error: 'Enter a valid date (YYYY-MM-DD).' })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isCalendarDate(value), { error: 'Enter a valid date (YYYY-MM-DD).' }),
);

const optionalIdField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === '' || value === undefined ? null : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number).nullable(),
  );

/**
 * A payroll identifier. Missing stays `undefined`, so an update can tell "not sent: keep the stored
 * value" from null or blank, "remove it"; a create treats both as none. A masked value (as the API
 * shows it) is refused with its own message: it is never the identifier itself.
 */
function payrollIdentifier(options: {
  max: number;
  invalid: string;
  valid?: (value: string) => boolean;
  normalize?: (value: string) => string;
}) {
  const { max, invalid, valid = () => true, normalize = (value: string) => value } = options;
  return z
    .string({ error: invalid })
    .trim()
    .max(max, { error: invalid })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value == null || !isMaskedValue(value), { error: MASKED_VALUE_MESSAGE })
    .refine((value) => value == null || isMaskedValue(value) || valid(value), { error: invalid })
    .transform((value) => (value == null ? value : normalize(value)));
}

export const employeeInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    // Personal Information
    first_name: requiredText('First Name is required', 100),
    last_name: requiredText('Last Name is required', 100),
    personal_email: requiredText('Personal Email is required', 254).pipe(
      z.email({ error: 'Personal Email must be a valid email address' }),
    ),
    phone_number: requiredText('Phone Number is required', 50),
    date_of_birth: requiredDateField('Date of Birth is required'),
    gender: z.enum(GENDERS, { error: 'Gender is required' }),
    // The street line (a record from before structured addresses holds its whole address here).
    address: requiredText('Street Address is required', 500, { multiline: true }),
    address_suburb: requiredText('Suburb is required', 100),
    address_state: z.enum(AU_STATES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? 'State is required'
          : `State must be one of ${AU_STATES.join(', ')}.`,
    }),
    address_postcode: requiredText('Postcode is required', 10).regex(POSTCODE_PATTERN, { error: POSTCODE_MESSAGE }),
    // Employment Details
    employee_code: requiredText('Employee Code is required', 50),
    joining_date: requiredDateField('Joining Date is required'),
    department_id: idField('Department is required'),
    designation_id: idField('Designation is required'),
    reporting_manager_id: optionalIdField('Choose a reporting manager from the list'),
    employment_type: withDefault(
      z.enum(EMPLOYMENT_TYPES, { error: 'Employment Type is required' }),
      DEFAULT_EMPLOYMENT_TYPE,
    ),
    work_arrangement: z
      .enum(WORK_ARRANGEMENTS, { error: 'Work Arrangement must be Onsite, Hybrid or Remote' })
      .nullish()
      .transform((value) => value ?? 'Onsite'),
    status: withDefault(z.enum(EMPLOYEE_STATUSES, { error: 'Status is required' }), DEFAULT_EMPLOYEE_STATUS),
    /** Left out on create: the joining date plus the organization's probation length (On Probation only). */
    probation_end_date: optionalDateField,
    // Financial & Legal (AU), all optional
    tax_file_number: payrollIdentifier({
      max: 20,
      invalid: 'The tax file number is not valid.',
      valid: isValidTaxFileNumber,
      normalize: digitsOnly,
    }),
    // The employee's fund, as pay runs and payslips use it (typed here once; pay setup reads it).
    superannuation_fund_name: optionalText(200),
    superannuation_fund_usi: optionalText(20).refine((value) => value === null || SUPER_USI_PATTERN.test(value), {
      error: SUPER_USI_MESSAGE,
    }),
    superannuation_member_number: payrollIdentifier({ max: 50, invalid: 'Must be at most 50 characters.' }),
    bank_bsb: payrollIdentifier({
      max: 10,
      invalid: 'The BSB must be six digits (e.g. 062-000).',
      valid: isValidBsb,
      normalize: formatBsb,
    }),
    bank_account_number: payrollIdentifier({
      max: 40,
      invalid: 'The bank account number must be 5 to 10 digits.',
      valid: (value) => /^\d{5,10}$/.test(digitsOnly(value)),
      normalize: digitsOnly,
    }),
    visa_type: optionalText(100),
    visa_expiry_date: optionalDateField,
    // Emergency Contact, optional
    emergency_contact_name: optionalText(200),
    emergency_contact_phone: optionalText(50),
    /** Set when the employee is created from a hire: links the record to that applicant. */
    applicant_id: optionalIdField('The applicant is not valid.').optional(),
    // Work pattern (shared/src/work-pattern-input.ts): left out keeps it, or takes the defaults.
    ...workPatternInputShape(),
    version: versionField,
  }),
);
export type EmployeeInput = z.input<typeof employeeInput>;
export type EmployeeData = z.output<typeof employeeInput>;

export const employeeStatusInput = z.lazy(() =>
  z.object({
    status: z.enum(EMPLOYEE_STATUSES, { error: 'Status is required' }),
    version: versionField,
  }),
);

export const employeeManagerInput = z.lazy(() =>
  z.object({
    // Required: an id, or null for No Manager. A missing field must not clear the manager.
    reporting_manager_id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value === '' ? null : value),
      z.union([z.null(), z.string().regex(ID_PATTERN).transform(Number)], {
        error: 'Choose a reporting manager, or No Manager.',
      }),
    ),
    version: versionField,
  }),
);

export const employeeListQuery = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    search: z.string().trim().max(200, { error: 'The search is too long.' }).optional(),
    department_id: idField('Unknown department.').optional(),
    designation_id: idField('Unknown designation.').optional(),
    status: z.enum(EMPLOYEE_STATUSES, { error: 'Unknown status.' }).optional(),
    /** Current, upcoming or former staff (employee-lifecycle.ts); left out: all (the trash has its own list). */
    lifecycle: z.enum(EMPLOYEE_LIFECYCLES, { error: 'Unknown lifecycle.' }).optional(),
    /** By name (default) or by end of probation, soonest first. */
    sort: z.enum(EMPLOYEE_LIST_SORTS, { error: 'Unknown sort.' }).optional(),
    cursor: z.string().max(200).optional(),
    per_page: z.coerce.number().int().min(1).max(EMPLOYEE_MAX_PAGE_SIZE).default(EMPLOYEE_PAGE_SIZE),
  }),
);

export interface EmployeeRefs {
  department: { id: number; name: string } | null;
  designation: { id: number; name: string; title: string; level: string } | null;
  reporting_manager: { id: number; first_name: string; last_name: string } | null;
}

/** A directory row: what lists and search return. Never payroll identifiers. */
export interface EmployeeSummary extends EmployeeRefs {
  id: number;
  organization_id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
  personal_email: string;
  phone_number: string;
  department_id: number;
  designation_id: number;
  reporting_manager_id: number | null;
  employment_type: string;
  work_arrangement: WorkArrangement;
  status: EmployeeStatus;
  joining_date: string;
  probation_end_date: string | null;
  /** The last working day of a recorded exit (employees/{id}/exit). */
  last_working_day: string | null;
  /** Derived from the dates in the organization's day (employee-lifecycle.ts). */
  lifecycle: EmployeeLifecycle;
  trashed_at: string | null;
  /** Sent back with an inline edit (status, manager): a stale one answers 409. */
  version: number;
}

/**
 * The full record (profile and edit form). The four payroll identifiers are masked (maskValue);
 * their clear values come only from the reveal call.
 */
export interface Employee extends EmployeeSummary, EmployeeWorkPattern {
  date_of_birth: string;
  gender: Gender;
  /** The street line; see shared/src/address.ts (suburb, state and postcode are null on a record not yet structured). */
  address: string;
  address_suburb: string | null;
  address_state: AuState | null;
  address_postcode: string | null;
  tax_file_number: string | null;
  superannuation_fund_name: string | null;
  /** The fund's Unique Superannuation Identifier (SuperStream). */
  superannuation_fund_usi: string | null;
  superannuation_member_number: string | null;
  bank_bsb: string | null;
  bank_account_number: string | null;
  visa_type: string | null;
  visa_expiry_date: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  /** The applicant this employee was hired from, if any. */
  applicant_id: number | null;
  /** The member account linked to this record (self-service), if any: one per record. */
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface EmployeePage {
  data: EmployeeSummary[];
  next_cursor: string | null;
  per_page: number;
  total: number;
  /** How many match the other filters in each tab of the directory (same read). */
  counts: Record<EmployeeLifecycle | 'trashed', number>;
}

/** For manager selects: every active employee of the organization, compact. */
export interface EmployeeOption {
  id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  reporting_manager_id: number | null;
}

/** Human labels for fields, used by history details and form errors. */
export const EMPLOYEE_FIELD_LABELS: Record<string, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  personal_email: 'Personal Email',
  phone_number: 'Phone Number',
  date_of_birth: 'Date of Birth',
  gender: 'Gender',
  address: 'Street Address',
  address_suburb: 'Suburb',
  address_state: 'State',
  address_postcode: 'Postcode',
  employee_code: 'Employee Code',
  joining_date: 'Joining Date',
  department_id: 'Department',
  designation_id: 'Designation',
  reporting_manager_id: 'Reporting Manager',
  employment_type: 'Employment Type',
  work_arrangement: 'Work Arrangement',
  status: 'Status',
  probation_end_date: 'Probation End Date',
  ...WORK_PATTERN_FIELD_LABELS,
  last_working_day: 'Last Working Day',
  exit_reason: 'Exit Reason',
  tax_file_number: 'Tax File Number (TFN)',
  superannuation_fund_name: 'Superannuation Fund',
  superannuation_fund_usi: 'Fund USI',
  superannuation_member_number: 'Super Member Number',
  bank_bsb: 'Bank BSB',
  bank_account_number: 'Bank Account Number',
  visa_type: 'Visa Type',
  visa_expiry_date: 'Visa Expiry Date',
  emergency_contact_name: 'Contact Name',
  emergency_contact_phone: 'Contact Phone',
};
