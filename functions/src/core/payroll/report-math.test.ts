import { describe, expect, it } from 'vitest';
import type { PayLineItem } from './pay-run-entities.ts';
import { basFigures, hourlyRateE4, leaveValueCents } from './report-math.ts';

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
