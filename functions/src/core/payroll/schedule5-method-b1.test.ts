import { describe, expect, it } from 'vitest';
import { additionalGroups, withholdWithAdditional } from './additional-payments.ts';
import { shareByPeriod, withholdMethodB1 } from './schedule5-method-b1.ts';
import { periodsOfPayslips } from './schedule5-prior-periods.ts';
import { broughtInNormal, normalEarningsToDate, payPeriodsThrough } from './schedule5-year-to-date.ts';
import { calculateWithholding } from './withholding.ts';
import { declaration, FROM_2026, withheld } from './withholding-test-support.ts';

/** Schedule 5 Method B(i) (a back pay worked over the earlier periods it accrued in) and B(ii)'s whole year. */

const input = {
  gross_cents: 200_000,
  frequency: 'fortnightly' as const,
  pay_date: FROM_2026,
  declaration: declaration(),
};
const w = (cents: number) => withheld(cents, 'fortnightly', FROM_2026).withholding_cents;
const period = (start: string, end: string, normal: number, withheldCents?: number) => ({
  period_start: start,
  period_end: end,
  normal_cents: normal,
  ...(withheldCents === undefined ? {} : { withheld_cents: withheldCents }),
});
const JULY = [
  period('2026-07-06', '2026-07-19', 200_000, w(200_000)),
  period('2026-07-20', '2026-08-02', 200_000, w(200_000)),
];

describe('Method B(i): step 1, the back payment shared over the periods it accrued in', () => {
  it('shares by the days of each period inside the accrual, the last taking the cents left over', () => {
    const shares = shareByPeriod({ cents: 100_001, accrued_from: '2026-07-13', accrued_to: '2026-08-02' }, JULY);
    // 7 days of the first fortnight, 14 of the second: a third and two thirds.
    expect(shares.map((share) => share.cents)).toEqual([33_333, 66_668]);
    expect(shareByPeriod({ cents: 1, accrued_from: '2026-09-01', accrued_to: '2026-09-10' }, JULY)).toEqual([]);
  });
});

