import { formatMoney } from '@wattle/shared/money';
import type { CalculatedLine } from '../payslip-types.ts';

/**
 * A final pay's lines in the STP Phase 2 pay event (ATO, "STP Phase 2 employer reporting
 * guidelines", Termination payments and Lump sums,
 * https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll/in-detail/single-touch-payroll-phase-2-employer-reporting-guidelines):
 * unused leave of a normal termination accrued after 17 August 1993 is paid leave type U; Lump Sum
 * A with its type R (genuine redundancy, invalidity, early retirement scheme) or T (other), Lump
 * Sums B, D and W; each employment termination payment with its ETP code, payment date, taxable
 * component and the PAYG withheld from it — reported apart from the payee's PAYG amount.
 */

export interface TerminationAmounts {
  unusedLeave: number;
  /** By lump sum: "A-R", "A-T", "B", "D", "W". */
  lumpSums: Record<string, number>;
  /** By ETP code (R, O, D, N, T, B) and payment date: taxable component and PAYG withheld. */
  etps: Record<string, { code: string; payment_date: string; taxable: number; withheld: number }>;
}

export const emptyTerminationAmounts = (): TerminationAmounts => ({ unusedLeave: 0, lumpSums: {}, etps: {} });

/** Adds one termination line (it has a termination code) to `into`. */
export function addTerminationLine(
  into: TerminationAmounts,
  line: Pick<CalculatedLine, 'termination_code' | 'amount_cents' | 'withheld_cents'>,
  paymentDate: string,
): void {
  const code = line.termination_code;
  if (!code) return;
  if (code === 'U') {
    into.unusedLeave += line.amount_cents;
  } else if (code.startsWith('ETP-')) {
    const etpCode = code.slice(4);
    const key = `${etpCode}#${paymentDate}`;
    const entry = into.etps[key] ?? { code: etpCode, payment_date: paymentDate, taxable: 0, withheld: 0 };
    entry.taxable += line.amount_cents;
    entry.withheld += line.withheld_cents ?? 0;
    into.etps[key] = entry;
  } else {
    into.lumpSums[code] = (into.lumpSums[code] ?? 0) + line.amount_cents;
  }
}

/** The PAYG of a payslip's ETPs (reported with each ETP, not in the payee's PAYG amount). */
export const etpWithheldOf = (lines: readonly Pick<CalculatedLine, 'termination_code' | 'withheld_cents'>[]) =>
  lines.reduce((sum, line) => (line.termination_code?.startsWith('ETP-') ? sum + (line.withheld_cents ?? 0) : sum), 0);

/** Lump sums and ETPs under the ATO's names (two-decimal strings). */
export function terminationJson(amounts: TerminationAmounts) {
  const lumpSums = Object.entries(amounts.lumpSums)
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, cents]) => {
      const [type, subtype] = code.split('-');
      return {
        LumpSumTypeCode: type,
        ...(subtype ? { LumpSumATypeCode: subtype } : {}),
        LumpSumPaymentAmount: formatMoney(cents),
      };
    });
  const etps = Object.values(amounts.etps)
    .sort((a, b) => a.payment_date.localeCompare(b.payment_date) || a.code.localeCompare(b.code))
    .map((etp) => ({
      ETPCode: etp.code,
      ETPPaymentDate: etp.payment_date,
      ETPTaxableComponentAmount: formatMoney(etp.taxable),
      ETPTaxFreeComponentAmount: formatMoney(0),
      ETPPAYGWithholdingAmount: formatMoney(etp.withheld),
    }));
  return { lumpSums, etps };
}
