import {
  DEFAULT_EMPLOYEE_STATUS,
  DEFAULT_EMPLOYMENT_TYPE,
  EMPLOYEE_FORM_TABS,
  type Employee,
  type EmployeeData,
  SENSITIVE_EMPLOYEE_FIELDS,
  type SensitiveEmployeeField,
} from '@wattle/shared/employees';
import { ID_PATTERN } from '@wattle/shared/validation';
import { DEFAULT_START_TIME, DEFAULT_WORK_DAYS, FULL_TIME_HOURS_PER_WEEK } from '@wattle/shared/work-pattern';
import type { FieldErrors, useForm } from 'react-hook-form';
import type { PayrollFieldMode } from './payroll-identifier-field';

/** The employee form's model: its tabs and fields, default values, and the input a save sends. */

export type TabId = keyof typeof EMPLOYEE_FORM_TABS;
export type FieldName = (typeof EMPLOYEE_FORM_TABS)[TabId][number];

export const TABS: { id: TabId; label: string }[] = [
  { id: 'personal', label: 'Personal Information' },
  { id: 'employment', label: 'Employment Details' },
  { id: 'financial', label: 'Financial & Legal' },
  { id: 'emergency', label: 'Emergency Contact' },
];

export const ALL_FIELDS = TABS.flatMap((tab) => [...EMPLOYEE_FORM_TABS[tab.id]]) as FieldName[];

/** Every value is text while it is being edited; the shared schema turns it into the API's body. */
export type FormValues = Record<FieldName, string> & {
  organization_id: number;
  version?: number;
  applicant_id?: number | null;
};

/** Values a new employee may start with, e.g. from a hired applicant (`?applicant_id=7` and the rest in router state). */
export type EmployeePrefill = Partial<Record<FieldName, string>> & { applicant_id?: number };

export const text = (value: string | null | undefined) => value ?? '';

export const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);
export type PayrollModes = Record<SensitiveEmployeeField, PayrollFieldMode>;
export const KEEP_ALL = Object.fromEntries(SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, 'keep'])) as PayrollModes;

/**
 * The body of a save. A saved payroll identifier is sent only when the user replaced it with a new
 * value (kept, or replaced with nothing: not sent, so the server keeps it) or removed it (null).
 */
export function payrollAwareInput(values: EmployeeData, employee: Employee | undefined, modes: PayrollModes) {
  const input: EmployeeData = { ...values };
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    if (!employee?.[field]) continue;
    if (modes[field] === 'remove') input[field] = null;
    else if (modes[field] === 'keep' || input[field] === null) input[field] = undefined;
  }
  return input;
}

/**
 * The form's starting values. `today` (the organization's) is the day a work pattern change applies
 * from unless the user picks another (the joining date for someone who has not started yet).
 */
export function defaultValues(
  organizationId: number,
  employee?: Employee,
  prefill: EmployeePrefill = {},
  today = '',
): FormValues {
  const values: FormValues = {
    organization_id: employee?.organization_id ?? organizationId,
    first_name: text(employee?.first_name),
    last_name: text(employee?.last_name),
    personal_email: text(employee?.personal_email),
    phone_number: text(employee?.phone_number),
    date_of_birth: text(employee?.date_of_birth),
    gender: text(employee?.gender),
    // A record from before structured addresses shows its whole address as the street line.
    address: text(employee?.address),
    address_suburb: text(employee?.address_suburb),
    address_state: text(employee?.address_state),
    address_postcode: text(employee?.address_postcode),
    employee_code: text(employee?.employee_code),
    joining_date: text(employee?.joining_date),
    department_id: employee ? String(employee.department_id) : '',
    designation_id: employee ? String(employee.designation_id) : '',
    reporting_manager_id: employee?.reporting_manager_id ? String(employee.reporting_manager_id) : '',
    employment_type: employee?.employment_type ?? DEFAULT_EMPLOYMENT_TYPE,
    work_arrangement: employee?.work_arrangement ?? 'Onsite',
    status: employee?.status ?? DEFAULT_EMPLOYEE_STATUS,
    probation_end_date: text(employee?.probation_end_date),
    // The work pattern in force today; work days as "mon,tue" and shiftworker as "true"/"false" while edited.
    state: text(employee?.state),
    ordinary_hours_per_week: employee?.ordinary_hours_per_week ?? FULL_TIME_HOURS_PER_WEEK,
    work_days: (employee?.work_days ?? DEFAULT_WORK_DAYS).join(','),
    shiftworker: employee?.shiftworker ? 'true' : 'false',
    start_time: employee?.start_time ?? DEFAULT_START_TIME,
    work_pattern_effective_from:
      employee && today ? (today > employee.joining_date ? today : employee.joining_date) : '',
    // Never the saved value: the API sends it masked, and a new one is typed from scratch.
    tax_file_number: '',
    superannuation_fund_name: text(employee?.superannuation_fund_name),
    superannuation_fund_usi: text(employee?.superannuation_fund_usi),
    superannuation_member_number: '',
    bank_bsb: '',
    bank_account_number: '',
    visa_type: text(employee?.visa_type),
    visa_expiry_date: text(employee?.visa_expiry_date),
    emergency_contact_name: text(employee?.emergency_contact_name),
    emergency_contact_phone: text(employee?.emergency_contact_phone),
    // The version read with the record: a save over someone else's change gets 409.
    version: employee?.version,
  };
  if (employee) return values;
  const { applicant_id, ...fields } = prefill;
  return { ...values, ...fields, ...(applicant_id ? { applicant_id } : {}) };
}

/**
 * Starting values of a link to the new-employee form: only the applicant's id travels in the query
 * (`/dashboard/employees/new?applicant_id=7`); names, e-mail and the rest come in the link's router
 * state (`{ prefill: { first_name: 'Ann' } }`), so no personal data lands in a URL, a browser's
 * history or a server log. Payroll identifiers are never taken, even from state.
 */
export function prefillFromLink(params: URLSearchParams, state: unknown): EmployeePrefill {
  const prefill: EmployeePrefill = {};
  const given =
    state && typeof state === 'object' && 'prefill' in state && state.prefill && typeof state.prefill === 'object'
      ? (state.prefill as Record<string, unknown>)
      : {};
  for (const field of ALL_FIELDS) {
    if (SENSITIVE.has(field)) continue;
    const value = given[field];
    if (typeof value === 'string' && value) prefill[field] = value.slice(0, 500);
  }
  const applicant = params.get('applicant_id');
  if (applicant && ID_PATTERN.test(applicant)) prefill.applicant_id = Number(applicant);
  return prefill;
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(errors: FieldErrors<FormValues>, fields: readonly FieldName[] = ALL_FIELDS) {
  return fields.find((field) => errors[field]);
}

export function tabOf(field: FieldName): number {
  return TABS.findIndex((tab) => (EMPLOYEE_FORM_TABS[tab.id] as readonly string[]).includes(field));
}

/** What the tabs use of the form (react-hook-form's API for these values). */
export type EmployeeFormApi = ReturnType<typeof useForm<FormValues, unknown, EmployeeData>>;

/** A field's label and error message, for <Field>. */
export type FieldProps = (name: FieldName) => { label: string; error: string | undefined };
