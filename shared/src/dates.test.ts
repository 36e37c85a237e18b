import { describe, expect, it } from 'vitest';
import { isCalendarDate, todayIn, utcToZoned, zonedToUtc } from './dates.ts';

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('01/02/2025')).toBe(false);
  });

  it('converts wall-clock times in a timezone to UTC and back, across daylight saving', () => {
    expect(zonedToUtc('2026-11-21T09:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-21T04:00:00.000Z');
    // Sydney is UTC+11 in summer (November) and UTC+10 in winter (July).
    expect(zonedToUtc('2026-11-21T09:00', 'Australia/Sydney').toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(zonedToUtc('2026-07-01T09:00', 'Australia/Sydney').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(utcToZoned('2026-11-20T22:00:00.000Z', 'Australia/Sydney')).toBe('2026-11-21T09:00');
    expect(utcToZoned(zonedToUtc('2026-04-05T01:30', 'Australia/Sydney'), 'Australia/Sydney')).toBe('2026-04-05T01:30');
  });

  it("gives today's date in a timezone", () => {
    expect(todayIn('Australia/Sydney', new Date('2026-11-20T14:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('UTC', new Date('2026-11-20T14:00:00Z'))).toBe('2026-11-20');
  });
});
