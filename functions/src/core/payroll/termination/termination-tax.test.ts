import { describe, expect, it } from 'vitest';
import type { WithholdFn, WithholdInput } from '../payslip-types.ts';
import { calculateWithholding } from '../withholding.ts';
import { declaration, FROM_2026, withheld } from '../withholding-test-support.ts';
import {
  etpWithholding,
  genuineRedundancySplit,
  lumpSumAWithholding,
  marginalLeaveWithholding,
  preservationAge,
  reachedPreservationAge,
} from './termination-tax.ts';

const resident = { tfn_provided: true, residency: 'resident' as const };
const weekly = (gross: number, overrides = {}): WithholdInput & { frequency: 'weekly' } => ({
  gross_cents: gross,
  frequency: 'weekly',
  pay_date: FROM_2026,
  declaration: declaration(overrides),
});
/** A stand-in table withholding 30% of the earnings, to follow the method's steps by hand. */
const thirtyPercent: WithholdFn = (input) => ({
  ok: true,
  withholding_cents: Math.floor((input.gross_cents * 30) / 100),
  study_loan_cents: 0,
  scale: '2',
  schedule: 'test',
});

describe('Schedule 7: unused leave on termination', () => {
  it('withholds the ATO’s worked example: invalidity, $2,260 annual leave + $420 loading × 32% = $857', () => {
    expect(lumpSumAWithholding(268_000, resident)).toBe(85_700);
  });

  it('withholds 47% (resident) or 45% (foreign resident) without a TFN, cents disregarded', () => {
    expect(lumpSumAWithholding(100_050, { tfn_provided: false, residency: 'resident' })).toBe(47_000);
    expect(lumpSumAWithholding(100_000, { tfn_provided: false, residency: 'foreign' })).toBe(45_000);
    expect(marginalLeaveWithholding(thirtyPercent, weekly(100_000, { tfn_provided: false }), 200_000)).toBe(94_000);
  });

  it('withholds a normal termination’s leave at marginal rates: the payment spread over 52 weeks', () => {
    // $1,000.50 a week (cents ignored: $1,000) and $2,000 of leave: $2,000 ÷ 52 = $38 (cents ignored);
    // 30% of $1,038 − 30% of $1,000 = $11.40, × 52 = $592.80.
    expect(marginalLeaveWithholding(thirtyPercent, weekly(100_050), 200_000)).toBe(59_280);
  });

  it('withholds the lesser of marginal rates and 32% on a payment under $300', () => {
    // $250 ÷ 52 = $4; 30% of $4 × 52 = $62.40, under 32% of $250 ($80).
    expect(marginalLeaveWithholding(thirtyPercent, weekly(100_000), 25_000)).toBe(6_240);
    const steep: WithholdFn = (input) =>
      ({ ...(thirtyPercent(input) as object), withholding_cents: input.gross_cents }) as never;
    expect(marginalLeaveWithholding(steep, weekly(100_000), 25_000)).toBe(8_000);
  });

  it('uses the real 2026-27 Schedule 1 for the marginal method', () => {
    const base = withheld(100_000, 'weekly', FROM_2026).withholding_cents;
    const spread = withheld(103_800, 'weekly', FROM_2026).withholding_cents;
    expect(marginalLeaveWithholding(calculateWithholding, weekly(100_000), 200_000)).toBe((spread - base) * 52);
  });
});

describe('Schedule 11: employment termination payments', () => {
  const etp = (overrides: Partial<Parameters<typeof etpWithholding>[0]> = {}) =>
    etpWithholding({
      code: 'ETP-O',
      taxable_cents: 1_000_000,
      ...resident,
      reached_preservation_age: false,
      etp_cap_cents: 26_000_000,
      ...overrides,
    });

  it('withholds 32% under preservation age and 17% at or over it, up to the cap', () => {
    expect(etp().withheld_cents).toBe(320_000);
    expect(etp({ reached_preservation_age: true }).withheld_cents).toBe(170_000);
  });

  it('withholds 47% above the ETP cap', () => {
    const result = etp({ code: 'ETP-R', etp_cap_cents: 500_000 });
    expect(result).toMatchObject({ within_cap_cents: 500_000, above_cap_cents: 500_000 });
    expect(result.withheld_cents).toBe(160_000 + 235_000);
  });

  it('limits a non-excluded payment (code O) to the whole-of-income cap left, not an excluded one (R)', () => {
    expect(etp({ whole_of_income_room_cents: 200_000 }).withheld_cents).toBe(64_000 + 376_000);
    expect(etp({ code: 'ETP-R', whole_of_income_room_cents: 200_000 }).withheld_cents).toBe(320_000);
  });

  it('takes the Medicare levy off for a foreign resident, and 47% / 45% without a TFN', () => {
    expect(etp({ residency: 'foreign' }).withheld_cents).toBe(300_000);
    expect(etp({ tfn_provided: false }).withheld_cents).toBe(470_000);
  });

  it('withholds death benefits: nil to a dependant, 32% to a non-dependant, none to the trustee', () => {
    expect(etp({ code: 'ETP-D' }).withheld_cents).toBe(0);
    expect(etp({ code: 'ETP-N' }).withheld_cents).toBe(320_000);
    expect(etp({ code: 'ETP-T' }).withheld_cents).toBe(0);
    expect(etp({ code: 'ETP-D', etp_cap_cents: 400_000 }).withheld_cents).toBe(282_000);
  });
});

describe('genuine redundancy and preservation age', () => {
  it('splits a genuine redundancy at the base limit plus each complete year (2025-26: $13,100 + $6,552)', () => {
    expect(genuineRedundancySplit(5_000_000, 5, 1_310_000, 655_200)).toEqual({
      tax_free_cents: 4_586_000,
      etp_cents: 414_000,
    });
    expect(genuineRedundancySplit(1_000_000, 5, 1_310_000, 655_200)).toEqual({
      tax_free_cents: 1_000_000,
      etp_cents: 0,
    });
  });

  it('reads preservation age from the date of birth and the age at the end of the income year', () => {
    expect(preservationAge('1960-06-30')).toBe(55);
    expect(preservationAge('1963-12-01')).toBe(59);
    expect(preservationAge('1970-01-01')).toBe(60);
    expect(reachedPreservationAge('1966-08-01', '2026-12-02')).toBe(true);
    expect(reachedPreservationAge('1967-08-01', '2026-12-02')).toBe(false);
  });
});
