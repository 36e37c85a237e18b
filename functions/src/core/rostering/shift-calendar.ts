import { addDays, zonedToUtc } from '@wattle/shared/calendar';
import type { ShiftSummary } from '@wattle/shared/roster-publishing';

/** The wall-clock start and end of a shift (an end at or before the start is the next day), floating. */
export function shiftWallTimes(shift: Pick<ShiftSummary, 'date' | 'start_time' | 'end_time'>): {
  start: string;
  end: string;
} {
  const endDay = shift.end_time <= shift.start_time ? addDays(shift.date, 1) : shift.date;
  return { start: `${shift.date}T${shift.start_time}:00`, end: `${endDay}T${shift.end_time}:00` };
}

/**
 * An employee's published shifts as an iCalendar (RFC 5545) feed, built with ical-generator (the
 * project's calendar library: it escapes text, folds long lines and writes CRLFs). Each shift is an
 * event at its wall-clock times with TZID set to the organization's zone (Australia/Sydney …; an alias such as Australia/ACT as its zone's own id), so a
 * calendar shows 9:00 am whatever the daylight-saving offset, and the calendar carries that zone's
 * VTIMEZONE (RFC 5545 §3.6.5: one for each TZID used) from timezones-ical-library, whose zone
 * rules are JavaScript data (no zone files read at run time, so it bundles into the Lambda); the
 * zone's name is also in X-WR-TIMEZONE. A zone the library does not know gets no TZID: its shifts
 * are written in UTC instead (still the right instants). UID stays the shift's, so a changed shift
 * replaces itself in a subscribed calendar, and SEQUENCE follows its version. ical-generator and
 * the zone rules load with the first feed, not at a cold start.
 */
export async function shiftFeedCalendar(
  shifts: readonly (ShiftSummary & { version: number; notes?: string | null })[],
  context: { organization: string; employee: string; timeZone: string },
): Promise<string> {
  const [{ default: ical, ICalEventStatus }, { tzlib_get_ical_block }] = await Promise.all([
    import('ical-generator'),
    import('timezones-ical-library'),
  ]);
  // [VTIMEZONE, "TZID=<id>"]: an alias (Australia/ACT, UTC) answers its zone's own id (Australia/Sydney, Etc/UTC).
  const block = tzlib_get_ical_block(context.timeZone);
  const [vtimezone, tzid] = Array.isArray(block) ? [block[0] ?? null, block[1]?.replace(/^TZID=/, '') || null] : [];
  const zone = vtimezone && tzid ? { vtimezone, tzid } : null;
  const calendar = ical({
    prodId: { company: 'Wattle HR', product: 'Roster', language: 'EN' },
    name: `${context.organization}: ${context.employee}'s shifts`,
    ttl: 60 * 60,
    // The VTIMEZONE of each event's TZID. No calendar-wide zone name: with one, ical-generator
    // writes DTSTAMP in the server's local time without its Z (RFC 5545 §3.8.7.2 wants UTC).
    timezone: { name: null, generator: () => zone?.vtimezone ?? null },
  });
  // The zone by name for clients that read it (Google's and Apple's calendars do).
  calendar.x('X-WR-TIMEZONE', context.timeZone);
  const stamp = new Date();
  for (const shift of shifts) {
    const wall = shiftWallTimes(shift);
    // Without the zone's rules: the instants in UTC (the wall-clock times read in the zone).
    const [start, end] = zone
      ? [wall.start, wall.end]
      : [zonedToUtc(wall.start, context.timeZone), zonedToUtc(wall.end, context.timeZone)];
    const what = shift.role ?? 'Shift';
    calendar.createEvent({
      id: `shift-${shift.shift_id}@wattle-hr`,
      sequence: shift.version,
      stamp,
      start,
      end,
      timezone: zone?.tzid ?? null,
      summary: shift.department_name ? `${what} (${shift.department_name})` : what,
      description: [shift.break_minutes > 0 ? `Unpaid break: ${shift.break_minutes} minutes.` : '', shift.notes ?? '']
        .filter(Boolean)
        .join('\n'),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
