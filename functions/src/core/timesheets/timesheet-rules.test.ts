import { describe, expect, it } from 'vitest';
import { dateProblem, dayEntryErrors, TIMESHEET_MESSAGES } from './timesheet-rules.ts';

const entry = (start_time: string, end_time: string, break_minutes = 0) => ({ start_time, end_time, break_minutes });

describe('a day’s entries', () => {
  it('accepts entries that touch, and a night shift that belongs to the day it starts', () => {
    expect(dayEntryErrors([entry('09:00', '13:00'), entry('13:00', '17:00'), entry('22:00', '02:00')])).toBeNull();
  });
  it('refuses an overlap on the later entry, whatever the order sent', () => {
    expect(dayEntryErrors([entry('12:00', '15:00'), entry('09:00', '13:00')])).toEqual({
      'entries.0.start_time': [TIMESHEET_MESSAGES.overlap],
    });
  });
  it('refuses the hours after midnight of the day before’s night shift, and running into the next day', () => {
    expect(dayEntryErrors([entry('05:00', '09:00')], [entry('22:00', '06:00')])).toEqual({
      'entries.0.start_time': [TIMESHEET_MESSAGES.overlapBefore],
    });
    expect(dayEntryErrors([entry('06:00', '09:00')], [entry('22:00', '06:00')])).toBeNull();
    expect(dayEntryErrors([entry('20:00', '03:00')], [], [entry('02:00', '06:00')])).toEqual({
      'entries.0.end_time': [TIMESHEET_MESSAGES.overlapAfter],
    });
  });
  it('refuses more than 24 hours worked', () => {
    expect(dayEntryErrors([entry('00:00', '23:59'), entry('23:59', '23:58')])).toEqual({
      entries: [TIMESHEET_MESSAGES.tooLong],
    });
  });
});

describe('a day’s date', () => {
  const period = { period_start: '2026-11-02', period_end: '2026-11-08' };
  it('must be in the period and the employment', () => {
    const employment = { joining_date: '2026-11-04', last_working_day: '2026-11-06' };
    expect(dateProblem('2026-11-09', period, employment)).toBe(TIMESHEET_MESSAGES.outsidePeriod);
    expect(dateProblem('2026-11-03', period, employment)).toBe(TIMESHEET_MESSAGES.beforeJoining);
    expect(dateProblem('2026-11-07', period, employment)).toBe(TIMESHEET_MESSAGES.afterLeaving);
    expect(dateProblem('2026-11-05', period, employment)).toBeNull();
  });
});
