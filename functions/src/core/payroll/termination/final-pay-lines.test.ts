import { describe, expect, it } from 'vitest';
import { type FinalPayChoices, type FinalPayContext, planFinalPay } from './final-pay-lines.ts';

const context = (overrides: Partial<FinalPayContext> = {}): FinalPayContext => ({
  reason: 'resignation',
  last_working_day: '2025-12-02',
  date_of_birth: '1985-03-01',
  tfn_provided: true,
  residency: 'resident',
  hourly_rate_e4: 500_000,
  ordinary_hours_per_week: 3_800,
  loading_points: 1_750,
  years_of_service: 5,
  etp_cap_cents: 26_000_000,
  redundancy_base_cents: 1_310_000,
  redundancy_per_year_cents: 655_200,
  taxable_to_date_cents: 0,
  ...overrides,
});
const choices = (overrides: Partial<FinalPayChoices> = {}): FinalPayChoices => ({
  annual_leave_hours: 4_000,
  long_service_leave_hours: 0,
  notice_in_lieu_weeks: 0,
  redundancy_weeks: 0,
  genuine_redundancy: false,
  invalidity: false,
  other_etp_cents: 0,
  other_etp_description: null,
  death_benefit_to: null,
  ...overrides,
});
const summary = (plan: ReturnType<typeof planFinalPay>) =>
  plan.ok
    ? plan.lines.map((line) => [line.kind, line.termination_code, line.amount_cents, line.withheld_cents])
    : plan.errors;

describe('a final pay’s lines', () => {
  it('pays a resignation’s 40 h of annual leave with its 17.5% loading as unused leave (U), withheld with the pay', () => {
    expect(summary(planFinalPay(context(), choices()))).toEqual([
      ['unused_leave', 'U', 200_000, 0],
      ['unused_leave', 'U', 35_000, 0],
    ]);
  });

  it('pays a genuine redundancy: leave as Lump Sum A (R) at 32%, redundancy and notice tax-free up to the limit', () => {
    const plan = planFinalPay(
      context({ reason: 'redundancy' }),
      choices({ genuine_redundancy: true, redundancy_weeks: 10, notice_in_lieu_weeks: 4 }),
    );
    // 10 weeks × $1,900 and 4 weeks × $1,900, under $13,100 + 5 × $6,552 = $45,860.
    expect(summary(plan)).toEqual([
      ['unused_leave', 'A-R', 200_000, 75_200],
      ['unused_leave', 'A-R', 35_000, 0],
      ['redundancy', 'D', 1_900_000, 0],
      ['notice_in_lieu', 'D', 760_000, 0],
    ]);
  });

  it('makes what is over the tax-free limit an ETP with code R', () => {
    const plan = planFinalPay(
      context({ reason: 'redundancy', years_of_service: 1 }),
      choices({ annual_leave_hours: 0, genuine_redundancy: true, redundancy_weeks: 4, notice_in_lieu_weeks: 8 }),
    );
    // Limit $13,100 + $6,552 = $19,652: redundancy $7,600 then notice $15,200 of which $12,052 is tax-free.
    expect(summary(plan)).toEqual([
      ['redundancy', 'D', 760_000, 0],
      ['notice_in_lieu', 'D', 1_205_200, 0],
      ['notice_in_lieu', 'ETP-R', 314_800, 100_700],
    ]);
  });

  it('pays a dismissal’s notice in lieu as an ETP with code O at 32%', () => {
    const plan = planFinalPay(
      context({ reason: 'dismissal' }),
      choices({ annual_leave_hours: 0, notice_in_lieu_weeks: 2 }),
    );
    expect(summary(plan)).toEqual([['notice_in_lieu', 'ETP-O', 380_000, 121_600]]);
  });

  it('asks for the year’s figures when the build has none (2026-27)', () => {
    const plan = planFinalPay(
      context({
        reason: 'redundancy',
        etp_cap_cents: null,
        redundancy_base_cents: null,
        redundancy_per_year_cents: null,
      }),
      choices({ genuine_redundancy: true, redundancy_weeks: 4 }),
    );
    expect(plan.ok).toBe(false);
    if (!plan.ok)
      expect(Object.keys(plan.errors).sort()).toEqual(['etp_cap', 'redundancy_base', 'redundancy_per_year']);
  });

  it('pays a deceased employee’s termination payment as a death benefit to whom the officer chose', () => {
    const plan = planFinalPay(
      context({ reason: 'deceased' }),
      choices({ annual_leave_hours: 0, other_etp_cents: 500_000, death_benefit_to: 'dependant' }),
    );
    expect(summary(plan)).toEqual([['termination_payment', 'ETP-D', 500_000, 0]]);
  });
});
