import { financialYearLabelOf } from '@wattle/shared/stp-events';
import type { PayslipItem } from './pay-run-entities.ts';
import { releasedPayslipsBetween } from './payslip-queries.ts';
import { readEmployeesOf } from './run-people.ts';
import { addPayslip, emptyStpAmounts, type StpAmounts } from './stp-mapping.ts';
import { yearReportsQualifyingEarnings } from './stp-qualifying-earnings.ts';
import { broughtInOfYear } from './ytd-brought-in.ts';
import type { YtdBroughtInItem } from './ytd-brought-in-entity.ts';
import { addBroughtIn, type BroughtInAmounts } from './ytd-brought-in-math.ts';

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
 * events, the finalisation declaration and the "Finalise the year" screen all read it here, and
 * so does the year's figures brought in from a previous payroll (issue 31 §2, ytd-brought-in.ts):
 * added for every employee with some, paid here or not. One Query on the payslips' pay-date index
 * and one on the year's brought-in records.
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
  const [slips, broughtIn] = await Promise.all([
    releasedPayslipsBetween(organizationId, year.start, through?.pay_date ?? year.end),
    broughtInOfYear(organizationId, financialYearLabelOf(year.start)),
  ]);
  const toDate = yearToDateOf(slips, { ...(through ? { through } : {}), ...(employeeIds ? { employeeIds } : {}) });
  return withBroughtIn(organizationId, toDate, broughtIn, yearReportsQualifyingEarnings(year.start), employeeIds);
}

const nameOf = (employee: { first_name: string; last_name: string } | undefined) =>
  employee ? `${employee.first_name} ${employee.last_name}`.trim() : '';

/** Adds each employee's brought-in figures (their name from their record when none was paid here). */
export async function withBroughtIn(
  organizationId: number,
  toDate: Map<number, EmployeeYearToDate>,
  broughtIn: readonly Pick<YtdBroughtInItem, 'employee_id' | 'amounts'>[],
  reportsQualifyingEarnings: boolean,
  employeeIds?: ReadonlySet<number>,
): Promise<Map<number, EmployeeYearToDate>> {
  const missing = broughtIn.filter(
    (entry) => !toDate.has(entry.employee_id) && (!employeeIds || employeeIds.has(entry.employee_id)),
  );
  const records =
    missing.length > 0
      ? await readEmployeesOf(
          organizationId,
          missing.map((entry) => entry.employee_id),
        )
      : new Map();
  for (const entry of broughtIn) {
    if (employeeIds && !employeeIds.has(entry.employee_id)) continue;
    const current = toDate.get(entry.employee_id) ?? {
      employee_id: entry.employee_id,
      employee_name: nameOf(records.get(entry.employee_id)),
      payslips: 0,
      amounts: emptyStpAmounts(),
    };
    addBroughtIn(current.amounts, (entry.amounts ?? {}) as BroughtInAmounts, reportsQualifyingEarnings);
    toDate.set(entry.employee_id, current);
  }
  return toDate;
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
