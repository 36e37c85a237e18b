import type { LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_1_TABLES, SCHEDULE_8_TABLES } from './tax-tables/product-tables.ts';
import {
  calculateWithholding,
  type TaxDeclaration,
  type WithholdingFrequency,
  weeklyAmount,
  weeklyDollars,
} from './withholding.ts';

const declaration = (overrides: Partial<TaxDeclaration> = {}): TaxDeclaration => ({
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
  ...overrides,
});

const FROM_2024 = '2025-03-14';
const FROM_2026 = '2026-07-16';

function withheld(
  gross: number,
  frequency: WithholdingFrequency,
  day: string,
  overrides: Partial<TaxDeclaration> = {},
) {
  const result = calculateWithholding({
    gross_cents: gross,
    frequency,
    pay_date: day,
    declaration: declaration(overrides),
  });
  if (!result.ok) throw new Error(result.missing);
  return result;
}

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

describe('Schedule 8: study and training support loans', () => {
  it('adds the component from 24 September 2025', () => {
    // $1,500 a week, scale 2: $304 (above) plus 0.15 × 1,500.99 − 193.2692 = 31.8793 → $32.
    const result = withheld(150000, 'weekly', '2025-10-01', { study_loan: true });
    expect(result).toMatchObject({ withholding_cents: 33600, study_loan_cents: 3200 });
  });

  it('names Schedule 8 in the result only when a study loan component was worked out', () => {
    const without = withheld(200000, 'weekly', FROM_2026);
    const withLoan = withheld(200000, 'weekly', FROM_2026, { study_loan: true });
    expect(without.ok && without.schedule).not.toContain('Schedule 8');
    expect(withLoan.ok && withLoan.schedule).toContain('; Schedule 8 (NAT 3539) for payments from 1 July 2026');
  });

  it('uses the no-threshold rows for scale 1 and the 2026 rows from 1 July 2026', () => {
    // 2026 threshold claimed: 0.15 × 2,000.99 − 200.5615 = 99.587 → $100; scale 2: 458.5849 → $459.
    expect(withheld(200000, 'weekly', FROM_2026, { study_loan: true })).toMatchObject({
      withholding_cents: 55900,
      study_loan_cents: 10000,
    });
    // 2026 no threshold: 0.15 × 1,000.99 − 148.0615 = 2.0870 → $2; fortnightly × 2.
    expect(
      withheld(200000, 'fortnightly', FROM_2026, { study_loan: true, tax_free_threshold: false }).study_loan_cents,
    ).toBe(400);
  });

  it('answers that Schedule 8 is missing before 24 September 2025, and adds nothing under scale 4', () => {
    const result = calculateWithholding({
      gross_cents: 150000,
      frequency: 'weekly',
      pay_date: '2025-08-01',
      declaration: declaration({ study_loan: true }),
    });
    expect(result).toEqual({
      ok: false,
      missing:
        'No study and training support loan table (Schedule 8) for payments on 1 August 2025: load one in payroll settings.',
    });
    expect(withheld(150000, 'weekly', '2025-08-01', { study_loan: true, tfn_provided: false }).study_loan_cents).toBe(
      0,
    );
  });
});

describe('loaded tables', () => {
  const loaded: LoadedTaxTable = {
    tax_table_id: 7,
    name: 'Schedule 1 from 1 July 2027',
    applies_from: '2027-07-01',
    applies_to: '2028-06-30',
    scale: '2',
    rows: [
      { less_than: 362, a: '0', b: '0' },
      { less_than: null, a: '0.3000', b: '100.0000' },
    ],
    version: 1,
    created_at: '2027-06-01T00:00:00.000Z',
  };

  it('answers for the dates and scale they cover', () => {
    const result = calculateWithholding(
      { gross_cents: 100000, frequency: 'weekly', pay_date: '2027-07-14', declaration: declaration() },
      [loaded],
    );
    // 0.3 × 1,000.99 − 100 = 200.297 → $200.
    expect(result).toMatchObject({ ok: true, withholding_cents: 20000, scale: 'Scale 2' });
    const otherScale = calculateWithholding(
      {
        gross_cents: 100000,
        frequency: 'weekly',
        pay_date: '2027-07-14',
        declaration: declaration({ tax_free_threshold: false }),
      },
      [loaded],
    );
    expect(otherScale.ok).toBe(false);
    const studyLoan = calculateWithholding(
      {
        gross_cents: 100000,
        frequency: 'weekly',
        pay_date: '2027-07-14',
        declaration: declaration({ study_loan: true }),
      },
      [loaded],
    );
    expect(studyLoan).toMatchObject({ ok: false, missing: expect.stringContaining('Schedule 8') });
  });
});

