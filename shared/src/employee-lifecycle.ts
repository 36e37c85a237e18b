/**
 * Where an employee is in their working life, derived from dates in the organization's day (its
 * time zone), never from a background job. Zod-free: the API, the directory and the web app share
 * this one definition.
 *
 * - upcoming: joins after today;
 * - former: has a recorded exit whose last working day is before today, or (a record with no
 *   recorded exit, from before exits were recorded) has status Terminated or Inactive;
 * - current: everything else not in the trash. A scheduled exit keeps the employee current until
 *   and including their last working day.
 */

export const EMPLOYEE_LIFECYCLES = ['current', 'upcoming', 'former'] as const;
export type EmployeeLifecycle = (typeof EMPLOYEE_LIFECYCLES)[number];

export const LIFECYCLE_LABELS: Record<EmployeeLifecycle, string> = {
  current: 'Current',
  upcoming: 'Upcoming',
  former: 'Former',
};

/** Statuses that mean "no longer working here" on a record without a recorded exit. */
export const LEFT_STATUSES = ['Terminated', 'Inactive'] as const;

export interface LifecycleFacts {
  status: string;
  /** YYYY-MM-DD. */
  joining_date: string;
  /** YYYY-MM-DD of a recorded exit, or null. */
  last_working_day?: string | null;
}

/** The lifecycle of one employee on `today` (YYYY-MM-DD, the organization's day). */
export function lifecycleOf(employee: LifecycleFacts, today: string): EmployeeLifecycle {
  if (employee.last_working_day) {
    if (employee.last_working_day < today) return 'former';
  } else if ((LEFT_STATUSES as readonly string[]).includes(employee.status)) {
    return 'former';
  }
  return employee.joining_date > today ? 'upcoming' : 'current';
}

/** A recorded exit that has not happened yet: today is on or before the last working day. */
export const exitScheduled = (employee: LifecycleFacts, today: string): boolean =>
  Boolean(employee.last_working_day && employee.last_working_day >= today);

/**
 * Why an employee left, as Single Touch Payroll Phase 2 reports it: every reason maps to one
 * cessation type code (ATO, STP Phase 2 employer reporting guidelines).
 */
export const EXIT_REASONS = [
  'resignation',
  'dismissal',
  'redundancy',
  'end_of_contract',
  'ill_health',
  'deceased',
  'transfer',
] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

export const EXIT_REASON_LABELS: Record<ExitReason, string> = {
  resignation: 'Resignation',
  dismissal: 'Dismissal',
  redundancy: 'Redundancy',
  end_of_contract: 'End of contract',
  ill_health: 'Ill health',
  deceased: 'Deceased',
  transfer: 'Transfer (change of payroll or employer)',
};

/** STP Phase 2 cessation type codes. */
export const STP_CESSATION_CODES: Record<ExitReason, 'V' | 'F' | 'R' | 'C' | 'I' | 'D' | 'T'> = {
  resignation: 'V',
  dismissal: 'F',
  redundancy: 'R',
  end_of_contract: 'C',
  ill_health: 'I',
  deceased: 'D',
  transfer: 'T',
};

export const EXIT_TASK_STATUSES = ['pending', 'completed'] as const;
export type ExitTaskStatus = (typeof EXIT_TASK_STATUSES)[number];

/** The exit checklist an organization starts with until it saves its own (offsets from the last working day). */
export const DEFAULT_EXIT_CHECKLIST: readonly { name: string; due_offset_days: number }[] = [
  { name: 'Confirm the exit in writing', due_offset_days: -14 },
  { name: 'Hand over work and documents', due_offset_days: -3 },
  { name: 'Exit interview', due_offset_days: -2 },
  { name: 'Collect keys, cards and equipment', due_offset_days: 0 },
  { name: 'Remove system access', due_offset_days: 0 },
  { name: 'Final pay and leave paid out', due_offset_days: 7 },
  { name: 'Issue separation certificate if asked', due_offset_days: 14 },
];

/** Fair Work's minimum employment period thinking: six months unless the organization says otherwise. */
export const DEFAULT_PROBATION_MONTHS = 6;
export const MAX_PROBATION_MONTHS = 12;
/** A probation ending within this many days (or overdue) is due for review. */
export const PROBATION_REVIEW_DAYS = 14;

/** `date` (YYYY-MM-DD) plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** `date` plus `months` calendar months; a day the month lacks becomes its last day (31 Aug + 6 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The default end of probation: the joining date plus the organization's probation length, less a day. */
export const defaultProbationEnd = (joiningDate: string, months: number): string =>
  addDays(addMonths(joiningDate, months), -1);

export type ProbationReview = 'overdue' | 'due' | 'later';

/** Whether a probation ending on `endDate` is overdue (ended before today), due (within PROBATION_REVIEW_DAYS) or later. */
export function probationReview(endDate: string | null | undefined, today: string): ProbationReview {
  if (!endDate) return 'due';
  if (endDate < today) return 'overdue';
  return endDate <= addDays(today, PROBATION_REVIEW_DAYS) ? 'due' : 'later';
}
