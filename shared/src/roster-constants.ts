/**
 * Rostering (issue 28): the constants, labels and the shapes the API answers, zod-free (the screens
 * import them without zod). The payloads the API validates are in rostering.ts.
 *
 * A shift is one person's (or nobody's: an open shift) planned work on a day of a department:
 * start, end (at or before the start: the next day), unpaid break, role and notes. Shifts start as
 * drafts; publishing a department's week makes them the employees' roster. The roster of a
 * department and date range carries its people, their leave, the checks of the pay condition
 * sets and the NES, and what each shift costs under the same pricing as timesheets.
 */

import type { Unavailability } from './roster-scheduling-types.ts';

export const SHIFT_STATUSES = ['draft', 'published'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

export const SHIFT_STATUS_LABELS: Record<ShiftStatus, string> = {
  draft: 'Draft',
  published: 'Published',
};

/** A roster (GET /rosters, GET /rosters/checks) covers at most this many days. */
export const MAX_ROSTER_DAYS = 31;

/** Ordinary hours a week under the NES (Fair Work Act 2009 s 62). */
export const ROSTER_NES_WEEKLY_MINUTES = 38 * 60;

/**
 * What a roster check flags. The first four are the pay condition set interpreter's flags (their
 * `rule` text names the clause); `minimum_engagement` its top-up lines; the rest the roster's own.
 */
export const ROSTER_CHECK_RULES = [
  'minimum_engagement',
  'break_between_shifts',
  'meal_break',
  'split_shift_span',
  'outside_span',
  'daily_maximum',
  'weekly_hours',
  'contracted_hours',
  'on_leave',
  'not_employed',
  'unavailable',
] as const;
export type RosterCheckRule = (typeof ROSTER_CHECK_RULES)[number];

export const ROSTER_CHECK_LABELS: Record<RosterCheckRule, string> = {
  minimum_engagement: 'Shorter than the minimum engagement',
  break_between_shifts: 'Short break between shifts',
  meal_break: 'Over 5 hours without a meal break',
  split_shift_span: 'Split shift span exceeded',
  outside_span: 'Outside ordinary hours',
  daily_maximum: 'More than the daily ordinary maximum',
  weekly_hours: 'More than 38 hours in the week (NES s 62: reasonable additional hours)',
  contracted_hours: 'More than the agreed hours (part-time)',
  on_leave: 'On leave',
  not_employed: 'Not employed on this date',
  unavailable: 'When the person cannot work',
};

export const ROSTER_CHECK_SEVERITIES = ['warn', 'block'] as const;
export type RosterCheckSeverity = (typeof ROSTER_CHECK_SEVERITIES)[number];

export const ROSTER_CHECK_SEVERITY_LABELS: Record<RosterCheckSeverity, string> = {
  warn: 'Warn',
  block: 'Block publishing',
};

/** A shift as the API answers it. */
export interface Shift {
  id: number;
  organization_id: number;
  /** Null: an open (unassigned) shift. */
  employee_id: number | null;
  employee_name: string | null;
  department_id: number;
  /** The day the shift starts (YYYY-MM-DD, the organization's day). */
  date: string;
  /** "HH:MM" (24-hour). */
  start_time: string;
  /** "HH:MM"; at or before `start_time` means the next day. */
  end_time: string;
  /** Unpaid break minutes. */
  break_minutes: number;
  role: string | null;
  notes: string | null;
  status: ShiftStatus;
  published_at: string | null;
  acknowledged_at: string | null;
  /** A published shift changed since it was published (the employee is told what changed). */
  changed_after_publish?: boolean;
  /** Minutes worked (length less the break). */
  worked_minutes: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/** One finding of the roster checks on a shift. */
export interface RosterCheck {
  shift_id: number;
  employee_id: number;
  date: string;
  rule: RosterCheckRule;
  /** The source: "MA000004 cl. 15.1(a)", "Fair Work Act 2009 s 62". */
  clause: string;
  severity: RosterCheckSeverity;
  message: string;
  /** The rule's figure or clause is unconfirmed. */
  unverified: boolean;
}

/** A day of leave of a rostered person in the range. */
export interface RosterLeaveDay {
  date: string;
  leave_type_name: string;
  status: 'approved' | 'pending';
}

/** A person of the department (in the caller's reach), with their hours in the range. */
export interface RosterPerson {
  employee_id: number;
  name: string;
  employment_type: string;
  /** Agreed weekly minutes (part-time, from the work pattern); null when none is recorded. */
  contracted_minutes_week: number | null;
  /** Minutes rostered in the range in this department (breaks excluded). */
  rostered_minutes: number;
  /** Minutes rostered in the range in other departments (`other_department_shifts`): their week is the sum. */
  other_department_minutes: number;
  leave: RosterLeaveDay[];
  /** Days of the range before they started or after they left. */
  not_employed_dates?: string[];
}

/** What a shift costs under the employee's pay conditions (open shifts: 0, with a note). */
export interface ShiftCost {
  shift_id: number;
  cost_cents: number;
  /** The pay lines summarised: minutes and amount by category, each with its rule. */
  lines: Array<{ category: string; rule: string; minutes: number; amount_cents: number }>;
  /** Why it has no cost ("Open shift: costed when assigned", "No pay rate recorded"). */
  note?: string;
  unverified: boolean;
}

export interface RosterDayTotal {
  date: string;
  minutes: number;
  cost_cents: number;
  shifts: number;
}

export interface RosterWeekTotal {
  /** The Monday. */
  week_start: string;
  minutes: number;
  cost_cents: number;
  shifts: number;
}

/** A department's week and whether (and when) it was published. */
export interface RosterPublication {
  department_id: number;
  week_start: string;
  published_at: string | null;
  published_by: string | null;
  version: number;
}

/** `GET /rosters`. */
export interface RosterView {
  from: string;
  to: string;
  department_id: number;
  people: RosterPerson[];
  /** Assigned shifts, by date then start. */
  shifts: Shift[];
  open_shifts: Shift[];
  checks: RosterCheck[];
  costs: ShiftCost[];
  day_totals: RosterDayTotal[];
  week_totals: RosterWeekTotal[];
  /** The published weeks of the range (a week never published is absent). */
  published: RosterPublication[];
  /** Whether the caller sees pay (the `pay` field group): without it `costs` is empty and totals cost 0. */
  costs_visible: boolean;
  /** The people's recorded unavailability that touches the range (roster-scheduling.ts). */
  unavailability: Unavailability[];
  /**
   * The people's shifts in other departments in the range: read-only here, counted in their checks
   * (breaks, the week's hours and overtime) but costed and totalled by their own department.
   */
  other_department_shifts: OtherDepartmentShift[];
  /** The checks raised on those shifts (the department's shifts counted); they never block this department's publishing. */
  other_department_checks: RosterCheck[];
}

/** A shown person's shift in another department. */
export interface OtherDepartmentShift extends Shift {
  department_name: string;
}

export type { ShiftTemplate, Unavailability } from './roster-scheduling-types.ts';

/** `GET /rosters/checks`. */
export interface RosterChecks {
  from: string;
  to: string;
  department_id: number;
  checks: RosterCheck[];
}

/** `GET/PUT /rosters/settings`: each rule's severity (missing: warn). */
export interface RosterSettings {
  organization_id: number;
  roster_check_severity: Partial<Record<RosterCheckRule, RosterCheckSeverity>>;
  /**
   * Shift swapping (issue 28 §3): a swap whose accepter fails no check (warn or block) is approved
   * when accepted, without a manager. Off unless set.
   */
  swap_auto_approve: boolean;
  version: number;
}
