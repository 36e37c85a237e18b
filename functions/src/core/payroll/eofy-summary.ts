import { formatAud, formatMoney } from '@wattle/shared/money';
import { type EofyEmployee, type EofySummary, eofyQuery, financialYearDays } from '@wattle/shared/stp-events';
import { parseInput } from '../validation.ts';
import { payPeriodOn } from './employee-pay.ts';
import { readPayeesOf } from './run-people.ts';
import type { StpEventItem } from './stp-event-entities.ts';
import { stpEventsOfYear } from './stp-event-entities.ts';
import type { StpAmounts } from './stp-mapping.ts';
import { yearReportsQualifyingEarnings } from './stp-qualifying-earnings.ts';
import { type EmployeeYearToDate, stpYearToDate } from './stp-year-to-date.ts';

const sum = (bucket: Record<string, number>) => Object.values(bucket).reduce((total, cents) => total + cents, 0);

/** The categories the screen shows and checks, by name. */
function categories(amounts: StpAmounts): Record<string, number> {
  return {
    Gross: amounts.gross,
    'Paid leave': sum(amounts.paidLeave),
    Allowances: sum(amounts.allowances),
    Overtime: amounts.overtime,
    'Bonuses and commissions': amounts.bonusesAndCommissions,
    'Lump Sum E': sum(amounts.lumpSumE),
    'Salary sacrifice': sum(amounts.salarySacrifice),
    'PAYG withholding': amounts.withholding,
    'Super liability': amounts.superLiability,
  };
}

/**
 * Each employee's finalisation from the year's events in order: the last finalisation declaration or
 * removal naming them that the ATO has not rejected says whether they are finalised.
 */
export function finalisationsOf(events: readonly StpEventItem[]) {
  const latest = new Map<number, StpEventItem>();
  for (const event of events) {
    if (event.kind !== 'finalisation' && event.kind !== 'finalisation_removal') continue;
    if (event.state === 'rejected') continue;
    for (const employeeId of event.employee_ids) latest.set(employeeId, event);
  }
  return latest;
}

/** What stops an employee's finalisation: no TFN declaration, or a negative year-to-date amount. */
export function eofyProblems(
  person: EmployeeYearToDate,
  declared: { tfn_provided: boolean } | null,
  hasTfnOnRecord: boolean,
): string[] {
  const problems: string[] = [];
  if (!declared) problems.push('No tax declaration in the pay setup.');
  else if (!declared.tfn_provided) problems.push('No TFN declaration: the pay setup says no TFN was provided.');
  else if (!hasTfnOnRecord)
    problems.push('The TFN declaration says a TFN was provided, but none is on the employee record.');
  for (const [name, cents] of Object.entries(categories(person.amounts))) {
    if (cents < 0) problems.push(`Negative year to date: ${name} ${formatAud(cents)}.`);
  }
  return problems;
}

/**
 * The year and its people (stpYearToDate: every released payslip of the financial year), with what
 * must be fixed before each can be finalised and whether each is. Reads: one Query of the year's
 * payslips, one BatchGet of the employees and their pay setups, one Query of the year's events.
 */
export async function readEofy(organizationId: number, financialYear: string) {
  const days = financialYearDays(financialYear);
  const [toDate, events] = await Promise.all([
    stpYearToDate(organizationId, days),
    stpEventsOfYear(organizationId, financialYear),
  ]);
  const people = [...toDate.values()];
  const payees = await readPayeesOf(
    organizationId,
    people.map((person) => person.employee_id),
  );
  const finalisations = finalisationsOf(events);
  const problems = new Map<number, string[]>();
  for (const person of people) {
    const employee = payees.employees.get(person.employee_id);
    const pay = payees.pay.get(person.employee_id);
    const declaration = pay ? (payPeriodOn(pay, days.end) ?? pay.periods.at(-1) ?? null) : null;
    problems.set(person.employee_id, eofyProblems(person, declaration, Boolean(employee?.tax_file_number)));
  }
  return { days, people, payees, events, finalisations, problems };
}

/** GET /payroll/eofy?organization_id=&financial_year=: the "Finalise the year" screen. */
export async function eofySummary(query: unknown): Promise<EofySummary> {
  const { organization_id: organizationId, financial_year: financialYear } = parseInput(eofyQuery, query);
  const { days, people, payees, finalisations, problems } = await readEofy(organizationId, financialYear);
  const withQe = yearReportsQualifyingEarnings(days.start);
  const employees: EofyEmployee[] = people
    .map((person) => {
      const amounts = person.amounts;
      const employee = payees.employees.get(person.employee_id);
      const finalisation = finalisations.get(person.employee_id);
      return {
        employee_id: person.employee_id,
        employee_name: person.employee_name,
        employee_code: employee?.employee_code || null,
        payslips: person.payslips,
        gross: formatMoney(amounts.gross),
        paid_leave: formatMoney(sum(amounts.paidLeave)),
        allowances: formatMoney(sum(amounts.allowances)),
        overtime: formatMoney(amounts.overtime),
        bonuses_and_commissions: formatMoney(amounts.bonusesAndCommissions),
        lump_sum_e: formatMoney(sum(amounts.lumpSumE)),
        salary_sacrifice: formatMoney(sum(amounts.salarySacrifice)),
        withholding: formatMoney(amounts.withholding),
        super_liability: formatMoney(amounts.superLiability),
        ordinary_time_earnings: formatMoney(amounts.ordinaryTimeEarnings),
        qualifying_earnings: withQe ? formatMoney(amounts.qualifyingEarnings) : null,
        problems: problems.get(person.employee_id) ?? [],
        finalised: finalisation?.kind === 'finalisation',
        finalisation_state: finalisation?.state ?? null,
        finalisation_event_id: finalisation?.stp_event_id ?? null,
      };
    })
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_id - b.employee_id);
  const total = (pick: (amounts: StpAmounts) => number) =>
    formatMoney(people.reduce((cents, person) => cents + pick(person.amounts), 0));
  return {
    financial_year: financialYear,
    start: days.start,
    end: days.end,
    employees,
    totals: {
      employees: employees.length,
      payslips: people.reduce((count, person) => count + person.payslips, 0),
      gross: total((amounts) => amounts.gross),
      withholding: total((amounts) => amounts.withholding),
    },
    problems: employees.filter((employee) => employee.problems.length > 0).length,
    finalised: employees.filter((employee) => employee.finalised).length,
  };
}
