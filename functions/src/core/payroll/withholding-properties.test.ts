import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_1_TABLES, SCHEDULE_8_TABLES } from './tax-tables/product-tables.ts';
import { calculateWithholding, type WithholdingFrequency, weeklyAmount } from './withholding.ts';

import { FROM_2024, FROM_2026 } from './withholding-test-support.ts';

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
