import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  dayRangeIn,
  formatDayRange,
  formatLongDate,
  isCalendarDate,
  todayIn,
  utcToZoned,
  zonedToUtc,
} from './dates.ts';

describe('dates', () => {
  it('writes a day the en-AU long way, from its digits (no time zone can move it)', () => {
    expect(formatLongDate('2026-07-01')).toBe('1 July 2026');
    expect(formatLongDate('2026-12-31')).toBe('31 December 2026');
    expect(formatLongDate('2027-01-09')).toBe('9 January 2027');
    // Whatever the process's zone: the day is the organization's already.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      expect(formatLongDate('2026-07-01')).toBe('1 July 2026');
    } finally {
      process.env.TZ = zone;
    }
    expect(formatLongDate('2025-02-30')).toBe('2025-02-30');
    expect(formatLongDate('')).toBe('');
  });

  it('writes a span of days the same way, one day once', () => {
    expect(formatDayRange('2026-11-02', '2026-11-15')).toBe('2 November 2026 to 15 November 2026');
    expect(formatDayRange('2026-12-02', '2026-12-02')).toBe('2 December 2026');
  });

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

  it('gives the day an instant falls on in a timezone, before and after 10 am Sydney', () => {
    // 23:00 UTC is 10 am the next day in Sydney in summer (UTC+11); 01:00 UTC is noon the same day.
    expect(dayIn('Australia/Sydney', '2026-11-23T22:59:59.999Z')).toBe('2026-11-24');
    expect(dayIn('Australia/Sydney', '2026-11-24T01:00:00.000Z')).toBe('2026-11-24');
    expect(dayIn('UTC', '2026-11-23T22:59:59.999Z')).toBe('2026-11-23');
  });

  it('moves dates by whole days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it("bounds whole days in a timezone, inclusive, across daylight saving's start and end", () => {
    // Sydney: +10 before 4 October 2026 2 am, +11 after; +11 before 5 April 2026 3 am, +10 after.
    expect(dayRangeIn('Australia/Sydney', '2026-10-04', '2026-10-04')).toEqual({
      from: '2026-10-03T14:00:00.000Z',
      to: '2026-10-04T12:59:59.999Z',
    });
    expect(dayRangeIn('Australia/Sydney', '2026-04-05', '2026-04-05')).toEqual({
      from: '2026-04-04T13:00:00.000Z',
      to: '2026-04-05T13:59:59.999Z',
    });
    expect(dayRangeIn('UTC', undefined, '2026-11-24')).toEqual({ to: '2026-11-24T23:59:59.999Z' });
    expect(dayRangeIn('UTC')).toEqual({});
  });
});
