import { YTD_AMOUNT_FIELDS } from '@wattle/shared/ytd-brought-in';
import { type Totals, zeroTotals } from './payslip-calculator.ts';
import type { StpAmounts } from './stp-mapping.ts';

/**
 * How year-to-date pay brought in from a previous payroll (ytd-brought-in.ts) adds to each
 * year-to-date figure the product keeps. Amounts are cents by field key (YTD_AMOUNT_FIELDS).
 */
export type BroughtInAmounts = Partial<Record<string, number>>;

const sumOf = (amounts: BroughtInAmounts, groups: ReadonlySet<string>) =>
  YTD_AMOUNT_FIELDS.reduce((sum, field) => (groups.has(field.group) ? sum + (amounts[field.key] ?? 0) : sum), 0);

const EARNINGS = new Set(['gross', 'paid_leave', 'allowance', 'overtime', 'bonuses']);
const DEDUCTIONS = new Set(['salary_sacrifice', 'deduction']);

/**
 * The payslip totals the figures stand for: gross is every earning (as a payslip's gross: salary
 * and wages, paid leave, allowances, overtime, bonuses; salary sacrifice is inside it), deductions
 * are salary sacrifice and post-tax deductions, net is what is left after PAYG.
 */
export function broughtInTotals(amounts: BroughtInAmounts): Totals {
  const gross = sumOf(amounts, EARNINGS);
  const deductions = sumOf(amounts, DEDUCTIONS);
  const withholding = amounts.withholding ?? 0;
  return {
    ...zeroTotals(),
    gross_cents: gross,
    withholding_cents: withholding,
    super_cents: amounts.super_guarantee ?? 0,
    deductions_cents: deductions,
    net_cents: gross - withholding - deductions,
  };
}

const add = (bucket: Record<string, number>, code: string, cents: number) => {
  if (cents !== 0) bucket[code] = (bucket[code] ?? 0) + cents;
};

/**
 * Adds the figures to an STP year to date, category by category (stp-mapping.ts). Qualifying
 * earnings (from 1 July 2026) are the ordinary time earnings brought in, as the product counts
 * them for its own payslips (stp-qualifying-earnings.ts).
 */
export function addBroughtIn(into: StpAmounts, amounts: BroughtInAmounts, reportsQualifyingEarnings: boolean) {
  for (const field of YTD_AMOUNT_FIELDS) {
    const cents = amounts[field.key] ?? 0;
    if (cents === 0) continue;
    switch (field.group) {
      case 'gross':
        into.gross += cents;
        break;
      case 'paid_leave':
        add(into.paidLeave, field.code as string, cents);
        break;
      case 'allowance':
        add(into.allowances, field.code as string, cents);
        break;
      case 'overtime':
        into.overtime += cents;
        break;
      case 'bonuses':
        into.bonusesAndCommissions += cents;
        break;
      case 'salary_sacrifice':
        add(into.salarySacrifice, field.code as string, cents);
        break;
      case 'deduction':
        add(into.deductions, field.code as string, cents);
        break;
      case 'withholding':
        into.withholding += cents;
        break;
      case 'super':
        into.superLiability += cents;
        break;
      case 'resc':
        into.resc += cents;
        break;
      case 'ote':
        into.ordinaryTimeEarnings += cents;
        if (reportsQualifyingEarnings) into.qualifyingEarnings += cents;
        break;
    }
  }
  return into;
}

/**
 * The super base the figures used in a maximum-contribution-base period: their ordinary time
 * earnings when the period is the whole financial year (Payday Super's annual base, from 1 July
 * 2026). A quarter's share is not known from year-to-date figures, so before then nothing is
 * counted against a quarter's base (documented in docs/payroll/ytd-brought-in.md).
 */
export const broughtInSuperBase = (amounts: BroughtInAmounts | undefined, capStart: string, yearStart: string) =>
  amounts && capStart === yearStart ? (amounts.ordinary_time_earnings ?? 0) : 0;