describe('a loaded table replaces a built-in one (issue 25 §1)', () => {
  // A scale 2 table over the 2026 schedule's dates, as an owner loads it from the ATO's page.
  const replacement: LoadedTaxTable = {
    tax_table_id: 8,
    name: 'ATO Schedule 1 from 1 July 2026, scale 2',
    applies_from: '2026-07-01',
    applies_to: '2027-06-30',
    scale: '2',
    rows: [
      { less_than: 362, a: '0', b: '0' },
      { less_than: null, a: '0.2000', b: '50.0000' },
    ],
    version: 1,
    created_at: '2026-11-28T00:00:00.000Z',
  };
  const on = (day: string, overrides: Partial<TaxDeclaration> = {}) =>
    calculateWithholding(
      { gross_cents: 100000, frequency: 'weekly', pay_date: day, declaration: declaration(overrides) },
      [replacement],
    );

  it('wins for its scale and dates, and leaves other scales and dates to the product', () => {
    // 0.2 × 1,000.99 − 50 = 150.198 → $150; the built-in 2026 scale 2 gives $138.
    expect(on(FROM_2026)).toMatchObject({
      ok: true,
      withholding_cents: 15000,
      schedule: expect.stringContaining('Loaded table'),
      unverified: false,
    });
    expect(on('2026-06-30')).toMatchObject({ withholding_cents: 14300 });
    expect(on(FROM_2026, { tax_free_threshold: false })).toMatchObject({ ok: true, unverified: true });
  });

  it('takes the product’s Schedule 8 when it has no study loan rows of its own', () => {
    // $2,000 a week: 0.2 × 2,000.99 − 50 = 350.198 → $350, plus the built-in 2026 component
    // 0.15 × 2,000.99 − 200.5615 = 99.587 → $100 (that part unverified).
    const result = calculateWithholding(
      {
        gross_cents: 200000,
        frequency: 'weekly',
        pay_date: FROM_2026,
        declaration: declaration({ study_loan: true }),
      },
      [replacement],
    );
    expect(result).toMatchObject({ ok: true, withholding_cents: 45000, study_loan_cents: 10000, unverified: true });
  });
});

describe('provenance', () => {
  it('marks the built-in 2026 tables unverified and the 2024 schedule verified against the ATO’s page', () => {
    expect(withheld(100000, 'weekly', FROM_2024).unverified).toBe(false);
    expect(withheld(100000, 'weekly', FROM_2026).unverified).toBe(true);
    expect(SCHEDULE_1_TABLES.map((table) => [table.applies_from, table.verified])).toEqual([
      ['2024-07-01', true],
      ['2026-07-01', false],
    ]);
    for (const table of [...SCHEDULE_1_TABLES, ...SCHEDULE_8_TABLES]) {
      expect(table.verification.length).toBeGreaterThan(20);
      // A verified table names the ATO page it was checked against.
      expect(table.verified).toBe(table.source_url?.startsWith('https://www.ato.gov.au/') === true);
    }
  });
});

const DECLARATIONS = fc.record({
  tfn_provided: fc.boolean(),
  residency: fc.constantFrom('resident' as const, 'foreign' as const),
  tax_free_threshold: fc.boolean(),
  medicare_levy_exemption: fc.constantFrom('none' as const, 'half' as const, 'full' as const),
  study_loan: fc.boolean(),
});
const DAYS = fc.constantFrom(FROM_2024, '2025-10-01', FROM_2026);
const FREQUENCIES = fc.constantFrom<WithholdingFrequency>('weekly', 'fortnightly', 'monthly', 'quarterly');
const GROSS = fc.integer({ min: 0, max: 10_000_000 });

describe('properties', () => {
  it('is never negative and never more than the pay', () => {
    fc.assert(
      fc.property(GROSS, FREQUENCIES, DAYS, DECLARATIONS, (gross, frequency, day, decl) => {
        const result = calculateWithholding({ gross_cents: gross, frequency, pay_date: day, declaration: decl });
        if (!result.ok) return day < '2025-09-24' && decl.study_loan;
        return result.withholding_cents >= 0 && result.study_loan_cents >= 0 && result.withholding_cents <= gross + 100;
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotonic non-decreasing in gross within a scale and period', () => {
    fc.assert(
      fc.property(
        GROSS,
        fc.integer({ min: 1, max: 500_000 }),
        FREQUENCIES,
        DAYS,
        DECLARATIONS,
        (gross, more, frequency, day, decl) => {
          const input = { frequency, pay_date: day, declaration: { ...decl, study_loan: false } };
          const low = calculateWithholding({ ...input, gross_cents: gross });
          const high = calculateWithholding({ ...input, gross_cents: gross + more });
          return low.ok && high.ok && low.withholding_cents <= high.withholding_cents;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('fortnightly equals twice the weekly amount of half the pay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), DAYS, DECLARATIONS, (half, day, decl) => {
        const input = { pay_date: day, declaration: { ...decl, tfn_provided: true } };
        const fortnight = calculateWithholding({ ...input, gross_cents: half * 2, frequency: 'fortnightly' });
        const week = calculateWithholding({ ...input, gross_cents: half, frequency: 'weekly' });
        if (!fortnight.ok || !week.ok) return !fortnight.ok && !week.ok;
        return fortnight.withholding_cents === 2 * week.withholding_cents;
      }),
      { numRuns: 2000 },
    );
  });

  it('every product table is continuous enough: each row boundary never lowers the weekly amount', () => {
    for (const table of SCHEDULE_1_TABLES) {
      for (const rows of Object.values(table.scales)) {
        for (let dollars = 0n; dollars < 5000n; dollars += 1n) {
          expect(weeklyAmount(rows, dollars + 1n)).toBeGreaterThanOrEqual(weeklyAmount(rows, dollars));
        }
      }
    }
    for (const table of SCHEDULE_8_TABLES) {
      for (const rows of [table.threshold_claimed, table.no_threshold]) {
        for (let dollars = 0n; dollars < 5000n; dollars += 1n) {
          expect(weeklyAmount(rows, dollars + 1n)).toBeGreaterThanOrEqual(weeklyAmount(rows, dollars));
        }
      }
    }
  });
});
