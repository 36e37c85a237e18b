import type { ShiftPunctuality } from '@wattle/shared/attendance-constants';
import { addDays, zonedToUtc } from '@wattle/shared/calendar';
import { fieldsOf } from '../item-fields.ts';

/**
 * Clocking against the roster (pure): which published shift a clock-in belongs to, and how late or
 * early the day was against it. Attendance sits below rostering in the core's layers, so the
 * shifts come from a reader the route hands in (rostering's `publishedShiftsOf`).
 */

/** A published shift as attendance needs it: its organization day and wall-clock times. */
export interface RosteredShift {
  shift_id: number;
  date: string;
  start_time: string;
  end_time: string;
}

/** One employee's published shifts from `from` to `to` (rostering's per-employee index: one Query). */
export type PublishedShiftReader = (
  organizationId: number,
  employeeId: number,
  from: string,
  to: string,
) => Promise<readonly RosteredShift[]>;

/** The shift as stored on the day: its times and its start and end as UTC instants. */
export interface ClockedShift extends RosteredShift {
  starts_at: string;
  ends_at: string;
}

/** A shift's start and end instants (an end at or before the start is the next day's). */
export function shiftInstants(shift: RosteredShift, timeZone: string): ClockedShift {
  const endDate = shift.end_time <= shift.start_time ? addDays(shift.date, 1) : shift.date;
  return {
    ...fieldsOf(shift, 'shift_id', 'date', 'start_time', 'end_time'),
    starts_at: zonedToUtc(`${shift.date}T${shift.start_time}`, timeZone).toISOString(),
    ends_at: zonedToUtc(`${endDate}T${shift.end_time}`, timeZone).toISOString(),
  };
}

/** A clock-in more than this many hours before a shift's start is not against it. */
export const SHIFT_MATCH_HOURS_BEFORE = 3;

/**
 * The shift a clock-in at `clockIn` is against: of the shifts (the day's and the day before's),
 * those not yet over and starting at most SHIFT_MATCH_HOURS_BEFORE after it, the one whose start
 * is nearest; null when none is.
 */
export function matchShift(shifts: readonly RosteredShift[], clockIn: string, timeZone: string): ClockedShift | null {
  const at = Date.parse(clockIn);
  let best: { shift: ClockedShift; distance: number } | null = null;
  for (const shift of shifts) {
    const timed = shiftInstants(shift, timeZone);
    if (Date.parse(timed.ends_at) <= at) continue;
    if (Date.parse(timed.starts_at) - at > SHIFT_MATCH_HOURS_BEFORE * 3_600_000) continue;
    const distance = Math.abs(Date.parse(timed.starts_at) - at);
    if (!best || distance < best.distance) best = { shift: timed, distance };
  }
  return best?.shift ?? null;
}

/** Whole minutes from a shift's instant to a clock instant, read to the minute as lateness is (09:05:59 is 09:05). */
const signedMinutes = (from: string, to: string) =>
  Math.floor(Date.parse(to) / 60_000) - Math.floor(Date.parse(from) / 60_000);

/** How a day's clock-in and clock-out stand against its shift (null without one). */
export function punctualityOf(day: {
  clock_in: string;
  clock_out?: string | undefined;
  shift?: ClockedShift | undefined;
}): ShiftPunctuality | null {
  const { shift } = day;
  if (!shift) return null;
  return {
    ...fieldsOf(shift, 'shift_id', 'date', 'start_time', 'end_time'),
    arrival_minutes: signedMinutes(shift.starts_at, day.clock_in),
    departure_minutes: day.clock_out ? signedMinutes(shift.ends_at, day.clock_out) : null,
  };
}

/** The days a clock-in on `today` may be against: the day before's overnight shift, and today's. */
export const shiftSearchRange = (today: string) => ({ from: addDays(today, -1), to: today });
