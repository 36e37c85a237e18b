import { describe, expect, it } from 'vitest';
import { addMonths, nextPeriod, payDateProblem, periodEnd } from './pay-periods.ts';

describe('periodEnd', () => {
  it('ends a weekly period 6 days after it starts', () => {
    expect(periodEnd('weekly', '2026-07-06')).toBe('2026-07-12');
  });
  it('ends a fortnightly period 13 days after it starts, across a month', () => {
    expect(periodEnd('fortnightly', '2026-06-22')).toBe('2026-07-05');
  });
  it('ends a monthly period the day before the same date next month', () => {
    expect(periodEnd('monthly', '2026-07-01')).toBe('2026-07-31');
    expect(periodEnd('monthly', '2026-01-15')).toBe('2026-02-14');
    expect(periodEnd('monthly', '2026-12-01')).toBe('2026-12-31');
  });
  it('clamps a month-end start to a shorter next month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(periodEnd('monthly', '2026-01-31')).toBe('2026-02-27');
  });
});

describe('nextPeriod', () => {
  it('moves a weekly schedule on a week, keeping the pay date lag', () => {
    expect(nextPeriod({ frequency: 'weekly', period_start: '2026-07-06', pay_date: '2026-07-15' })).toEqual({
      frequency: 'weekly',
      period_start: '2026-07-13',
      period_end: '2026-07-19',
      pay_date: '2026-07-22',
    });
  });
  it('moves a fortnightly schedule on two weeks', () => {
    expect(nextPeriod({ frequency: 'fortnightly', period_start: '2026-06-22', pay_date: '2026-07-08' })).toMatchObject({
      period_start: '2026-07-06',
      period_end: '2026-07-19',
      pay_date: '2026-07-22',
    });
  });
  it('keeps a monthly schedule paying on its last day', () => {
    expect(nextPeriod({ frequency: 'monthly', period_start: '2026-01-01', pay_date: '2026-01-31' })).toMatchObject({
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      pay_date: '2026-02-28',
    });
  });
});

describe('payDateProblem', () => {
  it('accepts a pay date in the period or up to 31 days after it', () => {
    expect(payDateProblem('weekly', '2026-07-06', '2026-07-06')).toBeNull();
    expect(payDateProblem('weekly', '2026-07-06', '2026-08-12')).toBeNull();
  });
  it('refuses a pay date before the period or long after it', () => {
    expect(payDateProblem('weekly', '2026-07-06', '2026-07-05')).toMatch(/before/);
    expect(payDateProblem('weekly', '2026-07-06', '2026-08-13')).toMatch(/31 days/);
  });
});
