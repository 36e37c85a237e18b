import { describe, expect, it } from 'vitest';
import { interpretShifts } from './interpret.ts';
import type { WorkedShift } from './pay-lines.ts';
import { TEST_SET } from './test-set.ts';

// 5 Dec 2026 is a Saturday, 6 Dec a Sunday, 7 Dec a Monday; 25 Dec a Friday (the holiday below).
const OPTIONS = { public_holidays: ['2026-12-25'], week_start: '2026-12-07' };
const casual = { employment_type: 'casual' as const, classification: 'A' };
const fullTime = { employment_type: 'full_time' as const, classification: 'A' };
const shift = (date: string, start: string, end: string, breakMinutes = 0): WorkedShift => ({
  date,
  start,
  end,
  break_minutes: breakMinutes,
});
const brief = (lines: ReturnType<typeof interpretShifts>['lines']) =>
  lines.map((line) => [
    line.date,
    line.start,
    line.end,
    line.minutes,
    line.category,
    line.rate_cents,
    line.amount_cents,
  ]);

describe('interpretShifts', () => {
  it("pays a casual's Saturday, Sunday and public holiday at exactly the set's multipliers, naming the rule", () => {
    const result = interpretShifts(
      TEST_SET,
      casual,
      [
        shift('2026-12-05', '09:00', '13:00'),
        shift('2026-12-06', '09:00', '13:00'),
        shift('2026-12-25', '09:00', '13:00'),
      ],
      OPTIONS,
    );
    expect(brief(result.lines)).toEqual([
      ['2026-12-05', '09:00', '13:00', 240, 'saturday', 4500, 18_000],
      ['2026-12-06', '09:00', '13:00', 240, 'sunday', 5250, 21_000],
      ['2026-12-25', '09:00', '13:00', 240, 'public_holiday', 7500, 30_000],
    ]);
    expect(result.lines.map((line) => line.rule)).toEqual([
      'TEST cl. 6: Saturday 150%',
      'TEST cl. 6: Sunday 175%',
      'TEST cl. 6: public holiday 250%',
    ]);
    expect(result.total_cents).toBe(69_000);
  });

  it('tops a 2-hour casual shift up to the minimum engagement at the rate of its last minutes', () => {
    const result = interpretShifts(TEST_SET, casual, [shift('2026-12-07', '10:00', '12:00')], OPTIONS);
    expect(brief(result.lines)).toEqual([
      ['2026-12-07', '10:00', '12:00', 120, 'ordinary', 3750, 7500],
      ['2026-12-07', '12:00', '13:00', 60, 'minimum_engagement', 3750, 3750],
    ]);
    expect(result.lines[1]?.rule).toBe('TEST cl. 8: minimum engagement 3 h');
    expect(result.lines[0]?.rule).toBe('TEST cl. 4: ordinary + casual loading 125%');
    expect(result.worked_minutes).toBe(120);
    expect(result.total_cents).toBe(11_250);
  });

  it('turns hours past the weekly threshold into overtime: the first 2 h at 150%, then 200%', () => {
    // Monday to Friday, 7 h 45 min a day (no daily overtime) = 38 h 45 min; then Saturday 3 h.
    const week = ['07', '08', '09', '10', '11'].map((day) => shift(`2026-12-${day}`, '08:00', '16:15', 30));
    const result = interpretShifts(TEST_SET, fullTime, [...week, shift('2026-12-12', '09:00', '12:00')], OPTIONS);
    const friday = result.lines.filter((line) => line.date === '2026-12-11');
    expect(brief(friday)).toEqual([
      ['2026-12-11', '08:00', '11:52', 232, 'ordinary', 3000, 11_600],
      ['2026-12-11', '12:22', '15:30', 188, 'ordinary', 3000, 9400],
      ['2026-12-11', '15:30', '16:15', 45, 'overtime_first', 4500, 3375],
    ]);
    const saturday = result.lines.filter((line) => line.date === '2026-12-12');
    expect(brief(saturday)).toEqual([
      ['2026-12-12', '09:00', '11:00', 120, 'overtime_first', 4500, 9000],
      ['2026-12-12', '11:00', '12:00', 60, 'overtime_after', 6000, 6000],
    ]);
    expect(saturday[1]?.rule).toBe('TEST cl. 7: overtime after 200%');
    expect(
      result.lines.filter((line) => line.category === 'ordinary').reduce((sum, line) => sum + line.minutes, 0),
    ).toBe(38 * 60);
  });

  it('pays full-time hours past the daily threshold as overtime', () => {
    const result = interpretShifts(TEST_SET, fullTime, [shift('2026-12-07', '07:00', '18:00', 30)], OPTIONS);
    expect(result.lines.map((line) => [line.category, line.minutes])).toEqual([
      ['ordinary', 315],
      ['ordinary', 165],
      ['overtime_first', 120],
      ['overtime_after', 30],
    ]);
    expect(result.flags).toEqual([]);
  });

  it('keeps a night shift past midnight on the day it starts, paying each minute as the clock day it falls on', () => {
    // Sunday 22:00 to Monday 02:00: the week starting Monday 7 Dec does not count it.
    const result = interpretShifts(TEST_SET, casual, [shift('2026-12-06', '22:00', '02:00')], OPTIONS);
    expect(brief(result.lines)).toEqual([
      ['2026-12-06', '22:00', '00:00', 120, 'sunday', 5250, 10_500],
      ['2026-12-06', '00:00', '02:00', 120, 'ordinary', 3750, 7500],
    ]);
  });

  it('pays the evening penalty only inside its window, and the best of several matching rules', () => {
    const result = interpretShifts(TEST_SET, casual, [shift('2026-12-08', '17:00', '21:00')], OPTIONS);
    expect(brief(result.lines)).toEqual([
      ['2026-12-08', '17:00', '19:00', 120, 'ordinary', 3750, 7500],
      ['2026-12-08', '19:00', '21:00', 120, 'evening', 3900, 7800],
    ]);
    // Christmas Friday evening: the public holiday pays more than the evening rule.
    const holiday = interpretShifts(TEST_SET, casual, [shift('2026-12-25', '18:00', '22:00')], OPTIONS);
    expect(holiday.lines.map((line) => line.category)).toEqual(['public_holiday']);
  });

  it('pays a short break between shifts at its penalty until the break would have ended, and flags it', () => {
    const result = interpretShifts(
      TEST_SET,
      fullTime,
      [shift('2026-12-07', '15:00', '23:00', 30), shift('2026-12-08', '07:00', '12:00')],
      OPTIONS,
    );
    const tuesday = result.lines.filter((line) => line.date === '2026-12-08');
    expect(brief(tuesday)).toEqual([
      ['2026-12-08', '07:00', '09:00', 120, 'break_penalty', 6000, 12_000],
      ['2026-12-08', '09:00', '12:00', 180, 'ordinary', 3000, 9000],
    ]);
    expect(tuesday[0]?.rule).toBe('TEST cl. 9: short break 200%');
    expect(result.flags.map((flag) => [flag.date, flag.code])).toEqual([['2026-12-08', 'break_between_shifts']]);
  });

  it('flags a long shift without a meal break and a split shift over its span', () => {
    const result = interpretShifts(
      TEST_SET,
      { employment_type: 'part_time', classification: 'A' },
      [shift('2026-12-07', '06:00', '12:00'), shift('2026-12-07', '16:00', '19:00')],
      OPTIONS,
    );
    expect(result.flags.map((flag) => [flag.code, flag.rule])).toEqual([
      ['meal_break', 'TEST cl. 10: meal break after 5 h'],
      ['split_shift_span', 'TEST cl. 11: span of 12 h'],
    ]);
  });

  it('uses an agreed rate above the minimum, never one below it', () => {
    const above = interpretShifts(
      TEST_SET,
      { ...casual, rate_override_cents: 3300 },
      [shift('2026-12-05', '09:00', '12:00')],
      OPTIONS,
    );
    expect(above.lines[0]?.rate_cents).toBe(4950);
    const below = interpretShifts(
      TEST_SET,
      { ...casual, rate_override_cents: 2000 },
      [shift('2026-12-05', '09:00', '12:00')],
      OPTIONS,
    );
    expect(below.lines[0]?.rate_cents).toBe(4500);
  });

  it('refuses overlapping shifts, a break as long as the shift and a classification the set lacks', () => {
    expect(() =>
      interpretShifts(
        TEST_SET,
        casual,
        [shift('2026-12-07', '09:00', '13:00'), shift('2026-12-07', '12:00', '14:00')],
        OPTIONS,
      ),
    ).toThrow(/overlap/);
    expect(() => interpretShifts(TEST_SET, casual, [shift('2026-12-07', '09:00', '10:00', 60)], OPTIONS)).toThrow(
      /break/,
    );
    expect(() =>
      interpretShifts(TEST_SET, { ...casual, classification: 'Z' }, [shift('2026-12-07', '09:00', '13:00')], OPTIONS),
    ).toThrow(/no rate/);
  });
});
