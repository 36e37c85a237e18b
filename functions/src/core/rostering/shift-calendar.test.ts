import { describe, expect, it } from 'vitest';
import { withinNotice } from './notify-tasks.ts';
import { shiftFeedCalendar, shiftWallTimes } from './shift-calendar.ts';

describe('the shift calendar feed', () => {
  it('writes each shift at its wall-clock times with the organization’s TZID', async () => {
    const text = await shiftFeedCalendar(
      [
        {
          shift_id: 7,
          date: '2026-12-12',
          start_time: '22:00',
          end_time: '06:00',
          break_minutes: 30,
          role: 'Baker',
          department_name: 'Bakery',
          version: 3,
          notes: 'Keys in the safe',
        },
      ],
      { organization: 'Crumbs', employee: 'Mia Nguyen', timeZone: 'Australia/Sydney' },
    );
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('UID:shift-7@wattle-hr');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toContain('DTSTART;TZID=Australia/Sydney:20261212T220000');
    // Overnight: ends the next morning.
    expect(text).toContain('DTEND;TZID=Australia/Sydney:20261213T060000');
    expect(text).toContain('SUMMARY:Baker (Bakery)');
    expect(text).toContain('X-WR-TIMEZONE:Australia/Sydney');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain('\r\n');
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
