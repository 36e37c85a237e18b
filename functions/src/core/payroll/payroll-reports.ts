import { formatDayRange } from '@wattle/shared/calendar';
import { formatAudRate } from '@wattle/shared/money';
import {
  PAYROLL_REPORT_LABELS,
  PAYROLL_REPORTS,
  type PayrollReport,
  type PayrollReportName,
  payrollReportQuery,
} from '@wattle/shared/payroll-outputs';
import { LEAVE_UNITS_PER_HOUR, unitsToHours } from '@wattle/shared/work-pattern';
import { type CsvExport, toCsv } from '../csv.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { readBalances } from '../leave/ledger.ts';
import { parseInput } from '../validation.ts';
import { payPeriodOn } from './employee-pay.ts';
import type { PayslipItem } from './pay-run-entities.ts';
import { superDueOf } from './pay-run-views.ts';
import { releasedPayslipsBetween } from './payslip-queries.ts';
import {
  addTotals,
  basFigures,
  groupBy,
  hourlyRateE4,
  leaveValueCents,
  money,
  type Totals,
  zero,
} from './report-math.ts';
import { employeePayEntity } from './setup-entities.ts';
import { addPayslip, emptyStpAmounts, type StpAmounts } from './stp-mapping.ts';
import { financialYearOf } from './super-rules.ts';
import { broughtInWithNames, type NamedBroughtIn } from './ytd-brought-in.ts';
import { addBroughtIn, broughtInTotals } from './ytd-brought-in-math.ts';

/** When a payslip's super is due (the date the run shows). */
const dueDateOf = (slip: PayslipItem): string => superDueOf(slip)?.date ?? '';

/**
 * GET /payroll/reports/{report}: the payroll reports over finalised and paid payslips paid in a
 * period (one Query on gsi2 by pay date), as a table or CSV. Leave liability reads balances as of
 * the period's last day (the leave module's readBalances, one batch for every employee with pay).
 */

type Column = PayrollReport['columns'][number];
const col = (key: string, label: string, isMoney = false): Column =>
  isMoney ? { key, label, money: true } : { key, label };
const TOTAL_COLUMNS: Column[] = [
  col('gross', 'Gross', true),
  col('withholding', 'PAYG withheld', true),
  col('deductions', 'Deductions', true),
  col('reimbursements', 'Reimbursements', true),
  col('net', 'Net', true),
  col('super', 'Super', true),
];
const totalsRow = (totals: Totals) => ({
  gross: money(totals.gross),
  withholding: money(totals.withholding),
  deductions: money(totals.deductions),
  reimbursements: money(totals.reimbursements),
  net: money(totals.net),
  super: money(totals.super),
});
const sumOf = (slips: readonly PayslipItem[]) => slips.reduce(addTotals, zero());
const bySlipOrder = (a: PayslipItem, b: PayslipItem) =>
  a.pay_date.localeCompare(b.pay_date) || a.pay_run_id - b.pay_run_id || a.employee_name.localeCompare(b.employee_name);

function payRunSummary(slips: PayslipItem[]) {
  const runs = groupBy([...slips].sort(bySlipOrder), (slip) => String(slip.pay_run_id));
  return {
    columns: [
      col('pay_run_id', 'Pay run'),
      col('pay_date', 'Pay date'),
      col('period', 'Period'),
      col('employees', 'Employees'),
      ...TOTAL_COLUMNS,
    ],
    rows: [...runs.values()].map((group) => {
      const first = group[0] as PayslipItem;
      return {
        pay_run_id: String(first.pay_run_id),
        pay_date: first.pay_date,
        period: formatDayRange(first.period_start, first.period_end),
        employees: String(group.length),
        ...totalsRow(sumOf(group)),
      };
    }),
    totals: { employees: String(slips.length), ...totalsRow(sumOf(slips)) },
  };
}

function payrollRegister(slips: PayslipItem[]) {
  return {
    columns: [col('pay_date', 'Pay date'), col('pay_run_id', 'Pay run'), col('employee', 'Employee'), ...TOTAL_COLUMNS],
    rows: [...slips].sort(bySlipOrder).map((slip) => ({
      pay_date: slip.pay_date,
      pay_run_id: String(slip.pay_run_id),
      employee: slip.employee_name,
      ...totalsRow(addTotals(zero(), slip)),
    })),
    totals: totalsRow(sumOf(slips)),
  };
}

