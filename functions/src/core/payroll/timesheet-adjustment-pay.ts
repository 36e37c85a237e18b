import { formatDayRange } from '@wattle/shared/calendar';
import { formatAud } from '@wattle/shared/money';
import { tableNames } from '../db/client.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { type OpenAdjustment, openAdjustmentSortKey, openAdjustmentsOf } from '../timesheets/open-adjustments.ts';
import { timesheetSortKey } from '../timesheets/period-timesheets.ts';
import { payslipLinesOf } from './pay-run-timesheets.ts';
import type { CalculatedLine } from './payslip-types.ts';
import { priceTimesheets } from './timesheet-pay-service.ts';

/**
 * Paying an adjustment of a paid period (issue 27 §2; the adjustment itself is
 * core/timesheets/timesheet-adjustments.ts). A regular pay run pays each of its employees' approved
 * adjustments of an earlier period not yet paid: both the adjustment and the timesheet it corrects
 * are priced (`priceTimesheets`, under the pay terms of that period), and the payslip gets one line
 * per category, rate and rule whose hours or amount differ — the adjustment's less what was paid,
 * negative when pay goes down ("Adjustment 2 November 2026 to 15 November 2026: Saturday (…)").
 * A recovery carries a review notice (Fair Work Act 2009 s 324). The payslip keeps the adjustments
 * it paid (`adjustment_basis`, `<id>:<version>`): finalising refuses while they differ (as for
 * timesheets), and posting locks them and deletes their open items.
 *
 * Reads: two a slice (open-adjustments.ts), and the pricing's few only when one is approved.
 */

export interface AdjustmentPay {
  lines: CalculatedLine[];
  basis: string[];
  notice?: string;
  problem?: string;
}

/** Id prefix of an adjustment's payslip lines (review keeps them, negative as they may be). */
export const ADJUSTMENT_LINE_PREFIX = 'timesheet-adjustment-';

/** Approved, not yet paid, of a period before the run's. */
const payable = (open: OpenAdjustment, run: { period_start: string }) =>
  open.adjustment.status === 'approved' &&
  open.adjustment.locked_by_pay_run_id === undefined &&
  open.adjustment.period_start < run.period_start;

const basisOf = (open: readonly OpenAdjustment[]) =>
  open.map((entry) => `${entry.adjustment.timesheet_id}:${entry.adjustment.version}`).sort();

/** What recovering an overpayment from wages needs (source beside it). */
export const recoveryNotice = (period: string, cents: number) =>
  // Fair Work Act 2009 s 324(1): a deduction from an amount payable is permitted only if authorised
  // in writing by the employee (and principally for their benefit), by an enterprise agreement, a
  // modern award or FWC order, or a law or court order; s 324(2)(a): the authorisation specifies the
  // amount. https://www5.austlii.edu.au/au/legis/cth/consol_act/fwa2009114/s324.html
  `The adjustment for ${period} lowers pay by ${formatAud(-cents)}: recovering an overpayment from wages needs the employee's written agreement to the amount, unless an award, agreement or law allows it (Fair Work Act 2009 s 324).`;

/** The difference lines of one adjustment: the adjustment's priced lines less the original's. */
export function differenceLines(
  adjusted: CalculatedLine[],
  paid: CalculatedLine[],
  period: string,
  adjustmentId: number,
) {
  const key = (line: CalculatedLine) => `${line.kind}#${line.description}#${line.rate_e4 ?? ''}`;
  const before = new Map(paid.map((line) => [key(line), line]));
  const lines: CalculatedLine[] = [];
  const push = (line: CalculatedLine, hours: number, amount: number) => {
    if (hours === 0 && amount === 0) return;
    lines.push({
      ...line,
      id: `${ADJUSTMENT_LINE_PREFIX}${adjustmentId}-${lines.length + 1}`,
      description: `Adjustment ${period}: ${line.description}`,
      hours,
      amount_cents: amount,
    });
  };
  for (const line of adjusted) {
    const was = before.get(key(line));
    before.delete(key(line));
    push(line, (line.hours ?? 0) - (was?.hours ?? 0), line.amount_cents - (was?.amount_cents ?? 0));
  }
  for (const line of before.values()) push(line, -(line.hours ?? 0), -line.amount_cents);
  return lines;
}

