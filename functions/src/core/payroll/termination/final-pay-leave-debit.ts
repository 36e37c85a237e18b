import { NES_LEAVE_TYPE_IDS } from '@wattle/shared/leave-types';
import { formatHours } from '@wattle/shared/money';
import { LEAVE_UNITS_PER_HOUR } from '@wattle/shared/work-pattern';
import { auditPut } from '../../audit/audit.ts';
import type { TransactionItem } from '../../db/transactions.ts';
import type { LedgerChange } from '../../leave/ledger-changes.ts';
import type { CalculatedLine } from '../payslip-types.ts';

/**
 * A final pay's unused leave, debited from the balance when the pay is posted (issue 30 §1): each
 * `unused_leave` line with hours (the annual leave or long service leave paid out; the loading line
 * has none) becomes a ledger `adjustment` of minus those hours on its NES type, in the same
 * transaction that posts the payslip — so a retried posting task, which skips payslips already
 * posted, never debits twice, and a final pay never paid never debits. The ledger entry is the
 * leave ledger's own record of who changed the balance and why (its reason names the run), as a
 * leave cash-out's debit is (leave-cash-out.ts). The line says its type (`leave_code`, set when the
 * final pay is set up); a final pay set up before it did is read by its description.
 */

const CODES = { annual: NES_LEAVE_TYPE_IDS.annual, long_service: NES_LEAVE_TYPE_IDS.long_service } as const;

function leaveCodeOf(line: Pick<CalculatedLine, 'leave_code' | 'description'>): keyof typeof CODES | null {
  if (line.leave_code === 'annual' || line.leave_code === 'long_service') return line.leave_code;
  if (line.description.startsWith('Unused annual leave (')) return 'annual';
  if (line.description.startsWith('Unused long service leave (')) return 'long_service';
  return null;
}

const WORDS = { annual: 'annual leave', long_service: 'long service leave' } as const;

/** The ledger changes debiting each payslip's unused leave paid out, by employee (only those with some). */
export function finalPayLeaveDebits(
  slips: ReadonlyArray<{
    employee_id: number;
    lines: ReadonlyArray<Pick<CalculatedLine, 'kind' | 'hours' | 'leave_code' | 'description'>>;
  }>,
  label: string,
): Map<number, LedgerChange[]> {
  const found = new Map<number, LedgerChange[]>();
  for (const slip of slips) {
    for (const line of slip.lines) {
      if (line.kind !== 'unused_leave' || !line.hours || line.hours <= 0) continue;
      const code = leaveCodeOf(line);
      if (!code) continue;
      const changes = found.get(slip.employee_id) ?? [];
      changes.push({
        kind: 'adjustment',
        leave_type_id: CODES[code],
        units: -(line.hours * LEAVE_UNITS_PER_HOUR) / 100,
        reason: `${label}: ${formatHours(line.hours)} h of unused ${WORDS[code]} paid out in the final pay`,
      });
      found.set(slip.employee_id, changes);
    }
  }
  return found;
}

/** Two sets of changes by employee, together. */
export function withChanges(
  a: ReadonlyMap<number, readonly LedgerChange[]>,
  b: ReadonlyMap<number, readonly LedgerChange[]>,
): Map<number, LedgerChange[]> {
  const merged = new Map<number, LedgerChange[]>([...a].map(([id, changes]) => [id, [...changes]]));
  for (const [id, changes] of b) merged.set(id, [...(merged.get(id) ?? []), ...changes]);
  return merged;
}

/** The audit event of a payslip's final pay leave debit, posted in the same transaction. */
export function finalPayLeaveAudit(
  organizationId: number,
  payRunId: number,
  slip: { employee_id: number; employee_name: string },
  changes: readonly LedgerChange[],
): TransactionItem {
  return auditPut({
    organizationId,
    module: 'payroll',
    action: 'update',
    record: { type: 'payslip', id: `${payRunId}-${slip.employee_id}`, label: slip.employee_name },
    summary: `Debited the leave paid out in the final pay of ${slip.employee_name}: ${changes
      .map((change) => ('reason' in change ? change.reason.split(': ').slice(1).join(': ') : ''))
      .join('; ')}`,
  });
}
