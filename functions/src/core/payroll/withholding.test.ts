import type { LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { describe, expect, it } from 'vitest';
import { calculateWithholding, type TaxDeclaration, weeklyDollars } from './withholding.ts';

import { declaration, FROM_2024, FROM_2026, withheld } from './withholding-test-support.ts';

describe('Schedule 1: the ATO’s worked method', () => {
  it('works out weekly earnings as the ATO example does', () => {
    // ATO, Schedule 1 "Working out the weekly earnings" (published 16 June 2024): weekly income
    // $467.59 plus an allowance of $9.50 = $477.09, ignore cents $477.00, add 99 cents: x = $477.99.
    expect(weeklyDollars(46759 + 950, 'weekly')).toBe(477n);
    // Scale 2 (2024): 0.1600 × 477.99 − 57.8462 = 18.6322 → $19.
    expect(withheld(46759 + 950, 'weekly', FROM_2024).withholding_cents).toBe(1900);
  });

  it('converts fortnightly earnings as the ATO example does (half, cents ignored, × 2)', () => {
    // ATO, Schedule 1 general examples, example 2: fortnightly earnings $1,110.30 → $555.15 → $555,
    // x = 555.99, scale 5. With the 2024 coefficients: 0.1600 × 555.99 − 57.8462 = 31.1122 → $31; × 2 = $62.
    expect(weeklyDollars(111030, 'fortnightly')).toBe(555n);
    expect(withheld(111030, 'fortnightly', FROM_2024, { medicare_levy_exemption: 'full' }).withholding_cents).toBe(
      6200,
    );
  });

  it('converts monthly earnings as the ATO example does (33 cents gain a cent, × 3 ÷ 13, × 13 ÷ 3 rounded)', () => {
    // ATO example 3: monthly earnings $4,500.33 → $4,500.34 × 3 ÷ 13 = $1,038.54 → x = 1,038.99.
    expect(weeklyDollars(450033, 'monthly')).toBe(1038n);
    // Scale 2 (2024): 0.3227 × 1,038.99 − 180.0385 = 155.2436 → $155; × 13 ÷ 3 = 671.67 → $672.
    expect(withheld(450033, 'monthly', FROM_2024).withholding_cents).toBe(67200);
  });

  it('converts quarterly earnings (÷ 13, cents ignored, weekly amount × 13)', () => {
    // Scale 1 (2024): $13,000 ÷ 13 = $1,000, x = 1,000.99: 0.3200 × 1,000.99 − 65.7202 = 254.5966 → $255; × 13.
    expect(withheld(1_300_000, 'quarterly', FROM_2024, { tax_free_threshold: false }).withholding_cents).toBe(331500);
  });
});

describe('the ATO’s own general examples (13 October 2020 schedule, loaded as tables)', () => {
  // ATO, "Schedule 1 – tax table from 13 October 2020 to 30 June 2024", General examples
  // (ato.gov.au/tax-rates-and-codes/paygw-schedule-1-tax-table-from-13-october-2020-to-30-june-2024/general-examples).
  // That schedule is not in the product: loaded with its coefficients, the engine must give the
  // examples' figures before the offsets and levy adjustments (which this product does not apply).
  const table = (scale: LoadedTaxTable['scale'], rows: LoadedTaxTable['rows']): LoadedTaxTable => ({
    tax_table_id: 1,
    name: 'Schedule 1 from 13 October 2020',
    applies_from: '2020-10-13',
    applies_to: '2024-06-30',
    scale,
    rows,
    version: 1,
    created_at: '2020-10-13T00:00:00.000Z',
  });
  // Scale 2 of that schedule (as carried by open-source payroll code; the example quotes its 1,282 row).
  const scale2 = table('2', [
    { less_than: 359, a: '0', b: '0' },
    { less_than: 438, a: '0.1900', b: '68.3462' },
    { less_than: 548, a: '0.2900', b: '112.1942' },
    { less_than: 721, a: '0.2100', b: '68.3465' },
    { less_than: 865, a: '0.2190', b: '74.8369' },
    { less_than: 1282, a: '0.3477', b: '186.2119' },
    { less_than: 2307, a: '0.3450', b: '182.7504' },
    { less_than: 3461, a: '0.3900', b: '286.5965' },
    { less_than: null, a: '0.4700', b: '563.5196' },
  ]);
  // Scale 5: only the row the example quotes ("(0.1900 × 555.99) − 68.3462"), then a closing row.
  const scale5 = table('5', [
    { less_than: 359, a: '0', b: '0' },
    { less_than: 721, a: '0.1900', b: '68.3462' },
    { less_than: null, a: '0.3000', b: '0' },
  ]);

  it('example 1: weekly $1,103.45, scale 2 → (0.3477 × 1,103.99) − 186.2119 = 197.6454, $198.00', () => {
    const result = calculateWithholding(
      { gross_cents: 110345, frequency: 'weekly', pay_date: '2021-03-01', declaration: declaration() },
      [scale2],
    );
    expect(result).toMatchObject({ ok: true, withholding_cents: 19800 });
  });

  it('example 2: fortnightly $1,110.30, scale 5 → 555.99, 37.2919, $37.00 × 2 = $74.00', () => {
    const result = calculateWithholding(
      {
        gross_cents: 111030,
        frequency: 'fortnightly',
        pay_date: '2021-03-01',
        declaration: declaration({ medicare_levy_exemption: 'full' }),
      },
      [scale5],
    );
    expect(result).toMatchObject({ ok: true, withholding_cents: 7400 });
  });
});

describe('every scale, 2024 schedule (weekly $900–$1,500)', () => {
  it.each([
    // [scale, declaration, gross cents, expected cents, working]
    ['Scale 1', { tax_free_threshold: false }, 100000, 25500, '0.3200 × 1000.99 − 65.7202 = 254.5966'],
    ['Scale 2', {}, 150000, 30400, '0.3200 × 1500.99 − 176.5769 = 303.7399'],
    ['Scale 3', { residency: 'foreign' as const }, 100000, 30000, '0.3000 × 1000.99 − 0.3000 = 299.997'],
    ['Scale 5', { medicare_levy_exemption: 'full' as const }, 90000, 9300, '0.3027 × 900.99 − 180.0385 = 92.6912'],
    ['Scale 6', { medicare_levy_exemption: 'half' as const }, 90000, 9600, '0.3527 × 900.99 − 222.1981 = 95.5809'],
  ] as [string, Partial<TaxDeclaration>, number, number, string][])('%s', (scale, overrides, gross, expected) => {
    const result = withheld(gross, 'weekly', FROM_2024, overrides);
    expect(result.scale).toBe(scale);
    expect(result.withholding_cents).toBe(expected);
    expect(result.schedule).toContain('1 July 2024');
  });

  it('Scale 4: 47% for a resident and 45% for a foreign resident of earnings ignoring cents', () => {
    // Schedule 1, scale 4: "apply the tax rate to earnings, ignoring any cents"; cents of the result are ignored too.
    const resident = withheld(123456, 'fortnightly', FROM_2024, { tfn_provided: false });
    expect(resident).toMatchObject({ withholding_cents: 57900, scale: 'Scale 4 (resident)', study_loan_cents: 0 });
    const foreign = withheld(123456, 'monthly', FROM_2024, { tfn_provided: false, residency: 'foreign' });
    expect(foreign).toMatchObject({ withholding_cents: 55500, scale: 'Scale 4 (foreign resident)' });
  });

  it('withholds nothing below the tax-free threshold', () => {
    expect(withheld(36000, 'weekly', FROM_2024).withholding_cents).toBe(0);
  });
});

describe('2026 schedule (payments from 1 July 2026)', () => {
  it('applies its own coefficients from 1 July 2026', () => {
    // Scale 2 (2026): 0.3227 × 1,000.99 − 185.1935 = 137.8260 → $138; the 2024 schedule gave $143.
    expect(withheld(100000, 'weekly', '2026-06-30').withholding_cents).toBe(14300);
    expect(withheld(100000, 'weekly', '2026-07-01').withholding_cents).toBe(13800);
    // Scale 2 edge at $538 (2026): 0.25 × 538.99 − 108.2135 = 26.5340 → $27.
    expect(withheld(53800, 'weekly', FROM_2026).withholding_cents).toBe(2700);
  });

  it('answers that the table is missing after 30 June 2027 and before 1 July 2024', () => {
    const late = calculateWithholding({
      gross_cents: 100000,
      frequency: 'weekly',
      pay_date: '2027-07-14',
      declaration: declaration(),
    });
    expect(late).toEqual({
      ok: false,
      missing: 'No PAYG withholding table (Schedule 1) for payments on 14 July 2027: load one in payroll settings.',
    });
    const early = calculateWithholding({
      gross_cents: 100000,
      frequency: 'weekly',
      pay_date: '2024-06-30',
      declaration: declaration(),
    });
    expect(early.ok).toBe(false);
  });
});
