import { describe, expect, it } from 'vitest';
import { payItemInput } from './pay-items.ts';
import { payLineInput } from './pay-runs.ts';

/** The Schedule 5 fields of a pay item and a line added in review (issue 30 §2). */

const item = (more: Record<string, unknown>) => ({
  kind: 'bonus',
  description: 'Bonus',
  amount: '100.00',
  recurring: false,
  start_date: '2026-11-01',
  ...more,
});
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('Schedule 5 fields', () => {
  it('takes a bonus’s method and pay periods and a back pay’s accrual in one financial year', () => {
    expect(payItemInput.safeParse(item({ schedule5_method: 'B2', schedule5_periods: 4 })).success).toBe(true);
    expect(
      payItemInput.safeParse(item({ kind: 'back_pay', accrued_from: '2025-07-01', accrued_to: '2026-06-30' })).success,
    ).toBe(true);
    expect(
      payLineInput.safeParse({ kind: 'commission', description: 'C', amount: '1.00', schedule5_periods: 2 }).success,
    ).toBe(true);
  });

  it('refuses them on the wrong kind, a recurring item, or an accrual over two years', () => {
    expect(
      errorsOf(payItemInput.safeParse(item({ kind: 'allowance', allowance_type: 'TD', schedule5_method: 'B2' }))),
    ).toEqual({
      schedule5_method: 'Only a bonus, commission or back pay is withheld by Schedule 5.',
    });
    expect(errorsOf(payItemInput.safeParse(item({ kind: 'back_pay', schedule5_periods: 3 })))).toEqual({
      schedule5_periods: 'Only a bonus or commission relates to a number of pay periods.',
    });
    expect(errorsOf(payItemInput.safeParse(item({ recurring: true, schedule5_method: 'B2' })))).toEqual({
      schedule5_method: "A recurring item is that period's pay: Schedule 5 is for one-off payments.",
    });
    expect(
      errorsOf(
        payItemInput.safeParse(item({ kind: 'back_pay', accrued_from: '2025-06-01', accrued_to: '2025-07-14' })),
      ),
    ).toEqual({ accrued_to: 'Back pay accrued over two financial years is two lines: enter one for each year.' });
    expect(
      errorsOf(payLineInput.safeParse({ kind: 'bonus', description: 'B', amount: '1.00', schedule5_periods: 53 })),
    ).toEqual({
      schedule5_periods: 'Enter the pay periods the payment relates to, a whole number from 1 to 52.',
    });
  });

  it('takes Method B(i) for a back pay with its accrual only', () => {
    const back = { kind: 'back_pay', description: 'Rise', amount: '100.00', schedule5_method: 'B1' };
    expect(payLineInput.safeParse({ ...back, accrued_from: '2026-07-06', accrued_to: '2026-08-02' }).success).toBe(
      true,
    );
    expect(errorsOf(payLineInput.safeParse(back))).toEqual({
      accrued_from: 'Method B(i) works back pay over the periods it accrued in: enter the accrual period.',
    });
    expect(errorsOf(payItemInput.safeParse(item({ schedule5_method: 'B1' })))).toEqual({
      schedule5_method: 'Method B(i) is for back pay of earlier pay periods: choose Method A or B(ii).',
    });
    expect(errorsOf(payItemInput.safeParse(item({ schedule5_method: 'B3' })))).toEqual({
      schedule5_method: 'Choose Schedule 5 Method A, B1 (Method B(i)) or B2 (Method B(ii)).',
    });
  });
});
