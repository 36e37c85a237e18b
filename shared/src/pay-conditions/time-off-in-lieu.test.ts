import { describe, expect, it } from 'vitest';
import type { PayConditionSet, TimeOffInLieu } from './model.ts';
import { TEST_SET, testSource } from './test-set.ts';
import { timeOffRuleOn, weekStartOf } from './time-off-in-lieu.ts';
import { timesheetPayLines } from './timesheet-pay.ts';

// 7 Dec 2026 is a Monday; the period is a fortnight from it.
const entry = (start_time: string, end_time: string) => ({ start_time, end_time, break_minutes: 0 });
const OPTIONS = { public_holidays: [], period_start: '2026-12-07' };
const FULL_TIME = { employment_type: 'full_time' as const, classification: 'A' };

const withToil = (rule: TimeOffInLieu | null): PayConditionSet => ({
  ...TEST_SET,
  versions: TEST_SET.versions.map((version) => ({ ...version, time_off_in_lieu: rule })),
});
const HOUR_FOR_HOUR = withToil({ allowed: true, basis: 'hour_for_hour', source: testSource('12') });
const AT_OVERTIME_RATE = withToil({ allowed: true, basis: 'overtime_rate', source: testSource('12') });

// Full-time: 8 h a day, then 150% for 2 h, then 200%. Monday 09:00–20:00 = 8 h + 2 h at $45 + 1 h at $60.
const DAYS = [
  { date: '2026-12-07', entries: [entry('09:00', '20:00')] },
  { date: '2026-12-14', entries: [entry('09:00', '19:00')] },
];

describe('overtime taken as time off in lieu', () => {
  it('pays the overtime when no week is decided', () => {
    const pay = timesheetPayLines(DAYS, { kind: 'set', set: HOUR_FOR_HOUR, employee: FULL_TIME }, OPTIONS);
    // Week 1: 8 h × $30 + 2 h × $45 + 1 h × $60 = $390; week 2: 8 h × $30 + 2 h × $45 = $330.
    expect(pay.total_cents).toBe(72_000);
    expect(pay.time_off_minutes).toBe(0);
  });

  it("turns a decided week's overtime into zero-amount lines with the hours and the rule, hour for hour", () => {
    const pay = timesheetPayLines(
      DAYS,
      { kind: 'set', set: HOUR_FOR_HOUR, employee: FULL_TIME },
      { ...OPTIONS, time_off_weeks: ['2026-12-07'] },
    );
    const timeOff = pay.lines.filter((line) => line.category === 'overtime_time_off');
    expect(timeOff.map((line) => [line.date, line.minutes, line.rate_cents, line.amount_cents])).toEqual([
      ['2026-12-07', 120, 0, 0],
      ['2026-12-07', 60, 0, 0],
    ]);
    expect(timeOff[0]?.rule).toBe('TEST cl. 12: time off in lieu hour for hour');
    // Week 2's overtime is still paid: $720 − week 1's $150 of overtime.
    expect(pay.total_cents).toBe(57_000);
    expect(pay.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(pay.total_cents);
    expect(pay.time_off_minutes).toBe(180);
    expect(pay.by_category.find((row) => row.category === 'overtime_time_off')).toEqual({
      category: 'overtime_time_off',
      minutes: 180,
      amount_cents: 0,
    });
  });

  it('gives as much time off as the overtime would have paid under an overtime-rate set', () => {
    const pay = timesheetPayLines(
      DAYS,
      { kind: 'set', set: AT_OVERTIME_RATE, employee: FULL_TIME },
      { ...OPTIONS, time_off_weeks: ['2026-12-07', '2026-12-14'] },
    );
    // 2 h at 150% = 3 h, 1 h at 200% = 2 h; week 2: 2 h at 150% = 3 h.
    expect(pay.time_off_minutes).toBe(8 * 60);
    expect(pay.total_cents).toBe(48_000);
  });

  it('keeps paying the overtime where the set does not allow time off', () => {
    for (const set of [TEST_SET, withToil({ allowed: false, basis: 'hour_for_hour', source: testSource('12') })]) {
      const pay = timesheetPayLines(
        DAYS,
        { kind: 'set', set, employee: FULL_TIME },
        { ...OPTIONS, time_off_weeks: ['2026-12-07'] },
      );
      expect(pay.total_cents).toBe(72_000);
      expect(pay.time_off_minutes).toBe(0);
      expect(timeOffRuleOn(set, '2026-12-07')).toBeNull();
    }
  });

  it('counts weeks from the period start', () => {
    expect(weekStartOf('2026-12-07', '2026-12-13')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-07', '2026-12-14')).toBe('2026-12-14');
    expect(weekStartOf('2026-12-09', '2026-12-15')).toBe('2026-12-09');
  });
});
