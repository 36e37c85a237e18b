import type { PaidLeaveAccrual } from '@wattle/shared/pay-runs';
import { LEAVE_UNITS_PER_HOUR, unitsToHours } from '@wattle/shared/work-pattern';
import type { EmployeeLeaveRecord } from '../leave/ledger-store.ts';
import { type PaidOrdinaryHours, readPaidAccrual } from '../leave/pay-accrual.ts';
import type { PayslipItem } from './pay-run-entities.ts';

/**
 * The ordinary hours a payslip pays, as leave accrual counts them: its ordinary lines (worked,
 * after any adjustment in review) and its paid leave (paid leave is service, NES s 22). Overtime,
 * allowances and the rest are not ordinary hours; unpaid community service leave counts (it is
 * service, s 22(2)(b)(i)). Null for a payslip that accrues nothing of its
 * own (an adjustment run's, which keeps no pattern estimate).
 */
export function paidOrdinaryHours(
  slip: Pick<
    PayslipItem,
    'employee_id' | 'period_start' | 'period_end' | 'lines' | 'leave_record' | 'leave_pattern' | 'accruing_unpaid_units'
  >,
): PaidOrdinaryHours | null {
  if (!slip.leave_record || !slip.leave_pattern) return null;
  // Unpaid leave that counts as service (community service leave) accrues as if worked.
  let units = slip.accruing_unpaid_units ?? 0;
  for (const line of slip.lines) {
    if (line.kind === 'leave' && line.source === 'calculated' && line.leave_units !== undefined)
      units += line.leave_units;
    else if (line.kind === 'ordinary' || line.kind === 'leave')
      units += ((line.hours ?? 0) * LEAVE_UNITS_PER_HOUR) / 100;
  }
  return {
    employee_id: slip.employee_id,
    period_start: slip.period_start,
    period_end: slip.period_end,
    ordinary_units: units,
    record: slip.leave_record as EmployeeLeaveRecord,
    pattern: slip.leave_pattern as Record<string, number>,
  };
}

/** What each payslip accrues of each leave type (the review screen): one read for the page. */
export async function leaveAccruedOf(
  organizationId: number,
  slips: readonly PayslipItem[],
): Promise<Map<number, PaidLeaveAccrual[]>> {
  const accrual = await readPaidAccrual(
    organizationId,
    slips.flatMap((slip) => paidOrdinaryHours(slip) ?? []),
  );
  return new Map(
    [...accrual].map(([employeeId, rows]) => [
      employeeId,
      rows.map((row) => ({ leave_type_id: row.leave_type_id, name: row.name, hours: unitsToHours(row.units) })),
    ]),
  );
}
