import { divideRounded } from '@wattle/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, employedSpan, paySegments, weekdaysBetween } from './pay-proration.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, noWithholding, salaryTerms } from './payslip-test-support.ts';
import type { LeaveInput, PayslipInput, PayTerms } from './payslip-types.ts';

loadCalendarsBeforeAll();

/** No withholding: these tests are about earnings. */
const none = noWithholding;

const salary = (annual_salary_cents: number): PayTerms => salaryTerms({ annual_salary_cents });
const hourly: PayTerms = { ...salary(0), basis: 'hourly', annual_salary_cents: undefined, hourly_rate_e4: 250_000 };

/** A Monday-to-Sunday fortnight: 2 to 15 November 2026, 10 weekdays. */
const fortnight = (overrides: Partial<PayslipInput> = {}): PayslipInput => ({
  frequency: 'fortnightly',
  period_start: '2026-11-02',
  period_end: '2026-11-15',
  pay_date: '2026-11-18',
  terms: salary(5_200_000),
  default_super_rate_points: 1200,
  items: [],
  leave: [],
  super_base_to_date_cents: 0,
  withhold: none,
  ...overrides,
});

const unpaidDay = (overrides: Partial<LeaveInput> = {}): LeaveInput => ({
  leave_request_id: 40,
  leave_type_id: 7,
  leave_code: 'unpaid_parental',
  description: 'Unpaid Parental Leave',
  hours: 760,
  leave_units: 760,
  loading_points: 0,
  unpaid: true,
  from: '2026-11-04',
  to: '2026-11-04',
  ...overrides,
});

const ordinaryLines = (slip: ReturnType<typeof calculatePayslip>) =>
  slip.lines
    .filter((line) => line.kind === 'ordinary')
    .map(({ id, description, hours, rate_e4, amount_cents }) => ({ id, description, hours, rate_e4, amount_cents }));

