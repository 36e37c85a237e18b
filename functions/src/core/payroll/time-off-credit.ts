import { LEAVE_UNITS_PER_HOUR, unitsToHours } from '@wattle/shared/work-pattern';
import type { LedgerChange } from '../leave/ledger-changes.ts';
import { typesWithTimeOff } from '../leave/time-off-in-lieu-type.ts';
import type { CalculatedLine } from './payslip-types.ts';

/**
 * Overtime taken as time off in lieu, from the payslip to the leave balance (issue 27 §2). The
 * payslip's zero-amount `overtime_time_off` line keeps the time off it earns (`leave_code`
 * TIME_OFF_LEAVE_CODE, `leave_units`); when the run is finalised, posting credits those units to
 * the employee's time-off-in-lieu balance as a ledger `adjustment`, in the same account write as the
 * pay run's accrual (leave/pay-accrual.ts), so nothing needs reversing before the pay is final.
 * Payslips without such a line cost posting nothing more: no read, no write.
 */
export const TIME_OFF_LEAVE_CODE = 'time_off_in_lieu';

/** Adds `minutes` of time off to a payslip line (leave units: LEAVE_UNITS_PER_HOUR an hour). */
export function withTimeOff(line: CalculatedLine, minutes: number | undefined): void {
  if (!minutes) return;
  line.leave_code = TIME_OFF_LEAVE_CODE;
  line.leave_units = (line.leave_units ?? 0) + (minutes * LEAVE_UNITS_PER_HOUR) / 60;
}

/** The time off each payslip's lines earn, by employee (only those with some). */
export function timeOffCredits(
  slips: ReadonlyArray<{
    employee_id: number;
    lines: ReadonlyArray<{ leave_code?: string; leave_units?: number; source: string }>;
  }>,
): Map<number, number> {
  const found = new Map<number, number>();
  for (const slip of slips)
    for (const line of slip.lines)
      if (line.leave_code === TIME_OFF_LEAVE_CODE && line.source === 'calculated' && line.leave_units)
        found.set(slip.employee_id, (found.get(slip.employee_id) ?? 0) + line.leave_units);
  return found;
}

/** The ledger changes crediting `credits` (units by employee) to the time-off-in-lieu type (created on first use). */
export async function timeOffChanges(
  organizationId: number,
  credits: ReadonlyMap<number, number>,
  label: string,
): Promise<Map<number, LedgerChange[]>> {
  if (credits.size === 0) return new Map();
  const { type } = await typesWithTimeOff(organizationId);
  return new Map(
    [...credits].map(([employeeId, units]) => [
      employeeId,
      [
        {
          kind: 'adjustment',
          leave_type_id: type.leave_type_id,
          units,
          reason: `${label}: ${unitsToHours(units)} h of overtime taken as time off in lieu`,
        },
      ],
    ]),
  );
}
