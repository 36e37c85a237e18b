/**
 * Rostering's scheduling aids (issue 28 §1), zod-free: when an employee cannot work
 * (unavailability) and a department's shift templates ("weekday opening"). Their payloads are in
 * roster-scheduling.ts.
 */

/** Weekly: every week on a weekday; dated: a date range. */
export const UNAVAILABILITY_KINDS = ['weekly', 'dated'] as const;
export type UnavailabilityKind = (typeof UNAVAILABILITY_KINDS)[number];

/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One stretch of time an employee cannot work, as the API answers it. */
export interface Unavailability {
  id: number;
  organization_id: number;
  employee_id: number;
  kind: UnavailabilityKind;
  /** Weekly: 1 (Monday) … 7 (Sunday); dated: null. */
  weekday: number | null;
  /** Dated: the first and last day (YYYY-MM-DD, the organization's days); weekly: null. */
  start_date: string | null;
  end_date: string | null;
  /** "HH:MM" (24-hour), both or neither; null: the whole day. */
  start_time: string | null;
  end_time: string | null;
  note: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A department's named shift ("Weekday opening"): times, break, role and the weekdays it is for. */
export interface ShiftTemplate {
  id: number;
  organization_id: number;
  department_id: number;
  name: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  role: string | null;
  /** ISO weekdays (1 Monday … 7 Sunday) applying it fills; empty: every day. */
  weekdays: number[];
  version: number;
  created_at: string;
  updated_at: string;
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "HH:MM" → minutes past midnight. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The part of `day` (minutes past its midnight, [from, to)) the unavailability covers; null when
 * it does not apply that day. A whole day is [0, 1440).
 */
export function unavailableOn(entry: Unavailability, day: string): { from: number; to: number } | null {
  const applies =
    entry.kind === 'weekly'
      ? entry.weekday === isoWeekday(day)
      : entry.start_date !== null && entry.start_date <= day && (entry.end_date ?? entry.start_date) >= day;
  if (!applies) return null;
  if (!entry.start_time || !entry.end_time) return { from: 0, to: 24 * 60 };
  return { from: minutes(entry.start_time), to: minutes(entry.end_time) };
}

/** The first of `entries` a shift on `date` from `start` to `end` (overnight: into the next day) falls in. */
export function unavailableFor(
  entries: readonly Unavailability[],
  shift: { date: string; start_time: string; end_time: string },
): Unavailability | undefined {
  const start = minutes(shift.start_time);
  let end = minutes(shift.end_time);
  if (end <= start) end += 24 * 60;
  const next = new Date(Date.parse(`${shift.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return entries.find((entry) => {
    const today = unavailableOn(entry, shift.date);
    if (today && today.from < end && start < today.to) return true;
    const tomorrow = end > 24 * 60 ? unavailableOn(entry, next) : null;
    return tomorrow !== null && tomorrow.from + 24 * 60 < end && start < tomorrow.to + 24 * 60;
  });
}

/** "Mondays, 9:00 am – 1:00 pm" / "7 Dec 2026 – 9 Dec 2026, all day", for messages and lists. */
export function unavailabilityText(
  entry: Unavailability,
  clockText: (time: string) => string,
  dayText: (day: string) => string,
): string {
  const when =
    entry.kind === 'weekly'
      ? `${WEEKDAY_NAMES[(entry.weekday ?? 1) - 1]}s`
      : entry.start_date === (entry.end_date ?? entry.start_date)
        ? dayText(entry.start_date ?? '')
        : `${dayText(entry.start_date ?? '')} – ${dayText(entry.end_date ?? '')}`;
  const times =
    entry.start_time && entry.end_time ? `${clockText(entry.start_time)} – ${clockText(entry.end_time)}` : 'all day';
  return `${when}, ${times}`;
}
