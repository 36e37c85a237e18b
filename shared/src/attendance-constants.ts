/**
 * Attendance constants, labels and answer types, without zod: the screens import them without
 * pulling zod into the app shell. The rules (README "Attendance"):
 * - One clock-in and one clock-out per employee per organization day; breaks in between, one at a
 *   time. A second pair the same day is refused: a correction (adjustment) changes a closed day.
 * - The day is the organization's calendar day of the clock-in; a shift that runs past midnight is
 *   clocked out (and its breaks taken) on the day it started.
 * - Late: clocked in more than LATE_GRACE_MINUTES after the work pattern's start time on a working
 *   day. Absent: a past working day with no clock-in and no approved leave.
 * - Against a published shift (docs/leave.md "Attendance"): the clock-in is matched to the
 *   employee's published shift of the day (or the day before's overnight one), and the day answers
 *   minutes late or early, and at clock-out left early or finished late; within
 *   SHIFT_ON_TIME_MINUTES either way is on time.
 */

export const CLOCK_ACTIONS = ['in', 'out', 'break_start', 'break_end'] as const;
export type ClockAction = (typeof CLOCK_ACTIONS)[number];

export const CLOCK_ACTION_LABELS: Record<ClockAction, string> = {
  in: 'Clock in',
  out: 'Clock out',
  break_start: 'Start break',
  break_end: 'End break',
};

/** Minutes after the pattern's start time a clock-in is still on time (09:05 is on time, 09:06 late). */
export const LATE_GRACE_MINUTES = 5;

/**
 * Minutes either side of a rostered shift's start (or end) a clock-in (or clock-out) is still on
 * time: the same grace as the work pattern's lateness (09:05 against a 09:00 shift is on time,
 * 09:06 is late by 6 minutes; 08:54 is early by 6 minutes).
 */
export const SHIFT_ON_TIME_MINUTES = LATE_GRACE_MINUTES;

/** Where one employee's day stands on the board. */
export const BOARD_STATUSES = ['in', 'on_break', 'out', 'not_in_yet', 'on_leave', 'absent', 'not_working'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const BOARD_STATUS_LABELS: Record<BoardStatus, string> = {
  in: 'In',
  on_break: 'On break',
  out: 'Out',
  not_in_yet: 'Not in yet',
  on_leave: 'On leave',
  absent: 'Absent',
  not_working: 'Not working',
};

/** The caller's own clock state today. */
export const CLOCK_STATES = ['not_clocked_in', 'in', 'on_break', 'out'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];

export const ADJUSTMENT_STATES = ['pending', 'approved', 'declined'] as const;
export type AdjustmentState = (typeof ADJUSTMENT_STATES)[number];

export const ADJUSTMENT_STATE_LABELS: Record<AdjustmentState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

export const ADJUSTMENT_VIEWS = ['mine', 'to_approve', 'all'] as const;
export type AdjustmentView = (typeof ADJUSTMENT_VIEWS)[number];

export const NOT_LINKED_ATTENDANCE_MESSAGE =
  'No employee record is linked to your account: ask HR to link one before you clock in.';

export interface AttendanceBreak {
  start: string;
  end: string | null;
}

export interface AttendanceNote {
  at: string;
  action: ClockAction;
  text: string;
}

/**
 * The published shift a day was clocked against (its times on the organization's clock), and the
 * signed minutes the clock-in was after (+) or before (−) its start and the clock-out after (+) or
 * before (−) its end (null while not clocked out).
 */
export interface ShiftPunctuality {
  shift_id: number;
  date: string;
  start_time: string;
  end_time: string;
  arrival_minutes: number;
  departure_minutes: number | null;
}

/** "Late 20 min", "Early 10 min" or "On time": a clock-in against its shift's start. */
export function arrivalText(minutes: number): string {
  if (minutes > SHIFT_ON_TIME_MINUTES) return `Late ${formatMinutes(minutes)}`;
  if (minutes < -SHIFT_ON_TIME_MINUTES) return `Early ${formatMinutes(-minutes)}`;
  return 'On time';
}

/** "Left early 15 min", "Finished late 30 min", or null (on time, or not clocked out): a clock-out against its shift's end. */
export function departureText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < -SHIFT_ON_TIME_MINUTES) return `Left early ${formatMinutes(-minutes)}`;
  if (minutes > SHIFT_ON_TIME_MINUTES) return `Finished late ${formatMinutes(minutes)}`;
  return null;
}

/** One employee's day: instants in UTC (ISO). */
export interface AttendanceDay {
  organization_id: number;
  employee_id: number;
  date: string;
  clock_in: string;
  clock_out: string | null;
  breaks: AttendanceBreak[];
  notes: AttendanceNote[];
  /** Minutes between clock-in and clock-out less breaks; null while the day is open. */
  worked_minutes: number | null;
  /** The published shift it was clocked against, late or early; null without one. */
  shift: ShiftPunctuality | null;
  version: number;
}

export interface MyAttendance {
  date: string;
  employee_id: number;
  state: ClockState;
  record: AttendanceDay | null;
  /** The work pattern's start time that day, or null on a day off. */
  start_time: string | null;
  /** Before clocking in: the published shift a clock-in now would be against (else null). */
  next_shift: { shift_id: number; date: string; start_time: string; end_time: string } | null;
}

export interface BoardRow {
  employee_id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  status: BoardStatus;
  /** Against the published shift when the day was clocked against one, else the pattern's start time. */
  late: boolean;
  start_time: string | null;
  /** The published shift the day was clocked against, late or early; null without one. */
  shift: ShiftPunctuality | null;
  clock_in: string | null;
  clock_out: string | null;
  worked_minutes: number | null;
  /** Approved leave that day: the type as the caller may see it ("Leave" when confidential), hours of a part day. */
  leave: { label: string; part_day_hours: string | null } | null;
  /** A full-day public holiday of the employee's state that day (not a working day). */
  holiday: string | null;
}

export interface AttendanceBoard {
  date: string;
  today: string;
  counts: Record<BoardStatus | 'late', number>;
  data: BoardRow[];
}

/** Times of a correction: HH:MM in the organization's zone on its day. */
export interface AdjustmentTimes {
  clock_in: string;
  clock_out: string;
  breaks: { start: string; end: string }[];
}

/** A recorded day as local times (an open day has no clock-out, an open break no end). */
export interface RecordedTimes {
  clock_in: string;
  clock_out: string | null;
  breaks: { start: string; end: string | null }[];
}

export interface AttendanceAdjustment {
  id: number;
  organization_id: number;
  employee_id: number;
  employee_name: string;
  date: string;
  /** The day as it was recorded when the correction was asked for (null: no record that day). */
  before: RecordedTimes | null;
  after: AdjustmentTimes;
  reason: string;
  state: AdjustmentState;
  requested_by: string;
  requested_at: string;
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
  version: number;
}

export interface AdjustmentPage {
  data: AttendanceAdjustment[];
  next_cursor: string | null;
  per_page: number;
}

/** Minutes as "7 h 36 min" for screens. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
