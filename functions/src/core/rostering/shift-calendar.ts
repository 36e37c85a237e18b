import { addDays } from '@wattle/shared/calendar';
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
 * event at its wall-clock times with TZID set to the organization's zone (Australia/Sydney …), so a
 * calendar shows 9:00 am whatever the daylight-saving offset; UID stays the shift's, so a changed
 * shift replaces itself in a subscribed calendar, and SEQUENCE follows its version. The calendar
 * names its zone (X-WR-TIMEZONE) but carries no VTIMEZONE block: the IANA name is what Google,
 * Apple and Outlook read, and no VTIMEZONE source bundles into a Lambda without reading files.
 * ical-generator loads with the first feed, not at a cold start.
 */
export async function shiftFeedCalendar(
  shifts: readonly (ShiftSummary & { version: number; notes?: string | null })[],
  context: { organization: string; employee: string; timeZone: string },
): Promise<string> {
  const { default: ical, ICalEventStatus } = await import('ical-generator');
  const calendar = ical({
    prodId: { company: 'Wattle HR', product: 'Roster', language: 'EN' },
    name: `${context.organization}: ${context.employee}'s shifts`,
    ttl: 60 * 60,
  });
  // The zone by name for clients that read it; not the calendar's `timezone` (that writes DTSTAMP without its Z).
  calendar.x('X-WR-TIMEZONE', context.timeZone);
  const stamp = new Date();
  for (const shift of shifts) {
    const { start, end } = shiftWallTimes(shift);
    const what = shift.role ?? 'Shift';
    calendar.createEvent({
      id: `shift-${shift.shift_id}@wattle-hr`,
      sequence: shift.version,
      stamp,
      start,
      end,
      timezone: context.timeZone,
      summary: shift.department_name ? `${what} (${shift.department_name})` : what,
      description: [shift.break_minutes > 0 ? `Unpaid break: ${shift.break_minutes} minutes.` : '', shift.notes ?? '']
        .filter(Boolean)
        .join('\n'),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