describe('weekdays and shares', () => {
  it('counts Monday to Friday', () => {
    expect(weekdaysBetween('2026-11-02', '2026-11-15')).toBe(10);
    expect(weekdaysBetween('2026-11-07', '2026-11-08')).toBe(0);
    expect(weekdaysBetween('2026-11-05', '2026-11-04')).toBe(0);
    expect(weekdaysBetween('2026-11-01', '2026-11-30')).toBe(21);
  });

  it('shares out an amount with the parts adding up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(apportion(760, [2, 3], 5)).toEqual([304, 456]);
    // Part of the weight outside: only that share is given.
    expect(apportion(760, [2], 5)).toEqual([304]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
  });

  it('finds the days employed in the period', () => {
    const period = { period_start: '2026-11-02', period_end: '2026-11-15' };
    expect(employedSpan(period)).toEqual({ from: '2026-11-02', to: '2026-11-15' });
    expect(employedSpan(period, { joining_date: '2026-11-09', last_working_day: '2026-11-11' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-11',
    });
    expect(employedSpan(period, { joining_date: '2026-01-05', last_working_day: '2026-10-30' })).toBeNull();
    expect(employedSpan(period, { joining_date: '2026-11-16' })).toBeNull();
  });
});

describe('pro-rating ordinary pay', () => {
  it('pays a whole period exactly as before: $52,000 a year is $2,000.00 a fortnight', () => {
    const slip = calculatePayslip(
      fortnight({
        terms_from: [{ effective_from: '2026-01-01', terms: salary(5_200_000) }],
        employment: { joining_date: '2025-03-03' },
      }),
    );
    expect(ordinaryLines(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: 7600, rate_e4: 263_158, amount_cents: 200_000 },
    ]);
    expect(slip.gross_cents).toBe(200_000);
    expect(slip.ordinary_hours).toBe(7600);
    expect(slip.unpaid_leave_hours).toBeUndefined();
  });

  it('pays a starter on the second Monday 5 of the 10 weekdays', () => {
    const slip = calculatePayslip(fortnight({ employment: { joining_date: '2026-11-09' } }));
    expect(slip.gross_cents).toBe(100_000);
    expect(slip.ordinary_hours).toBe(3800);
    expect(slip.super_cents).toBe(12_000);
  });

  it('pays a leaver whose last day is the first Wednesday 3 of the 10 weekdays', () => {
    const slip = calculatePayslip(
      fortnight({ employment: { joining_date: '2024-02-01', last_working_day: '2026-11-04' } }),
    );
    expect(slip.gross_cents).toBe(60_000);
    expect(slip.ordinary_hours).toBe(2280);
  });

  it('pays a rise from the second Monday on a line of its own, at its own rate', () => {
    const slip = calculatePayslip(
      fortnight({
        terms: salary(7_800_000),
        terms_from: [
          { effective_from: '2026-01-01', terms: salary(5_200_000) },
          { effective_from: '2026-11-09', terms: salary(7_800_000) },
        ],
      }),
    );
    expect(ordinaryLines(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: 3800, rate_e4: 263_158, amount_cents: 100_000 },
      {
        id: 'ordinary-2',
        description: 'Ordinary time (from 9 Nov 2026)',
        hours: 3800,
        rate_e4: 394_737,
        amount_cents: 150_000,
      },
    ]);
    expect(slip.gross_cents).toBe(250_000);
    // The payslip's hourly rate is the one in force at the period's end.
    expect(slip.hourly_rate_e4).toBe(394_737);
  });

  it('does not split the period for new terms with the same pay (a new super fund)', () => {
    const moved = { ...salary(5_200_000), super_fund_name: 'Hostplus' };
    const slip = calculatePayslip(
      fortnight({
        terms: moved,
        terms_from: [
          { effective_from: '2026-01-01', terms: salary(5_200_000) },
          { effective_from: '2026-11-09', terms: moved },
        ],
      }),
    );
    expect(ordinaryLines(slip).map((line) => line.amount_cents)).toEqual([200_000]);
  });

  it('pays days before the first pay terms under them: employment decides when pay starts', () => {
    const slip = calculatePayslip(
      fortnight({
        terms_from: [{ effective_from: '2026-11-11', terms: salary(5_200_000) }],
        employment: { joining_date: '2026-11-09' },
      }),
    );
    expect(slip.gross_cents).toBe(100_000);
  });

  it('has no segments when the employee is not employed in the period', () => {
    expect(
      paySegments(fortnight({ employment: { joining_date: '2026-01-05', last_working_day: '2026-10-30' } })),
    ).toEqual([]);
  });

  it('pays leave across a pay change at each segment’s rate, replacing the ordinary hours it covers', () => {
    const input = fortnight({
      terms: salary(7_800_000),
      terms_from: [
        { effective_from: '2026-01-01', terms: salary(5_200_000) },
        { effective_from: '2026-11-09', terms: salary(7_800_000) },
      ],
    });
    // Friday 6 to Monday 9 November: 2 weekdays, one each side of the rise.
    const annual: LeaveInput = {
      leave_request_id: 9,
      leave_type_id: 1,
      leave_code: 'annual',
      description: 'Annual Leave',
      hours: 1520,
      leave_units: 1520,
      loading_points: 0,
      from: '2026-11-06',
      to: '2026-11-09',
    };
    const slip = calculatePayslip({ ...input, leave: [annual] });
    const leave = slip.lines.filter((line) => line.kind === 'leave');
    expect(leave.map(({ id, hours, rate_e4, leave_units }) => ({ id, hours, rate_e4, leave_units }))).toEqual([
      { id: 'leave-9', hours: 760, rate_e4: 263_158, leave_units: 760 },
      { id: 'leave-9-2', hours: 760, rate_e4: 394_737, leave_units: 760 },
    ]);
    expect(ordinaryLines(slip).map((line) => line.hours)).toEqual([3040, 3040]);
    // A salary is not changed by leave without loading (to the cent of each rounding).
    expect(Math.abs(slip.gross_cents - calculatePayslip(input).gross_cents)).toBeLessThanOrEqual(2);
  });

  it('is today’s payslip for a whole period under one set of terms, whatever the pay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.constantFrom('weekly', 'fortnightly', 'monthly'),
        (annual, weeklyHours, frequency) => {
          const terms = { ...salary(annual), ordinary_hours_per_week: weeklyHours };
          const period =
            frequency === 'monthly'
              ? { period_start: '2026-11-01', period_end: '2026-11-30' }
              : frequency === 'weekly'
                ? { period_start: '2026-11-02', period_end: '2026-11-08' }
                : {};
          const plain = calculatePayslip(fortnight({ terms, frequency: frequency as 'weekly', ...period }));
          const dated = calculatePayslip(
            fortnight({
              terms,
              frequency: frequency as 'weekly',
              ...period,
              terms_from: [{ effective_from: '2026-07-01', terms }],
              employment: { joining_date: '2020-01-01', last_working_day: '2027-01-01' },
            }),
          );
          expect(dated).toEqual(plain);
        },
      ),
    );
  });
});

