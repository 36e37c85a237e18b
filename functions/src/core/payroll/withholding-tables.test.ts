import type { LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { loadedScale2Table } from '@wattle/shared/test-inputs';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_1_TABLES, SCHEDULE_8_TABLES } from './tax-tables/product-tables.ts';
import { calculateWithholding, type TaxDeclaration } from './withholding.ts';

import { declaration, FROM_2024, FROM_2026, withheld } from './withholding-test-support.ts';

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

  it('adds nothing under scale 4', () => {
    expect(withheld(150000, 'weekly', '2025-08-01', { study_loan: true, tfn_provided: false }).study_loan_cents).toBe(
      0,
    );
  });
});

describe('Schedule 8 from 1 July 2024 to 23 September 2025 (component rates of repayment income)', () => {
  // The ATO's 2024–25 thresholds: nil below $54,435 (÷ 52 = $1,046 a week), 1% from $54,435, 2% from
  // $62,851 ($1,208), 10% from $159,664 ($3,070); without the tax-free threshold $350 a week less.
  const day = '2025-08-01';

  it('starts the 1% band at $1,046 a week, tax-free threshold claimed', () => {
    // $1,045: scale 2 0.3227 × 1,045.99 − 180.0385 = 157.5 → $158, no component.
    expect(withheld(104500, 'weekly', day, { study_loan: true })).toMatchObject({
      withholding_cents: 15800,
      study_loan_cents: 0,
    });
    // $1,046: 0.01 × 1,046.99 = 10.47 → $10; scale 2 $158 → $168.
    expect(withheld(104600, 'weekly', day, { study_loan: true })).toMatchObject({
      withholding_cents: 16800,
      study_loan_cents: 1000,
    });
    // $1,208: 0.02 × 1,208.99 = 24.18 → $24; scale 2 0.3227 × 1,208.99 − 180.0385 = 210.1 → $210.
    expect(withheld(120800, 'weekly', day, { study_loan: true })).toMatchObject({ withholding_cents: 23400 });
  });

  it('takes 10% of all earnings at the top, and the no-threshold bands for scale 1', () => {
    // $3,653: 0.10 × 3,653.99 = 365.4 → $365; scale 2 0.47 × 3,653.99 − 650.6154 = 1,066.76 → $1,067.
    expect(withheld(365300, 'weekly', day, { study_loan: true })).toMatchObject({
      withholding_cents: 143200,
      study_loan_cents: 36500,
    });
    // Scale 1: nothing at $695, 1% from $696 (0.01 × 696.99 = 6.97 → $7).
    expect(withheld(69500, 'weekly', day, { study_loan: true, tax_free_threshold: false }).study_loan_cents).toBe(0);
    expect(withheld(69600, 'weekly', day, { study_loan: true, tax_free_threshold: false }).study_loan_cents).toBe(700);
  });

  it('converts fortnightly pay as Schedule 1 does, and hands over to the marginal schedule on 24 September 2025', () => {
    // Fortnightly $2,092: half is $1,046 → $10 × 2.
    expect(withheld(209200, 'fortnightly', day, { study_loan: true }).study_loan_cents).toBe(2000);
    // $1,500 on 23 September 2025: the 3.5% band ($1,439–$1,524), 0.035 × 1,500.99 = 52.53 → $53;
    // a day later the marginal schedule's 0.15 × 1,500.99 − 193.2692 = 31.88 → $32.
    expect(withheld(150000, 'weekly', '2025-09-23', { study_loan: true }).study_loan_cents).toBe(5300);
    expect(withheld(150000, 'weekly', '2025-09-24', { study_loan: true }).study_loan_cents).toBe(3200);
  });

  it('is named, and unverified, only when a component is worked out', () => {
    const result = withheld(150000, 'weekly', day, { study_loan: true });
    expect(result.schedule).toContain('Schedule 8 (NAT 3539) for payments from 1 July 2024');
    expect(result.unverified).toBe(true);
    expect(withheld(150000, 'weekly', day).unverified).toBe(false);
  });
});

describe('loaded tables', () => {
  const loaded: LoadedTaxTable = loadedScale2Table(
    7,
    '2027-06-01T00:00:00.000Z',
    'Schedule 1 from 1 July 2027',
    2027,
    '0.3000',
    '100.0000',
  );

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
  const replacement: LoadedTaxTable = loadedScale2Table(
    8,
    '2026-11-28T00:00:00.000Z',
    'ATO Schedule 1 from 1 July 2026, scale 2',
    2026,
    '0.2000',
    '50.0000',
  );
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