describe('Method B(i): steps 2–5, period by period', () => {
  it('withholds on each period with its share, less what was withheld for it then', () => {
    const result = withholdMethodB1(
      calculateWithholding,
      input,
      { cents: 140_000, accrued_from: '2026-07-06', accrued_to: '2026-08-02' },
      JULY,
    );
    // $700 for each fortnight: 2 × (the table on $2,700 − what $2,000 withheld).
    expect(result).toEqual({ ok: true, withholding_cents: 2 * (w(270_000) - w(200_000)), study_loan_cents: 0 });
  });

  it('takes the withholding on normal earnings when the period also paid other payments', () => {
    const mixed = [period('2026-07-06', '2026-07-19', 200_000)];
    const result = withholdMethodB1(
      calculateWithholding,
      input,
      { cents: 50_000, accrued_from: '2026-07-06', accrued_to: '2026-07-19' },
      mixed,
    );
    expect(result.ok && result.withholding_cents).toBe(w(250_000) - w(200_000));
  });

  it('is nil, not negative, when more was withheld then', () => {
    const over = [period('2026-07-06', '2026-07-19', 200_000, w(200_000) + 50_000)];
    const result = withholdMethodB1(
      calculateWithholding,
      input,
      { cents: 10_000, accrued_from: '2026-07-06', accrued_to: '2026-07-19' },
      over,
    );
    expect(result.ok && result.withholding_cents).toBe(0);
  });

  it('is the payslip problem when no period of the accrual was paid here this year', () => {
    const result = withholdMethodB1(
      calculateWithholding,
      input,
      { cents: 10_000, accrued_from: '2026-09-01', accrued_to: '2026-09-10' },
      JULY,
    );
    expect(result).toEqual({
      ok: false,
      missing:
        'Method B(i) works back pay over the pay periods it accrued in, and no payslip of this financial year paid a period from 2026-09-01 to 2026-09-10: choose Method A or B(ii).',
    });
  });

  it('adds to Schedule 1 on this period and names the method on the withholding', () => {
    const { groups, problem } = additionalGroups(
      [
        {
          kind: 'back_pay',
          source: 'one_off',
          amount_cents: 140_000,
          schedule5_method: 'B1',
          accrued_from: '2026-07-06',
          accrued_to: '2026-08-02',
        },
      ],
      'fortnightly',
      340_000,
    );
    expect(problem).toBeUndefined();
    const result = withholdWithAdditional(calculateWithholding, input, groups, {
      normal_cents: 0,
      periods: 0,
      prior_periods: JULY,
    });
    if (!result.ok) throw new Error(result.missing);
    expect(result.withholding_cents).toBe(w(200_000) + 2 * (w(270_000) - w(200_000)));
    expect(result.additional).toMatchObject({ cents: 140_000, methods: ['B1'], limited: false });
  });

  it('asks for the accrual period of a Method B(i) back pay', () => {
    const { groups, problem } = additionalGroups(
      [{ kind: 'back_pay', source: 'one_off', amount_cents: 1_000, schedule5_method: 'B1' }],
      'weekly',
      1_000,
    );
    expect(groups).toEqual([]);
    expect(problem).toBe('Method B(i) works back pay over the periods it accrued in: enter the accrual period.');
  });

  it("groups a period's payslips, keeping what they withheld only when all they paid was normal pay", () => {
    const slip = (start: string, lines: object[], withholding: number) => ({
      period_start: start,
      period_end: '2026-07-19',
      withholding_cents: withholding,
      lines: lines as never,
    });
    const ordinary = { kind: 'ordinary', source: 'calculated', amount_cents: 200_000 };
    expect(
      periodsOfPayslips([
        slip('2026-07-06', [ordinary], 30_000),
        slip('2026-07-06', [{ ...ordinary, amount_cents: 10_000 }], 2_000),
        slip('2026-07-20', [ordinary, { kind: 'bonus', source: 'one_off', amount_cents: 50_000 }], 45_000),
      ]),
    ).toEqual([
      { period_start: '2026-07-06', period_end: '2026-07-19', normal_cents: 210_000, withheld_cents: 32_000 },
      { period_start: '2026-07-20', period_end: '2026-07-19', normal_cents: 200_000 },
    ]);
  });
});

describe("Method B(ii)'s average over the whole year", () => {
  it('counts the pay periods from 1 July, or a later start, to this one', () => {
    expect(payPeriodsThrough('weekly', '2026-07-01', '2026-07-07')).toBe(1);
    expect(payPeriodsThrough('weekly', '2026-07-01', '2026-09-13')).toBe(11);
    expect(payPeriodsThrough('fortnightly', '2026-07-01', '2026-11-15')).toBe(10);
    expect(payPeriodsThrough('monthly', '2026-07-01', '2026-11-30')).toBe(5);
  });

  it('takes normal earnings from posted gross and brought-in figures, bonuses and salary sacrifice out', () => {
    expect(
      broughtInNormal({
        gross: 1_000_000,
        overtime: 50_000,
        paid_leave_O: 20_000,
        allowance_TD: 1_000,
        bonuses_and_commissions: 300_000,
        salary_sacrifice_S: 40_000,
        withholding: 99_999,
      }),
    ).toBe(1_031_000);
    const toDate = normalEarningsToDate(
      {
        record: { gross_cents: 500_000, schedule5_other_cents: 100_000 },
        broughtIn: { gross: 1_400_000, bonuses_and_commissions: 100_000 },
      },
      { frequency: 'fortnightly', pay_date: '2026-11-18', period_end: '2026-11-15' },
      '2025-01-06',
    );
    // $4,000 posted as normal + $14,000 brought in, over the 9 fortnights before this one.
    expect(toDate).toEqual({ normal_cents: 1_800_000, periods: 9 });
    // Someone who started on 1 September: 6 fortnights to date, this one included.
    expect(
      normalEarningsToDate(
        undefined,
        { frequency: 'fortnightly', pay_date: '2026-11-18', period_end: '2026-11-15' },
        '2026-09-01',
      ).periods,
    ).toBe(5);
  });
});
