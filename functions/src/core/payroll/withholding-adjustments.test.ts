import { loadedScale2Table } from '@wattle/shared/test-inputs';
import { describe, expect, it } from 'vitest';
import { calculateWithholding } from './withholding.ts';
import { taxOffsetForPeriod, weeklyMedicareLevyAdjustment } from './withholding-adjustments.ts';
import { declaration, FROM_2024, withheld } from './withholding-test-support.ts';

describe('tax offsets claimed on a withholding declaration', () => {
  it('converts the annual offset as the ATO’s ready reckoner does (weekly 1.9%, to the dollar)', () => {
    const weekly = (dollars: number) => Number(taxOffsetForPeriod(dollars * 100, 'weekly'));
    // The ready reckoner: $20 → nil, $30 → $1, $100 → $2, $1,000 → $19, $2,500 → $48, $3,000 → $57.
    expect([20, 30, 100, 1000, 2500, 3000].map(weekly)).toEqual([0, 1, 2, 19, 48, 57]);
    expect(taxOffsetForPeriod(100000, 'fortnightly')).toBe(38n);
    // Monthly 8.3% and quarterly 25% of the amount claimed, rounded to the dollar.
    expect(taxOffsetForPeriod(100000, 'monthly')).toBe(83n);
    expect(taxOffsetForPeriod(100000, 'quarterly')).toBe(250n);
  });

  it('takes the weekly value off the scale’s amount, as the ATO’s example does', () => {
    // $563 a week, scale 2 (2024): 0.26 × 563.99 − 107.8462 = 38.79 → $39; less $19 for $1,000 → $20.
    expect(withheld(56300, 'weekly', FROM_2024)).toMatchObject({ withholding_cents: 3900 });
    expect(withheld(56300, 'weekly', FROM_2024, { tax_offsets_cents: 100000 })).toMatchObject({
      withholding_cents: 2000,
      tax_offset_cents: 1900,
      unverified: true,
    });
  });

  it('is not allowed under scales 1, 3 and 4, and never withholds below nil', () => {
    const base = { tax_offsets_cents: 100000 };
    for (const overrides of [
      { tax_free_threshold: false },
      { residency: 'foreign' as const, tax_free_threshold: false },
      { tfn_provided: false },
    ]) {
      const result = withheld(100000, 'weekly', FROM_2024, { ...base, ...overrides });
      expect(result.tax_offset_cents).toBeUndefined();
      expect(result.withholding_cents).toBe(withheld(100000, 'weekly', FROM_2024, overrides).withholding_cents);
    }
    // $400: 0.16 × 400.99 − 57.8462 = 6.31 → $6; the $19 offset takes what there is.
    expect(withheld(40000, 'weekly', FROM_2024, base)).toMatchObject({ withholding_cents: 0, tax_offset_cents: 600 });
  });
});

