/**
 * Timesheets (issue 27 §2): the constants, labels and the shapes the API answers, zod-free (the
 * screens import them without zod). The payloads the API validates are in timesheets.ts.
 *
 * A timesheet is one employee's pay period (their pay schedule's week or fortnight; a Monday week
 * without pay set up): days of worked entries, entered by hand or filled from clock records, then
 * submitted, approved (or rejected with a comment) and paid. An approved timesheet's entries are
 * interpreted under the employee's pay conditions into pay lines (shared/src/pay-conditions), which
 * pay runs pay; a finalised pay run locks the period.
 */
import type { InterpretationFlag, PayCategory, PayLine } from './pay-conditions/pay-lines.ts';

export const TIMESHEET_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Where a day's entries came from. */
export const TIMESHEET_ENTRY_SOURCES = ['manual', 'clock', 'roster'] as const;
export type TimesheetEntrySource = (typeof TIMESHEET_ENTRY_SOURCES)[number];

/** At most this many entries (shifts) on one day. */
export const MAX_ENTRIES_PER_DAY = 6;
/** At most this many timesheets in one bulk approval. */
export const MAX_BULK_APPROVE = 1000;
/** What the timesheet report and overtime say of a range longer than they read: a year (366 days). */
export const RANGE_OVER_A_YEAR = 'Choose at most a year.';
/** The range `from`–`to` (YYYY-MM-DD) is at most a year: what the timesheet report and overtime read. */
export const withinAYear = (from: string, to: string): boolean =>
  Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) <= 366 * 86_400_000;
/** Ordinary hours a week under the NES (Fair Work Act 2009 s 62) before "reasonable additional hours". */
export const NES_WEEKLY_MINUTES = 38 * 60;

/** What the approver sees flagged on a timesheet (issue 27 §2 "Approvals"). */
export const TIMESHEET_EXCEPTION_CODES = [
  'no_clock_out',
  'meal_break',
  'break_between_shifts',
  'outside_span',
  'split_shift_span',
  'over_38_hours',
] as const;
export type TimesheetExceptionCode = (typeof TIMESHEET_EXCEPTION_CODES)[number];

export const TIMESHEET_EXCEPTION_LABELS: Record<TimesheetExceptionCode, string> = {
  no_clock_out: 'No clock-out',
  meal_break: 'Over 5 hours without a meal break',
  break_between_shifts: 'Short break between shifts',
  outside_span: 'Outside ordinary hours',
  split_shift_span: 'Split shift span exceeded',
  over_38_hours: 'More than 38 hours in the week (NES s 62: reasonable additional hours)',
};

/** One worked entry (a shift) of a day, in the organization's wall-clock time. */
export interface TimesheetEntry {
  /** "HH:MM" (24-hour). */
  start_time: string;
  /** "HH:MM"; at or before `start_time` means the next day (a night shift belongs to the day it starts). */
  end_time: string;
  /** Unpaid break minutes. */
  break_minutes: number;
  notes: string | null;
}

export interface TimesheetDay {
  /** YYYY-MM-DD. */
  date: string;
  entries: TimesheetEntry[];
  source: TimesheetEntrySource;
  /** Minutes worked (breaks excluded). */
  worked_minutes: number;
  /**
   * A day prefilled from a clock record that was clocked against a published shift: the shift's
   * times and the minutes the clock-in was after (+) or before (−) its start, the clock-out after or
   * before its end (attendance's ShiftPunctuality); null otherwise.
   */
  clock_shift: {
    shift_id: number;
    start_time: string;
    end_time: string;
    arrival_minutes: number;
    departure_minutes: number | null;
  } | null;
}

export interface TimesheetException {
  date: string;
  code: TimesheetExceptionCode;
  /** The label, with the rule that raised it when a pay condition rule did ("MA000004 cl. 18.2: …"). */
  message: string;
}