/**
 * Each employee's financial year to date: their released payslips plus the figures brought in from
 * a previous payroll (ytd-brought-in.ts), so someone paid only elsewhere so far has a row too.
 */
function yearToDate(slips: PayslipItem[], broughtIn: readonly NamedBroughtIn[]) {
  const people = new Map<number, { name: string; payslips: number; totals: Totals; stp: StpAmounts }>();
  const personOf = (employeeId: number, name: string) => {
    const person = people.get(employeeId) ?? { name, payslips: 0, totals: zero(), stp: emptyStpAmounts() };
    people.set(employeeId, person);
    return person;
  };
  for (const slip of slips) {
    const person = personOf(slip.employee_id, slip.employee_name);
    person.name = slip.employee_name;
    person.payslips += 1;
    addTotals(person.totals, slip);
    addPayslip(person.stp, slip);
  }
  for (const entry of broughtIn) {
    const person = personOf(entry.employee_id, entry.employee_name);
    const brought = broughtInTotals(entry.amounts);
    person.totals.gross += brought.gross_cents;
    person.totals.withholding += brought.withholding_cents;
    person.totals.super += brought.super_cents;
    person.totals.deductions += brought.deductions_cents;
    person.totals.net += brought.net_cents;
    addBroughtIn(person.stp, entry.amounts, false);
  }
  const sum = (bucket: Record<string, number>) => Object.values(bucket).reduce((total, cents) => total + cents, 0);
  const everyone = [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
  const rows = everyone.map(({ name, payslips, totals, stp }) => ({
    employee: name,
    payslips: String(payslips),
    ...totalsRow(totals),
    paid_leave: money(sum(stp.paidLeave)),
    allowances: money(sum(stp.allowances)),
    overtime: money(stp.overtime),
    bonuses: money(stp.bonusesAndCommissions),
    salary_sacrifice: money(sum(stp.salarySacrifice)),
  }));
  const all = everyone.reduce((into, person) => {
    for (const key of Object.keys(into) as (keyof Totals)[]) into[key] += person.totals[key];
    return into;
  }, zero());
  return {
    columns: [
      col('employee', 'Employee'),
      col('payslips', 'Payslips'),
      ...TOTAL_COLUMNS,
      col('paid_leave', 'Paid leave', true),
      col('allowances', 'Allowances', true),
      col('overtime', 'Overtime', true),
      col('bonuses', 'Bonuses and commissions', true),
      col('salary_sacrifice', 'Salary sacrifice', true),
    ],
    rows,
    totals: { payslips: String(slips.length), ...totalsRow(all) },
  };
}

function paygWithheld(slips: PayslipItem[]) {
  const months = groupBy([...slips].sort(bySlipOrder), (slip) => slip.pay_date.slice(0, 7));
  const all = basFigures(slips);
  return {
    columns: [
      col('month', 'Month'),
      col('w1', 'W1 Total salary, wages and other payments', true),
      col('w2', 'W2 Amounts withheld', true),
    ],
    rows: [...months.entries()].map(([month, group]) => {
      const { w1, w2 } = basFigures(group);
      return { month, w1: money(w1), w2: money(w2) };
    }),
    totals: { w1: money(all.w1), w2: money(all.w2) },
  };
}

function superLiability(slips: PayslipItem[]) {
  const keyOf = (slip: PayslipItem) => `${dueDateOf(slip)}|${slip.super_fund_name}|${slip.super_fund_usi ?? ''}`;
  const groups = groupBy(
    [...slips].sort((a, b) => keyOf(a).localeCompare(keyOf(b))),
    keyOf,
  );
  return {
    columns: [
      col('due_date', 'Due date'),
      col('fund', 'Fund'),
      col('usi', 'USI'),
      col('employees', 'Employees'),
      col('ordinary_time_earnings', 'Ordinary time earnings', true),
      col('salary_sacrifice', 'Salary sacrifice to super', true),
      col('super', 'Super guarantee', true),
    ],
    rows: [...groups.values()].map((group) => {
      const first = group[0] as PayslipItem;
      const sacrificed = group
        .flatMap((slip) => slip.lines)
        .filter((line) => line.kind === 'salary_sacrifice_super')
        .reduce((sum, line) => sum + line.amount_cents, 0);
      return {
        due_date: dueDateOf(first),
        fund: first.super_fund_name,
        usi: first.super_fund_usi ?? '',
        employees: String(new Set(group.map((slip) => slip.employee_id)).size),
        ordinary_time_earnings: money(group.reduce((sum, slip) => sum + slip.ordinary_time_earnings_cents, 0)),
        salary_sacrifice: money(sacrificed),
        super: money(group.reduce((sum, slip) => sum + slip.super_cents, 0)),
      };
    }),
    totals: { super: money(slips.reduce((sum, slip) => sum + slip.super_cents, 0)) },
  };
}

async function leaveLiability(organizationId: number, asOf: string) {
  const [{ data: pays }, directory] = await Promise.all([
    employeePayEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
    readDirectory(organizationId),
  ]);
  const names = new Map(directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const balances = await readBalances(
    organizationId,
    pays.map((pay) => pay.employee_id),
    asOf,
  );
  const rows: Record<string, string>[] = [];
  let total = 0;
  for (const pay of [...pays].sort((a, b) =>
    (names.get(a.employee_id) ?? '').localeCompare(names.get(b.employee_id) ?? ''),
  )) {
    const period = payPeriodOn(pay, asOf);
    if (!period) continue;
    const rate = {
      ...(period.basis === 'hourly' && period.hourly_rate_e4 !== undefined
        ? { hourlyRateE4: period.hourly_rate_e4 }
        : {}),
      ...(period.basis === 'salary' && period.annual_salary_cents !== undefined
        ? { annualSalaryCents: period.annual_salary_cents }
        : {}),
      hoursPerWeekCenti: period.ordinary_hours_per_week,
    };
    for (const { type, figures } of balances.get(pay.employee_id) ?? []) {
      // Paid types with a balance; confidential leave (FDV) is not paid out and never listed.
      if (!type.paid || type.balance === 'none' || type.confidential || figures.balance <= 0) continue;
      const value = leaveValueCents(figures.balance, LEAVE_UNITS_PER_HOUR, rate);
      total += value;
      rows.push({
        employee: names.get(pay.employee_id) ?? `Employee ${pay.employee_id}`,
        leave_type: type.name,
        hours: unitsToHours(figures.balance),
        // As people read a rate ("$32.50", four decimals only when an award rate has them).
        hourly_rate: formatAudRate(hourlyRateE4(rate)),
        value: money(value),
      });
    }
  }
  return {
    columns: [
      col('employee', 'Employee'),
      col('leave_type', 'Leave type'),
      col('hours', 'Hours'),
      col('hourly_rate', 'Hourly rate'),
      col('value', 'Value', true),
    ],
    rows,
    totals: { value: money(total) },
  };
}

export function isReportName(name: string | undefined): name is PayrollReportName {
  return (PAYROLL_REPORTS as readonly string[]).includes(name ?? '');
}

/** One report for the period; the year to date report covers the financial year up to `to`. */
export async function payrollReport(name: string | undefined, query: unknown): Promise<PayrollReport> {
  if (!isReportName(name)) throw VisibleError.notFound('Report');
  const { organization_id: organizationId, from, to } = parseInput(payrollReportQuery, query);
  const start = name === 'ytd' ? financialYearOf(to).start : from;
  const table =
    name === 'leave-liability'
      ? await leaveLiability(organizationId, to)
      : name === 'ytd'
        ? await Promise.all([
            releasedPayslipsBetween(organizationId, start, to),
            broughtInWithNames(organizationId, financialYearOf(to).label),
          ]).then(([slips, broughtIn]) => yearToDate(slips, broughtIn))
        : await releasedPayslipsBetween(organizationId, start, to).then((slips) => {
            if (name === 'pay-run-summary') return payRunSummary(slips);
            if (name === 'payroll-register') return payrollRegister(slips);
            if (name === 'payg-withheld') return paygWithheld(slips);
            return superLiability(slips);
          });
  return { report: name, title: PAYROLL_REPORT_LABELS[name], from: start, to, ...table };
}

/** The report as CSV: its columns' labels, its rows and the totals row. */
export async function payrollReportCsv(report: PayrollReport): Promise<CsvExport> {
  const rows = report.rows.map((row) => report.columns.map((column) => row[column.key] ?? ''));
  if (report.totals) {
    const totals = report.totals;
    rows.push(report.columns.map((column, i) => (i === 0 ? 'Total' : (totals[column.key] ?? ''))));
  }
  return toCsv(
    report.columns.map((column) => column.label),
    rows,
  );
}
