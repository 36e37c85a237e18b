import {
  type AdjustmentTimes,
  type AttendanceDay,
  type BoardStatus,
  type ClockAction,
  type ClockState,
  LATE_GRACE_MINUTES,
  type RecordedTimes,
} from '@wattle/shared/attendance-constants';
import { utcToZoned, zonedToUtc } from '@wattle/shared/calendar';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { type ClockedShift, punctualityOf } from './shift-punctuality.ts';

/**
 * The rules of a clock day, without storage: which step may follow which, the minutes worked,
 * lateness against the work pattern's start time and a day's place on the board.
 */

export interface DayTimes {
  clock_in: string;
  clock_out?: string | undefined;
  breaks: { start: string; end?: string | undefined }[];
}

export function stateOf(day: DayTimes | null | undefined): ClockState {
  if (!day) return 'not_clocked_in';
  if (day.clock_out) return 'out';
  return day.breaks.some((entry) => !entry.end) ? 'on_break' : 'in';
}

/** What each state refuses, and why (409: the step is impossible now). */
const REFUSALS: Record<ClockState, Partial<Record<ClockAction, string>>> = {
  not_clocked_in: {
    out: 'You are not clocked in.',
    break_start: 'Clock in before starting a break.',
    break_end: 'You are not on a break.',
  },
  in: {
    in: 'You have already clocked in today.',
    break_end: 'You are not on a break.',
  },
  on_break: {
    in: 'You have already clocked in today.',
    out: 'End your break before clocking out.',
    break_start: 'You are already on a break.',
  },
  out: {
    in: 'You have already clocked in and out today: ask for a correction to change the day.',
    out: 'You have already clocked out today.',
    break_start: 'You have already clocked out today.',
    break_end: 'You have already clocked out today.',
  },
};

/** The day after `action` at `now`; 409 with the reason when the step cannot follow the day's state. */
export function applyClock<T extends DayTimes>(day: T | null, action: ClockAction, now: string): DayTimes {
  const refusal = REFUSALS[stateOf(day)][action];
  if (refusal) throw VisibleError.conflict(refusal);
  if (action === 'in' || !day) return { clock_in: now, breaks: [] };
  if (action === 'out') return { clock_in: day.clock_in, clock_out: now, breaks: day.breaks };
  if (action === 'break_start') return { clock_in: day.clock_in, breaks: [...day.breaks, { start: now }] };
  return {
    clock_in: day.clock_in,
    breaks: day.breaks.map((entry) => (entry.end ? entry : { start: entry.start, end: now })),
  };
}

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** Whole minutes worked (clock-in to clock-out less breaks); null while the day is open. */
export function workedMinutes(day: DayTimes): number | null {
  if (!day.clock_out) return null;
  const breaks = day.breaks.reduce((sum, entry) => sum + (entry.end ? minutesBetween(entry.start, entry.end) : 0), 0);
  return Math.max(0, Math.floor(minutesBetween(day.clock_in, day.clock_out) - breaks));
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Late: the clock-in (to the minute, on the organization's clock) is more than LATE_GRACE_MINUTES
 * after the pattern's start time on its day. A clock-in on another day than the record's is not late.
 */
export function isLate(clockIn: string, date: string, startTime: string | null, timeZone: string): boolean {
  if (!startTime) return false;
  const local = utcToZoned(clockIn, timeZone);
  if (local.slice(0, 10) !== date) return local.slice(0, 10) > date;
  return minutesOf(local.slice(11, 16)) > minutesOf(startTime) + LATE_GRACE_MINUTES;
}

/**
 * Where an employee's day stands: a clock record wins (they worked, even on leave or a day off),
 * then approved leave, then a day off; a working day without a clock-in is absent once it has
 * passed and not in yet today.
 */
export function boardStatus(facts: {
  day: DayTimes | null;
  onLeave: boolean;
  workingDay: boolean;
  past: boolean;
}): BoardStatus {
  const state = stateOf(facts.day);
  if (state !== 'not_clocked_in') return state;
  if (facts.onLeave) return 'on_leave';
  if (!facts.workingDay) return 'not_working';
  return facts.past ? 'absent' : 'not_in_yet';
}

/** A stored day as the API answers it. */
export function toAttendanceDay(item: {
  organization_id: number;
  employee_id: number;
  date: string;
  clock_in: string;
  clock_out?: string | undefined;
  breaks: { start: string; end?: string | undefined }[];
  notes: { at: string; action: ClockAction; text: string }[];
  shift?: ClockedShift | undefined;
  version: number;
}): AttendanceDay {
  return {
    ...fieldsOf(item, 'organization_id', 'employee_id', 'date', 'clock_in'),
    clock_out: item.clock_out ?? null,
    breaks: item.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? null })),
    notes: item.notes,
    worked_minutes: workedMinutes(item),
    shift: punctualityOf(item),
    version: item.version,
  };
}

const localTime = (instant: string, timeZone: string) => utcToZoned(instant, timeZone).slice(11, 16);

/** A stored day's instants as HH:MM on the organization's clock (a correction's "before"). */
export function toLocalTimes(day: DayTimes, timeZone: string): RecordedTimes {
  return {
    clock_in: localTime(day.clock_in, timeZone),
    clock_out: day.clock_out ? localTime(day.clock_out, timeZone) : null,
    breaks: day.breaks.map((entry) => ({
      start: localTime(entry.start, timeZone),
      end: entry.end ? localTime(entry.end, timeZone) : null,
    })),
  };
}

/** A correction's HH:MM times on `date` as UTC instants. */
export function toInstants(times: AdjustmentTimes, date: string, timeZone: string) {
  const at = (time: string) => zonedToUtc(`${date}T${time}`, timeZone).toISOString();
  return {
    clock_in: at(times.clock_in),
    clock_out: at(times.clock_out),
    breaks: times.breaks.map((entry) => ({ start: at(entry.start), end: at(entry.end) })),
  };
}

/** Local times as one line for the audit log: "09:00–17:00, breaks 12:00–12:30". */
export function describeTimes(times: RecordedTimes | null): string | null {
  if (!times) return null;
  const breaks = times.breaks.map((entry) => `${entry.start}–${entry.end ?? '…'}`);
  return `${times.clock_in}–${times.clock_out ?? '…'}${breaks.length > 0 ? `, breaks ${breaks.join(', ')}` : ''}`;
}
