import { describe, expect, it } from 'vitest';
import { TEST_SET } from './test-set.ts';
import { timesheetExceptions, timesheetPayLines, weeklyMinutes } from './timesheet-pay.ts';

// 7 Dec 2026 is a Monday; 12 Dec a Saturday, 13 Dec a Sunday.
const entry = (start_time: string, end_time: string, break_minutes = 0) => ({ start_time, end_time, break_minutes });
const OPTIONS = { public_holidays: ['2026-12-25'], period_start: '2026-12-07' };

describe('timesheetPayLines', () => {
  it('pays award-free minutes at the agreed rate, rounding each line once', () => {
    // $26.4433 an hour: 7 h 30 min = 198.32475 → $198.32; 20 min = 8.81443 → $8.81.
    const pay = timesheetPayLines(
      [
        { date: '2026-12-07', entries: [entry('09:00', '17:00', 30)] },
        { date: '2026-12-08', entries: [entry('22:00', '22:20')] },
      ],
      { kind: 'flat', hourly_rate_e4: 264_433 },
      OPTIONS,
    );
    expect(pay.lines.map((line) => [line.minutes, line.amount_cents, line.category])).toEqual([
      [450, 19_832, 'ordinary'],
      [20, 881, 'ordinary'],
    ]);
    expect(pay.total_cents).toBe(20_713);
    expect(pay.by_category).toEqual([{ category: 'ordinary', minutes: 470, amount_cents: 20_713 }]);
    expect(pay.unverified).toBe(false);
  });

  it("under a set, groups the interpreter's lines by category in the set's order", () => {
    const pay = timesheetPayLines(
      [
        { date: '2026-12-12', entries: [entry('09:00', '13:00')] },
        { date: '2026-12-13', entries: [entry('09:00', '11:00')] },
      ],
      { kind: 'set', set: TEST_SET, employee: { employment_type: 'casual', classification: 'A' } },
      OPTIONS,
    );
    // Saturday casual 150% of $30 = $45 × 4 h; Sunday 175% = $52.50 × 2 h, topped up to 3 h.
    expect(pay.by_category.map((row) => [row.category, row.minutes, row.amount_cents])).toEqual([
      ['saturday', 240, 18_000],
      ['sunday', 120, 10_500],
      ['minimum_engagement', 60, expect.any(Number)],
    ]);
    expect(pay.total_cents).toBe(pay.lines.reduce((sum, line) => sum + line.amount_cents, 0));
    expect(pay.lines.every((line) => line.rule.startsWith('TEST cl.'))).toBe(true);
  });
});

describe('timesheetExceptions', () => {
  it('flags an open clock record, a long shift without a break award-free, and a week over 38 hours', () => {
    const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((date) => ({
      date,
      entries: [entry('08:00', '16:00', 0)],
    }));
    expect(weeklyMinutes(days, '2026-12-07').get('2026-12-07')).toBe(2400);
    const found = timesheetExceptions(days, null, { period_start: '2026-12-07', open_clock_dates: ['2026-12-14'] });
    expect(found.filter((item) => item.code === 'meal_break')).toHaveLength(5);
    expect(found.find((item) => item.code === 'over_38_hours')).toMatchObject({ date: '2026-12-07' });
    expect(found.at(-1)).toMatchObject({ date: '2026-12-14', code: 'no_clock_out', message: 'No clock-out' });
  });

  it("takes a set's flags with the rule that raised them, once a day", () => {
    const flag = { shift: 0, date: '2026-12-07', code: 'meal_break' as const, rule: 'TEST cl. 10: meal break' };
    const found = timesheetExceptions([], [flag, { ...flag, shift: 1 }], { period_start: '2026-12-07' });
    expect(found).toEqual([
      {
        date: '2026-12-07',
        code: 'meal_break',
        message: 'Over 5 hours without a meal break (TEST cl. 10: meal break)',
      },
    ]);
  });
});
