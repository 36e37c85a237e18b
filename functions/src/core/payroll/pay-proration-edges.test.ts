import { divideRounded } from '@wattle/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ordinaryPay } from './pay-proration.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, noWithholding, salaryTerms } from './payslip-test-support.ts';
import type { LeaveInput, PayTerms } from './payslip-types.ts';

loadCalendarsBeforeAll();

/**
 * Issue 25 §1, pro-rating edges: leave (paid or unpaid) over all of a period's ordinary hours
 * replaces exactly the ordinary pay, never leaving a cent of rounding and never paying on top of it.
 */

const none = noWithholding;

const salary = (annual_salary_cents: number, ordinary_hours_per_week = 3800): PayTerms =>
  salaryTerms({ annual_salary_cents, ordinary_hours_per_week });

const PERIODS = {
  weekly: { period_start: '2026-11-02', period_end: '2026-11-08', pay_date: '2026-11-11' },
  fortnightly: { period_start: '2026-11-02', period_end: '2026-11-15', pay_date: '2026-11-18' },
  monthly: { period_start: '2026-11-01', period_end: '2026-11-30', pay_date: '2026-12-02' },
} as const;
type Frequency = keyof typeof PERIODS;

const slipOf = (frequency: Frequency, terms: PayTerms, leave: LeaveInput[]) =>
  calculatePayslip({
    frequency,
    ...PERIODS[frequency],
    terms,
    default_super_rate_points: 1200,
    items: [],
    leave,
    super_base_to_date_cents: 0,
    withhold: none,
  });

const leave = (id: number, hours: number, unpaid = false): LeaveInput => ({
  leave_request_id: id,
  leave_type_id: unpaid ? 7 : 2,
  leave_code: unpaid ? 'unpaid_parental' : 'personal',
  description: unpaid ? 'Unpaid Parental Leave' : "Personal/Carer's Leave",
  hours,
  leave_units: hours,
  loading_points: 0,
  ...(unpaid ? { unpaid: true } : {}),
});

const salaries = fc.integer({ min: 100_000, max: 50_000_000 });
const weeklyHours = fc.integer({ min: 100, max: 6000 });
const frequencies = fc.constantFrom<Frequency>('weekly', 'fortnightly', 'monthly');

describe('unpaid leave over the whole period', () => {
  it('leaves no ordinary pay: the last of the hours takes the rest of the salary, whatever it is', () => {
    fc.assert(
      fc.property(
        salaries,
        weeklyHours,
        frequencies,
        fc.integer({ min: 0, max: 2000 }),
        (annual, week, frequency, extra) => {
          const terms = salary(annual, week);
          const { hours } = ordinaryPay(terms, frequency);
          const slip = slipOf(frequency, terms, [leave(1, hours + extra, true)]);
          expect(slip.gross_cents).toBe(0);
          expect(slip.lines.filter((line) => line.kind === 'ordinary' && line.amount_cents > 0)).toEqual([]);
          expect(slip.unpaid_leave_hours).toBe(hours);
        },
      ),
    );
  });

  it('leaves no cent after paid leave took part of the hours and unpaid leave the rest', () => {
    fc.assert(
      fc.property(salaries, frequencies, fc.integer({ min: 1, max: 99 }), (annual, frequency, percent) => {
        const terms = salary(annual);
        const { hours } = ordinaryPay(terms, frequency);
        const paidHours = Math.floor((hours * percent) / 100);
        const slip = slipOf(frequency, terms, [leave(1, paidHours), leave(2, hours - paidHours, true)]);
        const paidLine = slip.lines.find((line) => line.kind === 'leave');
        expect(slip.lines.filter((line) => line.kind === 'ordinary' && line.amount_cents > 0)).toEqual([]);
        expect(slip.gross_cents).toBe(paidLine?.amount_cents ?? 0);
      }),
    );
  });

  it('pays nothing for a fortnight of unpaid leave on $50,000 a year (it paid $0.01, as for 110 of 1,000 salaries)', () => {
    const slip = slipOf('fortnightly', salary(5_000_000), [leave(1, 7600, true)]);
    expect(slip.gross_cents).toBe(0);
  });
});

describe('paid leave beyond the ordinary hours', () => {
  it('pays 80 h of leave in a 76 h fortnight the fortnight’s salary, $1,923.08, not $2,024.29', () => {
    const slip = slipOf('fortnightly', salary(5_000_000), [leave(5, 8000)]);
    expect(slip.gross_cents).toBe(192_308);
    expect(slip.lines.filter((line) => line.kind === 'leave')).toMatchObject([
      { id: 'leave-5', hours: 8000, amount_cents: 192_308 },
    ]);
    expect(slip.lines.some((line) => line.kind === 'ordinary')).toBe(false);
  });

  it('pays two requests that together pass the ordinary hours no more than the salary', () => {
    const slip = slipOf('fortnightly', salary(5_000_000), [leave(1, 4000), leave(2, 4000)]);
    // 40 h × $25.3036 = $1,012.14; the second request is paid the rest, $910.94.
    expect(slip.lines.map((line) => [line.id, line.amount_cents])).toEqual([
      ['leave-1', 101_214],
      ['leave-2', 91_094],
      ['withholding', 0],
      ['super', 23_077],
    ]);
    expect(slip.gross_cents).toBe(192_308);
  });

  it('never pays a salaried employee more than the period’s salary for leave, whatever its hours', () => {
    fc.assert(
      fc.property(
        salaries,
        weeklyHours,
        frequencies,
        fc.integer({ min: 0, max: 30_000 }),
        (annual, week, frequency, hours) => {
          const terms = salary(annual, week);
          const full = divideRounded(annual, { weekly: 52, fortnightly: 26, monthly: 12 }[frequency]);
          const slip = slipOf(frequency, terms, [leave(1, hours)]);
          expect(slip.gross_cents).toBe(full);
        },
      ),
    );
  });
});