export interface Timesheet {
  timesheet_id: number;
  organization_id: number;
  employee_id: number;
  employee_name: string;
  department_name: string | null;
  period_start: string;
  period_end: string;
  status: TimesheetStatus;
  /** Every day of the period, in order (days without entries have none). */
  days: TimesheetDay[];
  worked_minutes: number;
  exceptions: TimesheetException[];
  submitted_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
  /** The finalised pay run that paid this period: the timesheet can no longer change. */
  locked_by_pay_run_id: number | null;
  /** An adjustment: the locked timesheet whose period it corrects, and the pay run that paid that one. */
  adjusts_timesheet_id: number | null;
  adjusts_pay_run_id: number | null;
  /** The adjustment that corrects this (locked) timesheet, once one was opened. */
  adjusted_by_timesheet_id: number | null;
  /** Whether the caller may approve/reject it (their reach, not their own). */
  can_approve: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A list row (no days). */
export type TimesheetSummary = Omit<Timesheet, 'days'>;

/** `GET /timesheets/period`: the first and last day of a timesheet's period. */
export interface TimesheetPeriod {
  period_start: string;
  period_end: string;
}

export interface TimesheetPage {
  data: TimesheetSummary[];
  next_cursor: string | null;
  per_page: number;
}

/** `GET /timesheets/{id}/pay-lines`: the approved (or previewed) interpretation. */
export interface TimesheetPayLines {
  timesheet_id: number;
  /** The pay condition set and classification it was interpreted under (null: award-free flat rate). */
  pay_condition_set_id: string | null;
  pay_condition_set_name: string | null;
  classification: string | null;
  lines: PayLine[];
  flags: InterpretationFlag[];
  total_cents: number;
  worked_minutes: number;
  /** Hours and amount by category, in PAY_CATEGORIES order (the review and the payslip group by these). */
  by_category: Array<{ category: PayCategory; minutes: number; amount_cents: number }>;
  /** Some rule or rate behind the lines is unconfirmed. */
  unverified: boolean;
}

export interface BulkApproveResult {
  /** The job that approves them (through the queue); poll GET /timesheets?... or the job. */
  accepted: number;
  /** Ids not approvable (not submitted, not in the caller's reach, the caller's own): with why. */
  refused: Array<{ timesheet_id: number; message: string }>;
}

/** What an approver decides for a week's overtime: paid as overtime, or taken as time off in lieu. */
export const OVERTIME_DECISIONS = ['pay', 'time_off'] as const;
export type OvertimeDecisionKind = (typeof OVERTIME_DECISIONS)[number];
export const OVERTIME_DECISION_LABELS: Record<OvertimeDecisionKind, string> = {
  pay: 'Paid as overtime',
  time_off: 'Taken as time off',
};

/** A week's decision as the timesheet keeps it (cleared when the timesheet goes back to draft). */
export interface OvertimeDecision {
  week_start: string;
  decision: OvertimeDecisionKind;
  comment: string | null;
  decided_by: string;
  decided_at: string;
}

/** `GET /timesheets/overtime`: the minutes the rules classed as overtime in one employee's week, with the rules. */
export interface TimesheetOvertimeRow {
  employee_id: number;
  employee_name: string;
  timesheet_id: number;
  status: TimesheetStatus;
  /** The week's first day (weeks are the 7-day blocks from the timesheet's period start). */
  week_start: string;
  minutes: number;
  /** Null for a caller without the `pay` field group (a manager sees the hours, not the pay). */
  amount_cents: number | null;
  /** Each rule that classed minutes as overtime that week (its category, the rule and clause, minutes, amount). */
  rules: Array<{
    category: PayCategory;
    rule: string;
    minutes: number;
    amount_cents: number | null;
    unverified: boolean;
  }>;
  /** The timesheet's version (PATCH /timesheets/{id}/overtime/{week_start} sends it back). */
  version: number;
  /** The week's decision, or null while none was made (overtime is then paid). */
  decision: OvertimeDecision | null;
  /** The rule that lets this week's overtime be taken as time off ("… (MA000004 cl. 21.3)"); null: it cannot. */
  time_off_rule: string | null;
  /** The time-off rule's source could not be confirmed (shown as the other rules' "Unverified" badge). */
  time_off_unverified: boolean;
  /** Whether a finalised pay run paid the period (nothing can be decided then). */
  locked: boolean;
}
