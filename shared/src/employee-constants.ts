/**
 * Employee constants without zod (employees.ts re-exports them with its schemas): the web app's
 * list pages import them here so zod stays out of their chunks.
 */

/**
 * Gender as the employee chooses to give it; "Prefer not to say" is an answer, not a gap (a new
 * value goes last: the directory stores a gender as its index here). Gender is not reported in STP
 * Phase 2's pay event (core/payroll/stp-event.ts names no gender field), so no STP code maps it.
 */
export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const EMPLOYEE_STATUSES = ['Active', 'On Probation', 'On Leave', 'Inactive', 'Terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const DEFAULT_EMPLOYEE_STATUS: EmployeeStatus = 'On Probation';
/**
 * The statuses a change may move an employee to (`current`: their status now; null for a new record,
 * which may be entered as it stands, a past employee included). Terminated comes only with a
 * recorded exit (last working day, reason, notice): an edit keeps a Terminated status but never sets one.
 */
export function statusesSettableFrom(current: EmployeeStatus | null): readonly EmployeeStatus[] {
  if (current === null) return EMPLOYEE_STATUSES;
  return EMPLOYEE_STATUSES.filter((status) => status !== 'Terminated' || current === 'Terminated');
}
export const TERMINATE_THROUGH_EXIT =
  'Record an exit to terminate an employee: use Terminate / Record Exit on their profile.';

/**
 * Append only: the directory stores a type as its index in this list (core/employees/directory.ts),
 * so inserting one would change what stored entries mean.
 */
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Casual'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** Employees and job openings alike. */
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'Full-time';

export const WORK_ARRANGEMENTS = ['Onsite', 'Hybrid', 'Remote'] as const;
export type WorkArrangement = (typeof WORK_ARRANGEMENTS)[number];

export const EMPLOYEE_PAGE_SIZE = 20;
export const EMPLOYEE_MAX_PAGE_SIZE = 100;
export const EMPLOYEE_LIST_SORTS = ['name', 'probation_end_date'] as const;

export const HISTORY_EVENT_TYPES = [
  'Hired',
  'Promotion',
  'Transfer',
  'Designation Change',
  'Profile Update',
  'Status Change',
  'Termination',
  'Manager Change',
  'Salary Update',
  'Trashed',
  'Restored',
  'Deleted',
  'Payroll Revealed',
  'Self-Service',
  'Bank Details Changed',
  'Exit Cancelled',
  'Probation Confirmed',
  'Probation Extended',
] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];
export const HISTORY_PAGE_SIZE = 10;
