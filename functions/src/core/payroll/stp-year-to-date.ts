import type { PayslipItem } from './pay-run-entities.ts';
import { releasedPayslipsBetween } from './payslip-queries.ts';
import { addPayslip, emptyStpAmounts, type StpAmounts } from './stp-mapping.ts';

/** One employee's financial year to date, by STP category, from their released payslips. */
export interface EmployeeYearToDate {
  employee_id: number;
  employee_name: string;
  payslips: number;
  amounts: StpAmounts;
}

/**
 * The one source of Single Touch Payroll year to date: every released (finalised or paid) payslip
 * of the financial year, added up by STP category per employee (stp-mapping.ts). Pay events, update
 * events, the finalisation declaration and the "Finalise the year" screen all read it here, so an
 * opening year-to-date figure added later (issue 31 §2) reaches all of them by being added here.
 * One Query on the payslips' pay-date index.
 *
 * `through`: a run's pay date and id — payslips paid after it, or on the same day by a later run,
 * are not yet "to date" for it. `employeeIds`: only these employees.
 */
export async function stpYearToDate(
  organizationId: number,
  year: { start: string; end: string },
  options: { through?: { pay_date: string; pay_run_id: number }; employeeIds?: ReadonlySet<number> } = {},
): Promise<Map<number, EmployeeYearToDate>> {
  const { through, employeeIds } = options;
  const slips = await releasedPayslipsBetween(organizationId, year.start, through?.pay_date ?? year.end);
  return yearToDateOf(slips, { ...(through ? { through } : {}), ...(employeeIds ? { employeeIds } : {}) });
}

/** The pure part of stpYearToDate, over payslips already read. */
export function yearToDateOf(
  slips: readonly PayslipItem[],
  options: { through?: { pay_date: string; pay_run_id: number }; employeeIds?: ReadonlySet<number> } = {},
): Map<number, EmployeeYearToDate> {
  const { through, employeeIds } = options;
  const byEmployee = new Map<number, EmployeeYearToDate>();
  for (const slip of slips) {
    if (employeeIds && !employeeIds.has(slip.employee_id)) continue;
    if (through && slip.pay_date === through.pay_date && slip.pay_run_id > through.pay_run_id) continue;
    const current = byEmployee.get(slip.employee_id) ?? {
      employee_id: slip.employee_id,
      employee_name: slip.employee_name,
      payslips: 0,
      amounts: emptyStpAmounts(),
    };
    current.payslips += 1;
    current.employee_name = slip.employee_name;
    addPayslip(current.amounts, slip);
    byEmployee.set(slip.employee_id, current);
  }
  return byEmployee;
}