/** The adjustment pay of a slice's employees, by employee (only those with an open adjustment). */
export async function timesheetAdjustmentsOf(
  run: { organization_id: number; period_start: string },
  ids: readonly number[],
): Promise<Map<number, AdjustmentPay>> {
  const found = new Map<number, AdjustmentPay>();
  const open = await openAdjustmentsOf(run.organization_id, ids);
  const due = [...open.values()].flat().filter((entry) => payable(entry, run));
  if (due.length === 0) return found;
  const priced = await priceTimesheets(
    run.organization_id,
    due.flatMap((entry) => [entry.adjustment, entry.original]),
  );
  for (const entry of due) {
    const { adjustment, original } = entry;
    const pay = found.get(adjustment.employee_id) ?? { lines: [], basis: [] };
    found.set(adjustment.employee_id, pay);
    pay.basis = [...pay.basis, `${adjustment.timesheet_id}:${adjustment.version}`].sort();
    const period = formatDayRange(adjustment.period_start, adjustment.period_end);
    const now = priced.get(adjustment.timesheet_id);
    const then = priced.get(original.timesheet_id);
    if (!now?.pay || !then?.pay) {
      if (now?.pay || then?.pay)
        pay.problem = `The adjustment for ${period} cannot be paid: ${now?.unpriced ?? then?.unpriced}`;
      continue;
    }
    const lines = differenceLines(
      payslipLinesOf(now.pay.lines),
      payslipLinesOf(then.pay.lines),
      period,
      adjustment.timesheet_id,
    );
    pay.lines.push(...lines);
    const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
    if (total < 0) pay.notice = [pay.notice, recoveryNotice(period, total)].filter(Boolean).join(' ');
  }
  return found;
}

/**
 * The payslips whose employees' payable adjustments are no longer those they were worked out with
 * (one approved, changed or paid by another run since): finalising refuses them, recalculating
 * works them out again. None in an adjustment run. Two reads.
 */
export async function staleAdjustmentSlips<
  S extends { employee_id: number; posted?: boolean; adjustment_basis?: string[] },
>(run: { organization_id: number; period_start: string; adjusts_pay_run_id?: number }, slips: readonly S[]) {
  if (run.adjusts_pay_run_id !== undefined || slips.length === 0) return [];
  const open = await openAdjustmentsOf(
    run.organization_id,
    slips.map((slip) => slip.employee_id),
  );
  return slips.filter((slip) => {
    if (slip.posted === true) return false;
    const now = basisOf((open.get(slip.employee_id) ?? []).filter((entry) => payable(entry, run)));
    const then = slip.adjustment_basis ?? [];
    return now.length !== then.length || now.some((entry, index) => entry !== then[index]);
  });
}

/**
 * Posting: locks the adjustments the task's payslips paid (`locked_by_pay_run_id`, on condition of
 * the version paid) and deletes their open items, one small transaction each; none for a payslip
 * that paid none. An adjustment changed in between stays open (finalising refuses that).
 */
export async function lockPaidAdjustments(
  organizationId: number,
  payRunId: number,
  slips: ReadonlyArray<{ employee_id: number; adjustment_basis?: string[] }>,
): Promise<void> {
  const now = new Date().toISOString();
  const paid = slips.flatMap((slip) =>
    (slip.adjustment_basis ?? []).map((basis) => {
      const [id, version] = basis.split(':').map(Number);
      return { employee_id: slip.employee_id, id: id as number, version: version as number };
    }),
  );
  for (const entry of paid) {
    const result = await transactWrite([
      rawItem({
        Update: {
          TableName: tableNames().timesheets,
          Key: { pk: `org#${organizationId}`, sk: timesheetSortKey(entry.id) },
          UpdateExpression: 'SET locked_by_pay_run_id = :run, updated_at = :now',
          ConditionExpression: 'version = :version AND attribute_not_exists(locked_by_pay_run_id)',
          ExpressionAttributeValues: { ':run': payRunId, ':now': now, ':version': entry.version },
        },
      }),
      rawItem({
        Delete: {
          TableName: tableNames().timesheets,
          Key: { pk: `org#${organizationId}`, sk: openAdjustmentSortKey(entry.employee_id, entry.id) },
        },
      }),
    ]);
    // A retried task finds it locked already; a change in between leaves it open.
    if (result.canceled && result.data[0]?.code !== 'ConditionalCheckFailed')
      throw new Error(`Timesheet adjustment ${entry.id} could not be locked.`);
  }
}
