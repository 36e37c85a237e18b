import { formatAud } from '@wattle/shared/money';
import type { PayFrequency } from '@wattle/shared/payroll-constants';
import type { CalculatedLine, WithholdFn, WithholdInput } from '../payslip-types.ts';
import { marginalLeaveWithholding } from './termination-tax.ts';

/**
 * The PAYG on a payslip's termination lines (a final pay's items, issue 30 §1), worked beside the
 * period's other earnings: unused leave of a normal termination (code U) and the marginal part of
 * Lump Sum B by Schedule 7's marginal rate method on those earnings; every other code carries the
 * amount worked out when the final pay was set up (Schedule 7 at 32%, Schedule 11, nil for Lump Sum D).
 */

export const isTerminationLine = (line: Pick<CalculatedLine, 'termination_code'>): boolean =>
  line.termination_code !== undefined;

export type TerminationWithholding = { ok: true; cents: number; note: string | null } | { ok: false; missing: string };

export function withholdTermination(
  withhold: WithholdFn,
  input: WithholdInput & { frequency: PayFrequency },
  lines: readonly CalculatedLine[],
): TerminationWithholding {
  const termination = lines.filter(isTerminationLine);
  if (termination.length === 0) return { ok: true, cents: 0, note: null };
  const sumOf = (codes: readonly string[]) =>
    termination.reduce(
      (sum, line) => (codes.includes(line.termination_code as string) ? sum + line.amount_cents : sum),
      0,
    );
  const marginal = sumOf(['U']);
  // Lump Sum B: 5% of the payment at marginal rates (Schedule 7).
  const marginalBase = marginal + Math.floor((sumOf(['B']) * 5) / 100);
  const onMarginal = marginalLeaveWithholding(withhold, input, marginalBase);
  if (onMarginal === null) return { ok: false, missing: 'No tax table to withhold unused leave at marginal rates.' };
  const fixed = termination.reduce(
    (sum, line) =>
      line.termination_code === 'U' || line.termination_code === 'B' ? sum : sum + (line.withheld_cents ?? 0),
    0,
  );
  const cents = onMarginal + fixed;
  const total = termination.reduce((sum, line) => sum + line.amount_cents, 0);
  return {
    ok: true,
    cents,
    note: `${formatAud(cents)} of it on termination payments of ${formatAud(total)} by ATO Schedules 7 and 11`,
  };
}