describe('leave over every ordinary hour', () => {
  it('pays the salary to the cent, not the cent hours × rate rounds to', () => {
    const personal: LeaveInput = {
      leave_request_id: 3,
      leave_type_id: 2,
      leave_code: 'personal',
      description: "Personal/Carer's Leave",
      hours: 7600,
      leave_units: 7600,
      loading_points: 0,
    };
    // $208,794.34 ÷ 26 = $8,030.55; 76 h × $105.6652 would be $8,030.56.
    const slip = calculatePayslip(fortnight({ terms: salary(20_879_434), leave: [personal] }));
    expect(slip.lines.filter((line) => line.kind !== 'super').map((line) => [line.id, line.amount_cents])).toEqual([
      ['leave-3', 803_055],
      ['withholding', 0],
    ]);
  });
});

describe('pro-rating properties', () => {
  const days = Array.from({ length: 14 }, (_, index) => `2026-11-${String(index + 2).padStart(2, '0')}`);

  it('pays each segment its weekday share to the cent, never less than nothing, and one pay whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.constantFrom(...days),
        fc.constantFrom(...days),
        fc.integer({ min: 0, max: 9000 }),
        (before, after, rise, unpaidDayOf, unpaidHours) => {
          const terms_from = [
            { effective_from: '2026-01-01', terms: salary(before) },
            { effective_from: rise, terms: salary(after) },
          ];
          const slip = calculatePayslip(fortnight({ terms: salary(after), terms_from }));
          const first = weekdaysBetween('2026-11-02', rise) - (weekdaysBetween(rise, rise) ? 1 : 0);
          const exact = (before / 26) * (first / 10) + (after / 26) * ((10 - first) / 10);
          const segments = before === after || first === 0 ? 1 : 2;
          expect(Math.abs(slip.gross_cents - exact)).toBeLessThanOrEqual(0.5 * segments + 0.5);
          if (before === after) expect(slip.gross_cents).toBe(divideRounded(before, 26));

          const withUnpaid = calculatePayslip(
            fortnight({
              terms: salary(after),
              terms_from,
              leave: [unpaidDay({ hours: unpaidHours, from: unpaidDayOf, to: unpaidDayOf })],
            }),
          );
          for (const line of withUnpaid.lines) expect(line.amount_cents).toBeGreaterThanOrEqual(0);
          expect(withUnpaid.gross_cents).toBeLessThanOrEqual(slip.gross_cents);
        },
      ),
    );
  });
});

describe('unpaid leave', () => {
  it('takes one day (7.6 h) at $25.00 an hour off ordinary pay', () => {
    const slip = calculatePayslip(fortnight({ terms: hourly, leave: [unpaidDay()] }));
    // 76 h × $25.00 = $1,900.00, less 7.6 h × $25.00 = $190.00.
    expect(ordinaryLines(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: 6840, rate_e4: 250_000, amount_cents: 171_000 },
    ]);
    expect(slip.gross_cents).toBe(171_000);
    expect(slip.ordinary_hours).toBe(6840);
    expect(slip.unpaid_leave_hours).toBe(760);
    expect(slip.lines.some((line) => line.kind === 'leave')).toBe(false);
  });

  it('never takes ordinary pay below zero', () => {
    const slip = calculatePayslip(
      fortnight({ leave: [unpaidDay({ hours: 10_000, from: '2026-11-02', to: '2026-11-15' })] }),
    );
    expect(ordinaryLines(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: 0, rate_e4: 263_158, amount_cents: 0 },
    ]);
    expect(slip.gross_cents).toBe(0);
    expect(slip.unpaid_leave_hours).toBe(7600);
  });

  it('reduces only the days employed, at the rate of the segment they fall in', () => {
    // Unpaid leave Monday 2 to Wednesday 11 November (8 weekdays, 60.8 h); the employee started on Monday 9th.
    const starter = calculatePayslip(
      fortnight({
        terms: hourly,
        employment: { joining_date: '2026-11-09' },
        leave: [unpaidDay({ hours: 6080, from: '2026-11-02', to: '2026-11-11' })],
      }),
    );
    // Employed 5 weekdays, of which 3 (9 to 11 Nov) are unpaid leave: 2 days × 7.6 h × $25.00 paid.
    expect(starter.unpaid_leave_hours).toBe(2280);
    expect(starter.gross_cents).toBe(38_000);

    const risen = calculatePayslip(
      fortnight({
        terms: salary(7_800_000),
        terms_from: [
          { effective_from: '2026-01-01', terms: salary(5_200_000) },
          { effective_from: '2026-11-09', terms: salary(7_800_000) },
        ],
        leave: [unpaidDay({ from: '2026-11-10', to: '2026-11-10' })],
      }),
    );
    // 7.6 h × $39.4737 = $300.00 off the second segment.
    expect(ordinaryLines(risen).map((line) => line.amount_cents)).toEqual([100_000, 120_000]);
  });
});
