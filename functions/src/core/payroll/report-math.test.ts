import { describe, expect, it } from 'vitest';
import type { PayLineItem } from './pay-run-entities.ts';
import { basFigures, hourlyRateE4, leaveValueCents, superDueDate } from './report-math.ts';

const UNITS_PER_HOUR = 100 * 420 * 52;

describe('BAS W1 and W2', () => {
  it('counts gross less salary sacrifice at W1 and the withholding at W2', () => {
    const sacrifice: PayLineItem = {
      id: 's',
      kind: 'salary_sacrifice_super',
      description: 'Sacrifice',
      amount_cents: 10_000,
      source: 'recurring',
    };
    expect(
      basFigures([
        { lines: [sacrifice], gross_cents: 273_323, withholding_cents: 51_200 },
        { lines: [], gross_cents: 400_000, withholding_cents: 100_000 },
      ] as never),
    ).toEqual({ w1: 663_323, w2: 151_200 });
  });
});

describe('super due dates', () => {
  it('is 28 days after the quarter before Payday Super', () => {
    expect(superDueDate('2026-03-31')).toBe('2026-04-28');
    expect(superDueDate('2026-06-30')).toBe('2026-07-28');
    expect(superDueDate('2025-12-15')).toBe('2026-01-28');
    expect(superDueDate('2025-08-01')).toBe('2025-10-28');
  });

  it('is 7 business days after payday from 1 July 2026', () => {
    // Thursday 26 November 2026 → Monday 7 December (Fri, Mon–Fri, Mon).
    expect(superDueDate('2026-11-26')).toBe('2026-12-07');
    // Wednesday 1 July 2026 → Friday 10 July.
    expect(superDueDate('2026-07-01')).toBe('2026-07-10');
  });
});

describe('leave liability', () => {
  it('values hours at the hourly rate, exactly to the cent', () => {
    // 76 h × $32.50 = $2,470.00; 10.5 h × $31.2567 = $328.195… → $328.20.
    expect(
      leaveValueCents(76 * UNITS_PER_HOUR, UNITS_PER_HOUR, { hourlyRateE4: 325_000, hoursPerWeekCenti: 3800 }),
    ).toBe(247_000);
    expect(
      leaveValueCents(10.5 * UNITS_PER_HOUR, UNITS_PER_HOUR, { hourlyRateE4: 312_567, hoursPerWeekCenti: 3800 }),
    ).toBe(32_820);
  });

  it('values a salary at its annual amount over 52 weeks of ordinary hours', () => {
    // $91,000 / (52 × 38 h) = $46.0526… an hour; 152 h = 4 weeks = $7,000.00 exactly.
    const salary = { annualSalaryCents: 9_100_000, hoursPerWeekCenti: 3800 };
    expect(leaveValueCents(152 * UNITS_PER_HOUR, UNITS_PER_HOUR, salary)).toBe(700_000);
    expect(hourlyRateE4(salary)).toBe(460_526);
  });
});
