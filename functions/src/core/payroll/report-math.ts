import { divideRounded, formatMoney } from '@wattle/shared/money';
import { PAY_LINE_EFFECT } from '@wattle/shared/payroll-constants';
import type { PayslipItem } from './pay-run-entities.ts';

/** Pure arithmetic of the payroll reports, in integer cents (BigInt where a product can pass 2^53). */

type Slip = Pick<
  PayslipItem,
  | 'pay_run_id'
  | 'employee_id'
  | 'employee_name'
  | 'pay_date'
  | 'period_start'
  | 'period_end'
  | 'lines'
  | 'gross_cents'
  | 'withholding_cents'
  | 'super_cents'
  | 'net_cents'
  | 'deductions_cents'
  | 'reimbursements_cents'
  | 'super_fund_name'
  | 'super_fund_usi'
>;

export const money = formatMoney;

/** Salary sacrificed (pre-tax) in a payslip: not salary or wages for BAS W1. */
export const sacrificedCents = (slip: Pick<Slip, 'lines'>) =>
  slip.lines
    .filter((line) => PAY_LINE_EFFECT[line.kind] === 'pre_tax')
    .reduce((sum, line) => sum + line.amount_cents, 0);

export interface Totals {
  gross: number;
  withholding: number;
  super: number;
  deductions: number;
  reimbursements: number;
  net: number;
}
export const zero = (): Totals => ({ gross: 0, withholding: 0, super: 0, deductions: 0, reimbursements: 0, net: 0 });
export function addTotals(into: Totals, slip: Slip): Totals {
  into.gross += slip.gross_cents;
  into.withholding += slip.withholding_cents;
  into.super += slip.super_cents;
  into.deductions += slip.deductions_cents;
  into.reimbursements += slip.reimbursements_cents;
  into.net += slip.net_cents;
  return into;
}

/** Groups `items` by `keyOf`, keeping first-seen order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/**
 * BAS labels for PAYG withholding (ATO, "PAYG withholding: completing your BAS"): W1 total
 * salary, wages and other payments (gross, less amounts salary sacrificed, which are not wages),
 * W2 the amounts withheld from them.
 */
export function basFigures(slips: readonly Slip[]): { w1: number; w2: number } {
  let w1 = 0;
  let w2 = 0;
  for (const slip of slips) {
    w1 += slip.gross_cents - sacrificedCents(slip);
    w2 += slip.withholding_cents;
  }
  return { w1, w2 };
}

/**
 * A leave balance in dollars: hours × the employee's current hourly rate (for a salary, the annual
 * salary over 52 weeks of their ordinary hours). `units` are leave units (unitsPerHour an hour).
 */
export function leaveValueCents(
  units: number,
  unitsPerHour: number,
  rate: { hourlyRateE4?: number; annualSalaryCents?: number; hoursPerWeekCenti: number },
): number {
  if (rate.hourlyRateE4 !== undefined) {
    // A rate in ten-thousandths of a dollar is hundredths of a cent.
    return divideRounded(BigInt(units) * BigInt(rate.hourlyRateE4), BigInt(unitsPerHour) * 100n);
  }
  if (rate.annualSalaryCents === undefined || rate.hoursPerWeekCenti <= 0) return 0;
  // annual / (52 × hours a week) an hour; hours a week are hundredths.
  return divideRounded(
    BigInt(units) * BigInt(rate.annualSalaryCents) * 100n,
    BigInt(unitsPerHour) * 52n * BigInt(rate.hoursPerWeekCenti),
  );
}

/** The hourly rate (ten-thousandths of a dollar) leave is valued at. */
export function hourlyRateE4(rate: { hourlyRateE4?: number; annualSalaryCents?: number; hoursPerWeekCenti: number }) {
  if (rate.hourlyRateE4 !== undefined) return rate.hourlyRateE4;
  if (rate.annualSalaryCents === undefined || rate.hoursPerWeekCenti <= 0) return 0;
  return divideRounded(BigInt(rate.annualSalaryCents) * 10_000n, 52n * BigInt(rate.hoursPerWeekCenti));
}
