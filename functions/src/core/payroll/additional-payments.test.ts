import { describe, expect, it } from 'vitest';
import { ADDITIONAL_PAYMENT_LIMIT_POINTS, isAdditionalPayment, withholdWithAdditional } from './additional-payments.ts';
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
    expect(result.additional).toEqual({ cents: 500_000, withheld_cents: (spread - base) * 52, limited: false });
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
    });
  });

  it('treats one-off bonuses, commissions and back pay as additional, a recurring commission as the period’s pay', () => {
    expect(isAdditionalPayment({ kind: 'bonus', source: 'one_off' })).toBe(true);
    expect(isAdditionalPayment({ kind: 'back_pay', source: 'adjustment' })).toBe(true);
    expect(isAdditionalPayment({ kind: 'commission', source: 'recurring' })).toBe(false);
    expect(isAdditionalPayment({ kind: 'ordinary', source: 'calculated' })).toBe(false);
  });
});
