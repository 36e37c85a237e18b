import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, salaryTerms } from './payslip-test-support.ts';
import { taxTreatmentCode } from './stp-mapping.ts';
import { SCHEDULE_15_TABLES } from './tax-tables/schedule-15.ts';
import { calculateWithholding } from './withholding.ts';
import { whmTaxOnYear, whmWithholding } from './withholding-whm.ts';

/** Issue 30 §3: working holiday makers by Schedule 15 (rates of the Income Tax Rates Act 1986 Sch 7 Pt III). */

const whm = {
  tfn_provided: true,
  residency: 'foreign' as const,
  tax_free_threshold: false,
  medicare_levy_exemption: 'none' as const,
  study_loan: false,
  working_holiday_maker: true,
};
const bands = (SCHEDULE_15_TABLES[0] as (typeof SCHEDULE_15_TABLES)[number]).bands;

describe('Schedule 15 rates on the year’s earnings', () => {
  it('taxes each part of the year at its band’s rate', () => {
    expect(whmTaxOnYear(bands, 45_000)).toBe(675_000); // 15% of $45,000 = $6,750
    expect(whmTaxOnYear(bands, 135_000)).toBe(675_000 + 2_700_000); // + 30% of $90,000
    expect(whmTaxOnYear(bands, 190_000)).toBe(675_000 + 2_700_000 + 2_035_000); // + 37% of $55,000
    expect(whmTaxOnYear(bands, 200_000)).toBe(675_000 + 2_700_000 + 2_035_000 + 450_000); // + 45% of $10,000
  });

  it('withholds 15% of a week’s $1,000 at the start of the year, not scale 2 or 3', () => {
    const answer = calculateWithholding(
      { gross_cents: 100_000, frequency: 'weekly', pay_date: '2026-11-18', declaration: whm },
      [],
    );
    expect(answer).toMatchObject({ ok: true, withholding_cents: 15_000, scale: 'Working holiday maker' });
    const scale2 = calculateWithholding({
      gross_cents: 100_000,
      frequency: 'weekly',
      pay_date: '2026-11-18',
      declaration: { ...whm, working_holiday_maker: false, residency: 'resident', tax_free_threshold: true },
    });
    expect(scale2.ok && scale2.withholding_cents).not.toBe(15_000);
  });

  it('crosses $45,000 inside a payment: the part above at 30%', () => {
    const answer = whmWithholding({ gross_cents: 100_000, pay_date: '2025-11-18', earnings_to_date_cents: 4_450_000 });
    expect(answer).toMatchObject({ ok: true, withholding_cents: 7_500 + 15_000, unverified: false });
  });

  it('ignores cents of earnings and of the result', () => {
    expect(whmWithholding({ gross_cents: 100_099, pay_date: '2025-11-18', earnings_to_date_cents: 0 })).toMatchObject({
      withholding_cents: 15_000,
    });
    // $1,003: 15% = $150.45 → $150.
    expect(whmWithholding({ gross_cents: 100_300, pay_date: '2025-11-18', earnings_to_date_cents: 0 })).toMatchObject({
      withholding_cents: 15_000,
    });
  });

  it('says unverified for 2026-27 and names a missing table before 1 July 2024', () => {
    expect(whmWithholding({ gross_cents: 100_000, pay_date: '2026-07-01', earnings_to_date_cents: 0 })).toMatchObject({
      ok: true,
      unverified: true,
    });
    expect(whmWithholding({ gross_cents: 100_000, pay_date: '2024-06-30', earnings_to_date_cents: 0 })).toEqual({
      ok: false,
      missing: 'No working holiday maker table (Schedule 15) for payments on 30 June 2024.',
    });
  });

  it('withholds a WHM without a TFN at the no-TFN foreign resident rate (scale 4, 45%)', () => {
    const answer = calculateWithholding({
      gross_cents: 100_000,
      frequency: 'weekly',
      pay_date: '2026-11-18',
      declaration: { ...whm, tfn_provided: false },
    });
    expect(answer).toMatchObject({ ok: true, withholding_cents: 45_000, scale: 'Scale 4 (foreign resident)' });
  });

  it('reports tax treatment HR (registered employer) or HF (no TFN)', () => {
    expect(taxTreatmentCode({ ...whm, income_type: 'WHM' })).toBe('HRXXXX');
    expect(taxTreatmentCode({ ...whm, income_type: 'WHM', tfn_provided: false })).toBe('HFXXXX');
  });
});

describe('a WHM payslip', () => {
  loadCalendarsBeforeAll();
  it('withholds a bonus with the rest by Schedule 15 on the year’s earnings, not Schedule 5', () => {
    const slip = calculatePayslip({
      frequency: 'weekly',
      period_start: '2026-11-02',
      period_end: '2026-11-08',
      pay_date: '2026-11-12',
      terms: salaryTerms({ ...whm, income_type: 'WHM', annual_salary_cents: 5_200_000 }),
      default_super_rate_points: 1200,
      items: [{ pay_item_id: 1, kind: 'bonus', description: 'Bonus', amount_cents: 100_000, recurring: false }],
      leave: [],
      super_base_to_date_cents: 0,
      earnings_to_date_cents: 4_400_000,
      withhold: (input) => calculateWithholding(input),
    });
    // $1,000 pay + $1,000 bonus on $44,000 to date: $1,000 at 15% and $1,000 at 30%.
    expect(slip.gross_cents).toBe(200_000);
    expect(slip.withholding_cents).toBe(45_000);
    expect(slip.tax_scale).toBe('Working holiday maker');
  });
});
