import { describe, expect, it } from 'vitest';
import { isFirstSuperPayday } from './pay-run-calculate.ts';
import { calculatePayslip } from './payslip-calculator.ts';
import { loadCalendarsBeforeAll, noWithholding, salaryTerms } from './payslip-test-support.ts';
import type { PayslipInput } from './payslip-types.ts';
import { sgRateOn, superRateFor } from './super-guarantee-rates.ts';
import { isBusinessDay, superCapRuleOn, superDue, superDueDate } from './super-rules.ts';

loadCalendarsBeforeAll();

const paydaySuper = () => {
  const rule = superCapRuleOn('2026-07-30');
  if (!rule) throw new Error('no rule for 2026-07-30');
  return rule;
};

describe('Payday Super due dates count the employer state’s public holidays', () => {
  it('skips Picnic Day (first Monday of August) for an NT employer, not a NSW one', () => {
    // Thursday 30 July 2026: 7 business days are 31 Jul, 3–7 Aug, 10 Aug; NT also skips 3 Aug.
    expect(superDueDate(paydaySuper(), '2026-07-30', { state: 'NT' })).toBe('2026-08-11');
    expect(superDueDate(paydaySuper(), '2026-07-30', { state: 'NSW' })).toBe('2026-08-10');
    expect(isBusinessDay('2026-08-03', 'NT')).toBe(false);
    expect(isBusinessDay('2026-08-03', 'NSW')).toBe(true);
  });

  it('says when only national holidays were counted', () => {
    expect(superDue(paydaySuper(), '2026-07-30').note).toContain('national public holidays only');
    expect(superDue(paydaySuper(), '2026-07-30', { state: 'NT' }).note).toContain('Northern Territory');
  });

  it('gives an employee’s first qualifying payday 20 business days', () => {
    // From Thu 30 Jul 2026 in NSW: 31 Jul, 3–7, 10–14, 17–21, 24–27 Aug → Thursday 27 August.
    const due = superDue(paydaySuper(), '2026-07-30', { state: 'NSW', firstPayday: true });
    expect(due.date).toBe('2026-08-27');
    expect(due.note).toContain('20 business days');
  });

  it('keeps the quarterly due date before 1 July 2026, whatever the state', () => {
    const rule = superCapRuleOn('2025-06-20');
    expect(rule?.maximum_contribution_base_cents).toBe(6_507_000);
    expect(rule && superDueDate(rule, '2025-06-20', { state: 'NT', firstPayday: true })).toBe('2025-07-28');
  });

  it('finds a first payday from the year to date and the joining date', () => {
    const run = { pay_date: '2026-07-30' };
    expect(isFirstSuperPayday(run, '2026-07-13', undefined)).toBe(true);
    expect(isFirstSuperPayday(run, '2026-07-13', { totals: { super_cents: 0 } })).toBe(true);
    expect(isFirstSuperPayday(run, '2026-07-13', { totals: { super_cents: 12_000 } })).toBe(false);
    expect(isFirstSuperPayday(run, '2024-02-01', undefined)).toBe(false);
  });
});

describe('the super guarantee rate by pay date', () => {
  it('is 11%, 11.5% then 12% (ATO Super guarantee percentage)', () => {
    expect(sgRateOn('2024-06-30')?.rate_points).toBe(1100);
    expect(sgRateOn('2024-07-01')?.rate_points).toBe(1150);
    expect(sgRateOn('2025-06-30')?.rate_points).toBe(1150);
    expect(sgRateOn('2025-07-01')?.rate_points).toBe(1200);
  });

  it('follows the minimum when the organization left the product default; an explicit rate above it wins', () => {
    expect(superRateFor('2025-06-20', undefined, 1200)).toEqual({ points: 1150 });
    expect(superRateFor('2025-07-20', undefined, 1200)).toEqual({ points: 1200 });
    expect(superRateFor('2025-06-20', undefined, 1300)).toEqual({ points: 1300 });
    expect(superRateFor('2025-06-20', 1250, 1200)).toEqual({ points: 1250 });
  });

  it('names a rate below the minimum as a problem, never silently applied', () => {
    expect(superRateFor('2025-08-01', undefined, 1150).problem).toContain("organization's default");
    expect(superRateFor('2025-08-01', 1100, 1200).problem).toContain("employee's super rate");
    expect(superRateFor('2025-06-20', 1150, 1200).problem).toBeUndefined();
  });

  const input = (overrides: Partial<PayslipInput>): PayslipInput => ({
    frequency: 'fortnightly',
    period_start: '2025-06-02',
    period_end: '2025-06-15',
    pay_date: '2025-06-18',
    terms: salaryTerms(),
    default_super_rate_points: 1200,
    items: [],
    leave: [],
    super_base_to_date_cents: 0,
    withhold: noWithholding,
    ...overrides,
  });

  it('works a back-dated run before 1 July 2025 at 11.5%', () => {
    const slip = calculatePayslip(input({}));
    // $78,000 ÷ 26 = $3,000 × 11.5% = $345.
    expect(slip.super_cents).toBe(34_500);
    expect(slip.problem).toBeUndefined();
  });

  it('stops a payslip whose rate is below the minimum', () => {
    const slip = calculatePayslip(
      input({
        pay_date: '2025-07-16',
        period_start: '2025-06-30',
        period_end: '2025-07-13',
        default_super_rate_points: 1150,
      }),
    );
    expect(slip.problem).toContain('below the super guarantee minimum of 12.00%');
  });

  it('carries the state’s due date and its note onto the payslip', () => {
    const slip = calculatePayslip(
      input({ pay_date: '2026-07-30', period_start: '2026-07-13', period_end: '2026-07-26', employer_state: 'NT' }),
    );
    expect(slip.super_due_date).toBe('2026-08-11');
    expect(slip.super_due_note).toContain('Northern Territory');
  });
});
