import { superBaseField, type YtdRecord, ytdRecords } from './pay-run-store.ts';
import { addTotals, type Totals, zeroTotals } from './payslip-calculator.ts';
import { financialYearOf } from './super-rules.ts';
import { broughtInOf } from './ytd-brought-in.ts';
import { type BroughtInAmounts, broughtInSuperBase, broughtInTotals } from './ytd-brought-in-math.ts';

/**
 * An employee's year to date as a pay run needs it: the posted record (`ytd#…`, moved by finalised
 * runs here; kept for its version when posting) plus the figures brought in from a previous payroll
 * (ytd-brought-in.ts). Read for a task's employees with two BatchGets.
 */
export interface RunYearToDate {
  record: YtdRecord | undefined;
  broughtIn: BroughtInAmounts | undefined;
  /** Posted and brought in together. */
  totals: Totals;
  /** The super base used in the maximum-contribution-base period starting `capStart`. */
  superBaseUsed(capStart: string): number;
}

export function combineYearToDate(
  record: YtdRecord | undefined,
  broughtIn: BroughtInAmounts | undefined,
  yearStart: string,
): RunYearToDate {
  const totals = addTotals(addTotals(zeroTotals(), record ?? {}), broughtIn ? broughtInTotals(broughtIn) : {});
  return {
    record,
    broughtIn,
    totals,
    superBaseUsed: (capStart) =>
      (record?.[superBaseField(capStart)] ?? 0) + broughtInSuperBase(broughtIn, capStart, yearStart),
  };
}

/** The year to date of each employee in the financial year of `payDate`. */
export async function runYearToDate(
  organizationId: number,
  payDate: string,
  employeeIds: readonly number[],
): Promise<Map<number, RunYearToDate>> {
  const year = financialYearOf(payDate);
  const [records, broughtIn] = await Promise.all([
    ytdRecords(organizationId, year.label, employeeIds),
    broughtInOf(organizationId, year.label, employeeIds),
  ]);
  return new Map(
    employeeIds.map((id) => [id, combineYearToDate(records.get(id), broughtIn.get(id), year.start)] as const),
  );
}
