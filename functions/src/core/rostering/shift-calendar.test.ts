import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { withinNotice } from './notify-tasks.ts';
import { shiftFeedCalendar, shiftWallTimes } from './shift-calendar.ts';

// Set by a test: the zone library knows no zone (as for a name it lacks).
const zoneLibrary = vi.hoisted(() => ({ knowsNone: false }));
vi.mock('timezones-ical-library', async (actual) => {
  const library = await actual<typeof import('timezones-ical-library')>();
  return {
    ...library,
    tzlib_get_ical_block: (zone: string) =>
      zoneLibrary.knowsNone ? 'Given time zone not valid.' : library.tzlib_get_ical_block(zone),
  };
});

const shift = (overrides: Partial<Parameters<typeof shiftFeedCalendar>[0][number]> = {}) => ({
  shift_id: 7,
  date: '2026-12-12',
  start_time: '22:00',
  end_time: '06:00',
  break_minutes: 30,
  role: 'Baker',
  department_name: 'Bakery',
  version: 3,
  notes: 'Keys in the safe',
  ...overrides,
});
const context = (timeZone: string) => ({ organization: 'Crumbs', employee: 'Mia Nguyen', timeZone });

/** The feed parsed back by ical.js (an RFC 5545 parser), its VTIMEZONEs registered: each event's UID, zone and instants. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return {
      uid: event.uid,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      stampIsUtc: stamp.zone === ICAL.Timezone.utcTimezone,
    };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')));
  return { zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))), events };
}

describe('the shift calendar feed', () => {
  it('writes each shift at its wall-clock times with the organization’s TZID', async () => {
    const text = await shiftFeedCalendar([shift()], context('Australia/Sydney'));
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('UID:shift-7@wattle-hr');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20261212T220000');
    // Overnight: ends the next morning.
    expect(text).toContain('DTEND;TZID=Australia/Sydney:20261213T060000');
    expect(text).toContain('SUMMARY:Baker (Bakery)');
    expect(text).toContain('X-WR-TIMEZONE:Australia/Sydney');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain('\r\n');
  });

  it('carries the zone’s VTIMEZONE, so a parser reads the right instants either side of daylight saving', async () => {
    const text = await shiftFeedCalendar(
      [shift(), shift({ shift_id: 8, date: '2026-06-12', start_time: '09:00', end_time: '17:00' })],
      context('Australia/Sydney'),
    );
    // One VTIMEZONE for the one TZID (RFC 5545 §3.6.5), with its standard and daylight rules.
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Australia\/Sydney\r\n/);
    expect(text).toContain('TZNAME:AEST');
    expect(text).toContain('TZNAME:AEDT');
    expect(text).not.toContain('TIMEZONE-ID');
    const { zones, events } = parsed(text);
    expect(zones).toEqual(['Australia/Sydney']);
    expect(events).toEqual([
      // 10 pm to 6 am in summer (AEDT, UTC+11).
      {
        uid: 'shift-7@wattle-hr',
        tzid: 'Australia/Sydney',
        start: '2026-12-12T11:00:00.000Z',
        end: '2026-12-12T19:00:00.000Z',
        stampIsUtc: true,
      },
      // 9 am to 5 pm in winter (AEST, UTC+10).
      {
        uid: 'shift-8@wattle-hr',
        tzid: 'Australia/Sydney',
        start: '2026-06-11T23:00:00.000Z',
        end: '2026-06-12T07:00:00.000Z',
        stampIsUtc: true,
      },
    ]);
  });

  it('names an alias’s zone by the id its VTIMEZONE carries', async () => {
    const text = await shiftFeedCalendar([shift()], context('Australia/ACT'));
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20261212T220000');
    expect(text).toContain('X-WR-TIMEZONE:Australia/ACT');
    expect(parsed(text).events[0]?.start).toBe('2026-12-12T11:00:00.000Z');
  });

  it('writes the shifts in UTC when the zone’s rules are not known', async () => {
    zoneLibrary.knowsNone = true;
    try {
      const text = await shiftFeedCalendar([shift()], context('Australia/Perth'));
      expect(text).not.toContain('VTIMEZONE');
      expect(text).not.toContain('TZID');
      // 10 pm in Perth (UTC+8) is 2 pm UTC.
      expect(text).toContain('DTSTART:20261212T140000Z');
      expect(text).toContain('DTEND:20261212T220000Z');
      expect(parsed(text).events[0]).toMatchObject({ start: '2026-12-12T14:00:00.000Z', stampIsUtc: true });
    } finally {
      zoneLibrary.knowsNone = false;
    }
  });

  it('keeps a shift ending at midnight on the next day', () => {
    expect(shiftWallTimes({ date: '2026-12-12', start_time: '16:00', end_time: '00:00' })).toEqual({
      start: '2026-12-12T16:00:00',
      end: '2026-12-13T00:00:00',
    });
  });
});

describe('the roster change notice period', () => {
  const now = new Date('2026-12-02T00:00:00Z'); // 11:00 am in Sydney (AEDT)
  it('flags a change to a shift starting within 7 days', () => {
    expect(withinNotice([{ date: '2026-12-08', start_time: '09:00' }], 'Australia/Sydney', now)).toBe(true);
  });
  it('does not flag one starting after 7 days', () => {
    expect(withinNotice([{ date: '2026-12-10', start_time: '09:00' }], 'Australia/Sydney', now)).toBe(false);
  });
  it('flags a change when either the old or the new start is within the period', () => {
    expect(
      withinNotice(
        [
          { date: '2026-12-20', start_time: '09:00' },
          { date: '2026-12-03', start_time: '09:00' },
        ],
        'Australia/Sydney',
        now,
      ),
    ).toBe(true);
  });
});