describe('Medicare levy adjustment', () => {
  // The 13 October 2020 edition's figures, to check the formulas against the ATO's own examples.
  const edition2020 = {
    scale2: { from_dollars: 438, low_cents: 43848, shade_in_dollars: 548 },
    scale6: { from_dollars: 739, low_cents: 73988, shade_in_dollars: 924 },
    family_threshold_dollars: 38474,
    per_child_dollars: 3533,
  };

  it('matches the ATO’s examples 1 and 2 (2020 edition)', () => {
    // Example 1: $465.33, scale 2: (465.99 − 438.48) × 0.1 = 2.7510 → $3.
    expect(weeklyMedicareLevyAdjustment('2', 465n, { spouse: true, children: 0 }, edition2020)).toBe(3n);
    // Example 2: $925.25, three children, scale 6: WFT = (3,533 × 3 + 38,474) ÷ 52 = $943.71;
    // x = 925.99 is $924 or more and below WFT: 925.99 × 0.01 = 9.2599 → $9.
    expect(weeklyMedicareLevyAdjustment('6', 925n, { spouse: false, children: 3 }, edition2020)).toBe(9n);
  });

  it('shades out above the weekly family threshold and stops at the shading out point', () => {
    // Four children: WFT = (3,533 × 4 + 38,474) ÷ 52 = $1,011.65; SOP = 1,011.65 × 0.1 ÷ 0.08 → $1,264.
    // $1,200.99: 1,011.65 × 0.02 − (1,200.99 − 1,011.65) × 0.08 = 5.0858 → $5.
    expect(weeklyMedicareLevyAdjustment('2', 1200n, { spouse: true, children: 4 }, edition2020)).toBe(5n);
    expect(weeklyMedicareLevyAdjustment('2', 1264n, { spouse: true, children: 4 }, edition2020)).toBe(0n);
    expect(weeklyMedicareLevyAdjustment('2', 437n, { spouse: true, children: 0 }, edition2020)).toBe(0n);
    expect(weeklyMedicareLevyAdjustment('2', 800n, { spouse: false, children: 0 }, edition2020)).toBe(0n);
  });

  it('applies the 2024 schedule’s figures ($500, $625, WFT $843.19 for a spouse) by period', () => {
    const spouse = { medicare_levy_spouse: true };
    // $550: (550.99 − 500) × 0.1 = 5.099 → $5; scale 2 0.26 × 550.99 − 107.8462 = 35.41 → $35 → $30.
    expect(withheld(55000, 'weekly', FROM_2024, spouse)).toMatchObject({
      withholding_cents: 3000,
      medicare_levy_adjustment_cents: 500,
    });
    // $700: 700.99 × 0.02 = 14.02 → $14; scale 2 0.18 × 700.99 − 57.8462 = 68.33 → $68 → $54.
    expect(withheld(70000, 'weekly', FROM_2024, spouse).withholding_cents).toBe(5400);
    // Fortnightly $1,400: $14 a week × 2.
    expect(withheld(140000, 'fortnightly', FROM_2024, spouse).medicare_levy_adjustment_cents).toBe(2800);
    // Two children: WFT = (43,846 + 2 × 4,027) ÷ 52 = $998.08; $1,000.99 is above it:
    // 998.08 × 0.02 − (1,000.99 − 998.08) × 0.08 = 19.7288 → $20.
    expect(withheld(100000, 'weekly', FROM_2024, { medicare_levy_children: 2 }).medicare_levy_adjustment_cents).toBe(
      2000,
    );
    // From the SOP ($1,053 for a spouse alone) nothing.
    expect(withheld(110000, 'weekly', FROM_2024, spouse).medicare_levy_adjustment_cents).toBeUndefined();
  });

  it('halves under scale 6, is not allowed under scale 5, and comes after the offsets', () => {
    // Scale 6, $900: (900.99 − 843.19) × 0.05 = 2.89 → $3.
    expect(
      withheld(90000, 'weekly', FROM_2024, { medicare_levy_exemption: 'half', medicare_levy_spouse: true })
        .medicare_levy_adjustment_cents,
    ).toBe(300);
    expect(
      withheld(90000, 'weekly', FROM_2024, { medicare_levy_exemption: 'full', medicare_levy_spouse: true })
        .medicare_levy_adjustment_cents,
    ).toBeUndefined();
    // $700 with both: $68 − $19 offset − $14 adjustment = $35.
    expect(
      withheld(70000, 'weekly', FROM_2024, { medicare_levy_spouse: true, tax_offsets_cents: 100000 }),
    ).toMatchObject({ withholding_cents: 3500, tax_offset_cents: 1900, medicare_levy_adjustment_cents: 1400 });
  });

  it('answers, never guesses, on a loaded table’s dates the product has no figures for', () => {
    const loaded = loadedScale2Table(7, '2027-06-01T00:00:00.000Z', 'Schedule 1 2027', 2027, '0.3000', '100.0000');
    const result = calculateWithholding(
      {
        gross_cents: 100000,
        frequency: 'weekly',
        pay_date: '2027-07-14',
        declaration: declaration({ medicare_levy_spouse: true }),
      },
      [loaded],
    );
    expect(result).toEqual({
      ok: false,
      missing:
        "No Medicare levy adjustment figures (Schedule 1) for payments on 14 July 2027: the employee's spouse and children cannot be allowed for. Load them with a scale 2 or 6 table in payroll settings.",
    });
  });
});
