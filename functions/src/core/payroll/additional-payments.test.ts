import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_PAYMENT_LIMIT_POINTS,
  additionalGroups,
  isAdditionalPayment,
  normalEarningsOf,
  withholdWithAdditional,
} from './additional-payments.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, residentDeclaration, salaryTerms } from './payslip-test-support.ts';
import type { WithholdInput } from './payslip-types.ts';
import { calculateWithholding } from './withholding.ts';
import { declaration, FROM_2026, withheld } from './withholding-test-support.ts';

/** Schedule 5, Method A (issue 30 §2): a lump sum is spread over the year's periods, not taxed as one period's pay. */

const weekly = (gross: number, overrides = {}): WithholdInput & { frequency: 'weekly' } => ({
  gross_cents: gross,
  frequency: 'weekly',
  pay_date: FROM_2026,
  declaration: declaration(overrides),
});

describe('withholding on bonuses, commissions and back pay (Schedule 5, Method A)', () => {
  it('withholds about $1,755, not $2,170, from $1,000 a week plus a $5,000 bonus', () => {
    const result = withholdWithAdditional(calculateWithholding, weekly(100_000), 500_000);
    if (!result.ok) throw new Error(result.missing);
    // Steps 1–8 by hand: the week's $1,000 and $1,000 + $96 ($5,000 ÷ 52, cents ignored).
    const base = withheld(100_000, 'weekly', FROM_2026).withholding_cents;
    const spread = withheld(109_600, 'weekly', FROM_2026).withholding_cents;
    expect(result.withholding_cents).toBe(base + (spread - base) * 52);
    expect(result.additional).toEqual({
      cents: 500_000,
      withheld_cents: (spread - base) * 52,
      limited: false,
      methods: ['A'],
    });
    // As one week's earnings the same $6,000 would withhold far more.
    const asOneWeek = withheld(600_000, 'weekly', FROM_2026).withholding_cents;
    expect(asOneWeek - result.withholding_cents).toBeGreaterThan(30_000);
    expect(result.withholding_cents).toBeGreaterThan(170_000);
    expect(result.withholding_cents).toBeLessThan(180_000);
  });

  it('spreads over 26 or 12 periods for fortnightly and monthly pay, and ignores cents at steps 1 and 3', () => {
    const fortnight = withholdWithAdditional(
      calculateWithholding,
      { ...weekly(200_099), frequency: 'fortnightly' },
      260_099,
    );
    if (!fortnight.ok) throw new Error(fortnight.missing);
    const base = withheld(200_000, 'fortnightly', FROM_2026).withholding_cents;
    const spread = withheld(210_000, 'fortnightly', FROM_2026).withholding_cents;
    expect(fortnight.withholding_cents).toBe(base + (spread - base) * 26);
  });

  it('withholds as usual when there is no additional payment', () => {
    expect(withholdWithAdditional(calculateWithholding, weekly(100_000), 0)).toEqual(
      withheld(100_000, 'weekly', FROM_2026),
    );
  });

  it('limits what it withholds on the additional payments to 47% of them', () => {
    // A withholding function whose marginal rate is 60% shows the limit at work.
    const steep = (input: WithholdInput) =>
      ({
        ok: true,
        withholding_cents: Math.round(input.gross_cents * 0.6),
        study_loan_cents: 0,
        scale: '2',
        schedule: 'test',
      }) as const;
    const result = withholdWithAdditional(steep, weekly(100_000), 520_000);
    if (!result.ok) throw new Error('not ok');
    expect(result.additional).toEqual({
      cents: 520_000,
      withheld_cents: (520_000 * ADDITIONAL_PAYMENT_LIMIT_POINTS) / 10_000,
      limited: true,
      methods: ['A'],
    });
  });

  it('treats one-off bonuses, commissions and back pay as additional, a recurring commission as the period’s pay', () => {
    expect(isAdditionalPayment({ kind: 'bonus', source: 'one_off' })).toBe(true);
    expect(isAdditionalPayment({ kind: 'back_pay', source: 'adjustment' })).toBe(true);
    expect(isAdditionalPayment({ kind: 'commission', source: 'recurring' })).toBe(false);
    expect(isAdditionalPayment({ kind: 'ordinary', source: 'calculated' })).toBe(false);
  });
});

describe('a bonus or commission of a defined period (Method A, step 3 by the periods it relates to)', () => {
  it('divides a 4-week commission by 4, not 52, and multiplies the extra by 4', () => {
    // $1,000 a week and a $2,000 commission for four weeks: step 3 is $500, step 7 × 4.
    const result = withholdWithAdditional(calculateWithholding, weekly(100_000), [
      { cents: 200_000, method: 'A', periods: 4 },
    ]);
    if (!result.ok) throw new Error(result.missing);
    const base = withheld(100_000, 'weekly', FROM_2026).withholding_cents;
    const spread = withheld(150_000, 'weekly', FROM_2026).withholding_cents;
    expect(result.withholding_cents).toBe(base + (spread - base) * 4);
    // One period: the same as the week's pay with the commission in it (Schedule 1).
    const single = withholdWithAdditional(calculateWithholding, weekly(100_000), [
      { cents: 200_000, method: 'A', periods: 1 },
    ]);
    expect(single.ok && single.withholding_cents).toBe(withheld(300_000, 'weekly', FROM_2026).withholding_cents);
  });
});

