import type { LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { loadedScale2Table, MEDICARE_FIGURES_2020 } from '@wattle/shared/test-inputs';
import { describe, expect, it } from 'vitest';
import { calculateWithholding } from './withholding.ts';
import { declaration, FROM_2024, withheld } from './withholding-test-support.ts';

/**
 * Issue 30: an owner loads the Medicare levy adjustment figures with a scale 2 or 6 table; they win
 * over the built-in (unverified) figures for that scale and the table's pay dates only.
 */

const FIGURES = MEDICARE_FIGURES_2020;

/** A loaded table for 2024–25 (dates the built-in figures cover) with the 2024 coefficients of scale 2 or 6. */
function table(scale: '2' | '6', withFigures = true): LoadedTaxTable {
  const base = loadedScale2Table(5, '2025-01-01T00:00:00.000Z', `Scale ${scale} 2024–25`, 2024, '0.2600', '107.8462');
  return {
    ...base,
    scale,
    // One "& over" row: 0.26x − 107.8462 (scale 2's 2024 row for $548–$721), so only the adjustment differs.
    rows: [{ less_than: null, a: '0.2600', b: '107.8462' }],
    ...(withFigures ? { medicare_levy_adjustment: FIGURES } : {}),
  };
}

const withLoaded = (gross: number, day: string, loaded: LoadedTaxTable[], overrides = {}) => {
  const result = calculateWithholding(
    { gross_cents: gross, frequency: 'weekly', pay_date: day, declaration: declaration(overrides) },
    loaded,
  );
  if (!result.ok) throw new Error(result.missing);
  return result;
};

describe('Medicare levy adjustment figures on a loaded table', () => {
  it('uses the loaded figures over the built-in ones, and says so instead of "unverified"', () => {
    // $470 a week with a spouse. Built-in 2024 ($500 start): no adjustment at $470.
    expect(withheld(47000, 'weekly', FROM_2024, { medicare_levy_spouse: true }).medicare_levy_adjustment_cents).toBe(
      undefined,
    );
    // Loaded ($438 start, low $438.48): (470.99 − 438.48) × 0.1 = 3.251 → $3; 0.26 × 470.99 − 107.8462 = 14.61 → $15 → $12.
    const result = withLoaded(47000, FROM_2024, [table('2')], { medicare_levy_spouse: true });
    expect(result).toMatchObject({
      withholding_cents: 1200,
      medicare_levy_adjustment_cents: 300,
      unverified: false,
      medicare_levy_loaded: 'loaded table “Scale 2 2024–25”',
    });
  });

  it('falls back to the built-in figures when the loaded table carries none (still unverified)', () => {
    // $550 with a spouse: built-in (550.99 − 500) × 0.1 = 5.099 → $5.
    const result = withLoaded(55000, FROM_2024, [table('2', false)], { medicare_levy_spouse: true });
    expect(result).toMatchObject({ medicare_levy_adjustment_cents: 500, unverified: true });
    expect(result.medicare_levy_loaded).toBeUndefined();
  });

  it('applies only on the table’s own pay dates', () => {
    // 2025-07-14 is after the 2024–25 table: the built-in 2024 figures and scale 2 answer again.
    const result = withLoaded(55000, '2025-07-14', [table('2')], { medicare_levy_spouse: true });
    expect(result).toMatchObject({ medicare_levy_adjustment_cents: 500, unverified: true });
    expect(result.schedule).toContain('Schedule 1 (NAT 1004)');
  });

  it('applies only to the table’s own scale', () => {
    // A scale 6 table's figures do not touch scale 2 …
    const scale2 = withLoaded(47000, FROM_2024, [table('6')], { medicare_levy_spouse: true });
    expect(scale2.medicare_levy_adjustment_cents).toBeUndefined();
    // … and under scale 6 they shade in at half the rate: (470.99 − 438.48) × 0.05 = 1.63 → $2.
    const scale6 = withLoaded(47000, FROM_2024, [table('6')], {
      medicare_levy_spouse: true,
      medicare_levy_exemption: 'half',
    });
    expect(scale6).toMatchObject({ medicare_levy_adjustment_cents: 200, unverified: false });
  });

  it('covers dates the built-in figures do not', () => {
    const later = { ...table('2'), applies_from: '2027-07-01', applies_to: '2028-06-30' };
    const result = withLoaded(47000, '2027-07-14', [later], { medicare_levy_spouse: true });
    expect(result).toMatchObject({ withholding_cents: 1200, medicare_levy_adjustment_cents: 300 });
  });

  it('leaves the offsets unverified when both are taken off', () => {
    // $700: 0.26 × 700.99 − 107.8462 = 74.41 → $74; less $19 offset; WFT (spouse) $739.88: 700.99 × 0.02 = 14.02 → $14.
    const result = withLoaded(70000, FROM_2024, [table('2')], {
      medicare_levy_spouse: true,
      tax_offsets_cents: 100000,
    });
    expect(result).toMatchObject({
      withholding_cents: 4100,
      tax_offset_cents: 1900,
      medicare_levy_adjustment_cents: 1400,
      unverified: true,
    });
  });
});