describe('Schedule 5, Method B(ii): from the average total earnings of the year so far', () => {
  it('works steps 1–10 from the year to date, not this period alone', () => {
    // Ten earlier weeks paid $30,000 of normal earnings; this week $1,000; a $5,200 bonus.
    // Step 1: ($30,000 + $1,000) ÷ 11 = $2,818.18 → $2,818. Step 3: $5,200 ÷ 52 = $100.
    const result = withholdWithAdditional(
      calculateWithholding,
      weekly(100_000),
      [{ cents: 520_000, method: 'B2', periods: 52 }],
      { normal_cents: 3_000_000, periods: 10 },
    );
    if (!result.ok) throw new Error(result.missing);
    const step2 = withheld(281_800, 'weekly', FROM_2026).withholding_cents;
    const step5 = withheld(291_800, 'weekly', FROM_2026).withholding_cents;
    const step7 = (step5 - step2) * 52;
    const normalPay = withheld(100_000, 'weekly', FROM_2026).withholding_cents;
    expect(result.withholding_cents).toBe(normalPay + step7);
    // 2026–27 weekly scale 2: $138 on $1,000; $736 on $2,818, $775 on $2,918: $138 + $39 × 52 = $2,166.
    expect([normalPay, step2, step5, result.withholding_cents]).toEqual([13_800, 73_600, 77_500, 216_600]);
    expect(result.additional).toEqual({ cents: 520_000, withheld_cents: step7, limited: false, methods: ['B2'] });
    // Method A on the same pay works from this week's $1,000 (a lower marginal rate) and comes out lower.
    const methodA = withholdWithAdditional(calculateWithholding, weekly(100_000), 520_000);
    expect(methodA.ok && methodA.withholding_cents).toBeLessThan(result.withholding_cents);
  });

  it('is Method A when this is the first pay of the year (the average is this period)', () => {
    const b2 = withholdWithAdditional(calculateWithholding, weekly(100_000), [
      { cents: 500_000, method: 'B2', periods: 52 },
    ]);
    const a = withholdWithAdditional(calculateWithholding, weekly(100_000), 500_000);
    expect(b2.ok && b2.withholding_cents).toBe(a.ok && a.withholding_cents);
  });
});

describe("grouping a payslip's additional payments", () => {
  const line = (kind: 'bonus' | 'commission' | 'back_pay', amount: number, more = {}) => ({
    kind,
    source: 'one_off' as const,
    amount_cents: amount,
    ...more,
  });

  it('groups by method and divisor, up to the taxable amount', () => {
    const { groups, problem } = additionalGroups(
      [
        line('bonus', 100_000),
        line('back_pay', 50_000),
        line('commission', 80_000, { schedule5_periods: 4 }),
        line('back_pay', 30_000, { schedule5_method: 'B2' }),
        { kind: 'commission', source: 'recurring', amount_cents: 10_000 },
      ],
      'weekly',
      250_000,
    );
    expect(problem).toBeUndefined();
    expect(groups).toEqual([
      { cents: 150_000, method: 'A', periods: 52 },
      { cents: 80_000, method: 'A', periods: 4 },
      { cents: 20_000, method: 'B2', periods: 52 },
    ]);
  });

  it('names a bonus relating to more periods than a year of the frequency has', () => {
    const { groups, problem } = additionalGroups(
      [line('bonus', 100_000, { schedule5_periods: 26 })],
      'monthly',
      100_000,
    );
    expect(groups).toEqual([]);
    expect(problem).toBe('A bonus relates to 26 pay periods, more than the 12 in a year of monthly pay.');
  });

  it('counts normal earnings without additional or termination payments, less pre-tax deductions', () => {
    expect(
      normalEarningsOf([
        { kind: 'ordinary', source: 'calculated', amount_cents: 100_000 },
        { kind: 'bonus', source: 'one_off', amount_cents: 50_000 },
        { kind: 'commission', source: 'recurring', amount_cents: 10_000 },
        { kind: 'unused_leave', source: 'one_off', amount_cents: 70_000, termination_code: 'U' },
        { kind: 'salary_sacrifice_super', source: 'recurring', amount_cents: 5_000 },
      ]),
    ).toBe(105_000);
  });
});

describe('a payslip with a Method B(ii) bonus', () => {
  loadCalendarsBeforeAll();
  it('withholds it from the year so far and names the method on the withholding line', () => {
    const slip = calculatePayslip({
      frequency: 'weekly',
      period_start: '2026-09-07',
      period_end: '2026-09-13',
      pay_date: FROM_2026.replace('07-16', '09-17'),
      terms: salaryTerms({ ...residentDeclaration, annual_salary_cents: 5_200_000 }),
      default_super_rate_points: 1200,
      items: [
        {
          pay_item_id: 1,
          kind: 'bonus',
          description: 'Bonus',
          amount_cents: 520_000,
          recurring: false,
          schedule5_method: 'B2',
        },
      ],
      leave: [],
      super_base_to_date_cents: 0,
      normal_earnings_to_date: { normal_cents: 3_000_000, periods: 10 },
      withhold: (input) => calculateWithholding(input),
    });
    expect(slip.withholding_cents).toBe(216_600);
    const line = slip.lines.find((each) => each.kind === 'withholding');
    expect(line?.description).toBe(
      'PAYG withholding ($2,028.00 of it on bonuses, commissions and back pay of $5,200.00 by ATO Schedule 5, Method B(ii) (unverified))',
    );
    expect(slip.lines.find((each) => each.kind === 'bonus')).toMatchObject({ schedule5_method: 'B2' });
  });
});
