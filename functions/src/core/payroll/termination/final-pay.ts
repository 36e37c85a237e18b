import { STP_CESSATION_CODES } from '@wattle/shared/employee-lifecycle';
import { type FinalPay, type FinalPayFigure, finalPayInput } from '@wattle/shared/final-pay';
import {
  formatHourlyRate,
  formatMoney,
  formatRate,
  hoursTimesRate,
  parseHours,
  parseMoney,
  parseRate,
} from '@wattle/shared/money';
import { PAY_LINE_KIND_LABELS, TERMINATION_ITEM_KINDS } from '@wattle/shared/payroll-constants';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../../access/permissions.ts';
import { auditPut } from '../../audit/audit.ts';
import { nextId } from '../../db/counter-entity.ts';
import { committed, transactWrite } from '../../db/transactions.ts';
import type { EmployeeItem } from '../../employees/employee-entity.ts';
import { readEmployee } from '../../employees/employee-links.ts';
import { exitEntity } from '../../employees/exit-entities.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../../error.ts';
import { readBalances } from '../../leave/ledger.ts';
import { requireMembership } from '../../tenancy/memberships.ts';
import { parseInput } from '../../validation.ts';
import { payPeriodOn } from '../employee-pay.ts';
import { deletePayItem, toPayItem } from '../pay-items.ts';
import { ordinaryRateE4 } from '../pay-proration.ts';
import { payslipEntity } from '../pay-run-entities.ts';
import { termsOf } from '../pay-run-inputs.ts';
import { isReleased } from '../pay-run-views.ts';
import { payrollCounter, payrollLocator } from '../payroll-ids.ts';
import { employeePayEntity, type PayItemRecord, payItemEntity } from '../setup-entities.ts';
import { type FinalPayContext, planFinalPay } from './final-pay-lines.ts';
import { completedYears, nesNoticeWeeks, nesRedundancyWeeks, SMALL_BUSINESS_EMPLOYEES } from './nes-termination.ts';
import { type SourcedFigure, terminationYearOf, WHOLE_OF_INCOME_CAP } from './termination-figures.ts';

/**
 * A leaver's final pay (issue 30 §1): GET proposes it from the recorded exit (leave balances on the
 * last working day, NES notice and redundancy weeks, the year's ATO figures); POST sets it up as
 * one-off pay items dated the last working day, so the first pay run paying on or after that day
 * pays them with the employee's last ordinary pay; DELETE removes the items no run has paid.
 */

const TERMINATION_KINDS: ReadonlySet<string> = new Set(TERMINATION_ITEM_KINDS);
const nameOf = (employee: Pick<EmployeeItem, 'first_name' | 'last_name'>) =>
  `${employee.first_name} ${employee.last_name}`;

const figureJson = (figure: SourcedFigure, entered?: number | null): FinalPayFigure => ({
  amount: entered != null ? formatMoney(entered) : figure.cents === null ? null : formatMoney(figure.cents),
  verified: entered != null ? false : figure.verified,
  source_url: figure.source_url,
  note: entered != null ? 'Entered on this final pay.' : figure.note,
});

async function leaverOf(employeeId: number) {
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const employee = await readEmployee(organizationId, employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  const lastDay = employee.last_working_day;
  if (!lastDay || !employee.exit_reason) {
    throw VisibleError.conflict('Record the exit (last working day and reason) before the final pay.');
  }
  const [{ data: pay }, { data: exit }, balances, { data: items }] = await Promise.all([
    employeePayEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true }),
    exitEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true }),
    readBalances(organizationId, [employeeId], lastDay),
    payItemEntity()
      .query.byOrganization({ organization_id: organizationId, employee_id: employeeId })
      .go({ pages: 'all' }),
  ]);
  const period = pay ? payPeriodOn(pay, lastDay) : null;
  if (!period) throw VisibleError.conflict('Set up the employee’s pay on the last working day before the final pay.');
  const rows = balances.get(employeeId) ?? [];
  const annual = rows.find((row) => row.type.code === 'annual');
  const longService = rows.find((row) => row.type.code === 'long_service');
  const loadingPoints =
    period.leave_loading_points ?? (annual ? (parseRate(annual.type.leave_loading_rate ?? '0') ?? 0) : 0);
  return {
    organizationId,
    employee,
    lastDay,
    reason: employee.exit_reason,
    terms: termsOf(period),
    exit,
    annual,
    longService,
    loadingPoints,
    items: items.filter((item) => TERMINATION_KINDS.has(item.kind)),
  };
}

type Leaver = Awaited<ReturnType<typeof leaverOf>>;

function finalPayJson(
  leaver: Leaver,
  items: readonly PayItemRecord[],
  notes: string[],
  entered = {} as Entered,
): FinalPay {
  const { employee, lastDay, terms } = leaver;
  const rate = ordinaryRateE4(terms);
  const year = terminationYearOf(lastDay);
  const years = completedYears(employee.joining_date, lastDay);
  const nesNotice = nesNoticeWeeks(
    employee.joining_date,
    leaver.exit?.notice_given_on ?? lastDay,
    employee.date_of_birth,
  );
  const given = leaver.exit?.notice_weeks ?? null;
  const name = nameOf(employee);
  return {
    employee_id: employee.employee_id,
    employee_name: name,
    last_working_day: lastDay,
    reason: leaver.reason,
    cessation_code: STP_CESSATION_CODES[leaver.reason],
    years_of_service: years,
    hourly_rate: formatHourlyRate(rate),
    weekly_pay: formatMoney(hoursTimesRate(terms.ordinary_hours_per_week, rate)),
    annual_leave: {
      balance_hours: unitsToHours(Math.max(0, leaver.annual?.figures.balance ?? 0)),
      loading_rate: leaver.loadingPoints > 0 ? formatRate(leaver.loadingPoints) : null,
    },
    long_service_leave: leaver.longService
      ? { balance_hours: unitsToHours(Math.max(0, leaver.longService.figures.balance)) }
      : null,
    notice: {
      nes_weeks: nesNotice,
      given_weeks: given,
      suggested_in_lieu_weeks:
        leaver.reason === 'dismissal' || leaver.reason === 'redundancy' ? Math.max(0, nesNotice - (given ?? 0)) : 0,
    },
    redundancy: {
      nes_weeks: nesRedundancyWeeks(years),
      small_business_note: `Redundancy pay under the NES does not apply to a small business employer (fewer than ${SMALL_BUSINESS_EMPLOYEES} employees, counting regular casuals and associated entities' employees: Fair Work Act s 121(1)(b)).`,
    },
    figures: {
      year: year.year,
      etp_cap: figureJson(year.etp_cap, entered.etp_cap),
      redundancy_base: figureJson(year.redundancy_base, entered.redundancy_base),
      redundancy_per_year: figureJson(year.redundancy_per_year, entered.redundancy_per_year),
      whole_of_income_cap: figureJson(WHOLE_OF_INCOME_CAP),
    },
    items: items.map((item) => toPayItem(item, name)),
    notes,
  };
}

interface Entered {
  etp_cap?: number | null;
  redundancy_base?: number | null;
  redundancy_per_year?: number | null;
}

/** GET /employees/{id}/final-pay. */
export async function getFinalPay(employeeId: number): Promise<FinalPay> {
  const leaver = await leaverOf(employeeId);
  return finalPayJson(leaver, leaver.items, []);
}

/** Taxable payments of the income year so far: the employee's released payslips (one Query). */
async function taxableToDate(organizationId: number, employeeId: number, yearStart: string): Promise<number> {
  const { data } = await payslipEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
    .gte({ pay_date: yearStart })
    .go({ pages: 'all', attributes: ['pay_date', 'status', 'gross_cents'] });
  return data
    .filter((slip) => slip.pay_date >= yearStart && isReleased(slip.status))
    .reduce((sum, slip) => sum + (slip.gross_cents ?? 0), 0);
}

/** POST /employees/{id}/final-pay: the final pay's items, all in one transaction with their audit. */
export async function setUpFinalPay(employeeId: number, input: unknown): Promise<FinalPay> {
  const data = parseInput(finalPayInput, input);
  const leaver = await leaverOf(employeeId);
  if (leaver.items.some((item) => item.paid_in_run_id === undefined)) {
    throw VisibleError.conflict('A final pay is already set up and not yet paid: remove it to set it up again.');
  }
  const { organizationId, employee, lastDay, terms } = leaver;
  const year = terminationYearOf(lastDay);
  const entered = {
    etp_cap: data.etp_cap ? parseMoney(data.etp_cap) : null,
    redundancy_base: data.redundancy_base ? parseMoney(data.redundancy_base) : null,
    redundancy_per_year: data.redundancy_per_year ? parseMoney(data.redundancy_per_year) : null,
  };
  const context: FinalPayContext = {
    reason: leaver.reason,
    last_working_day: lastDay,
    date_of_birth: employee.date_of_birth,
    tfn_provided: terms.tfn_provided,
    residency: terms.residency,
    hourly_rate_e4: ordinaryRateE4(terms),
    ordinary_hours_per_week: terms.ordinary_hours_per_week,
    loading_points: leaver.loadingPoints,
    years_of_service: completedYears(employee.joining_date, lastDay),
    etp_cap_cents: entered.etp_cap ?? year.etp_cap.cents,
    redundancy_base_cents: entered.redundancy_base ?? year.redundancy_base.cents,
    redundancy_per_year_cents: entered.redundancy_per_year ?? year.redundancy_per_year.cents,
    taxable_to_date_cents: await taxableToDate(organizationId, employeeId, `${year.year.slice(0, 4)}-07-01`),
  };
  const plan = planFinalPay(context, {
    annual_leave_hours: parseHours(data.annual_leave_hours) ?? 0,
    long_service_leave_hours: parseHours(data.long_service_leave_hours) ?? 0,
    notice_in_lieu_weeks: data.notice_in_lieu_weeks,
    redundancy_weeks: data.redundancy_weeks,
    genuine_redundancy: data.genuine_redundancy,
    invalidity: data.invalidity,
    other_etp_cents: data.other_etp_amount ? (parseMoney(data.other_etp_amount) ?? 0) : 0,
    other_etp_description: data.other_etp_description || null,
    death_benefit_to: data.death_benefit_to ?? null,
  });
  if (!plan.ok) throw VisibleError.validation(plan.errors);
  if (plan.lines.length === 0)
    throw VisibleError.validation({ annual_leave_hours: ['The final pay has nothing to pay.'] });

  const now = new Date().toISOString();
  const records: PayItemRecord[] = [];
  for (const line of plan.lines) {
    records.push({
      organization_id: organizationId,
      employee_id: employeeId,
      pay_item_id: await nextId(payrollCounter(), 'pay_item'),
      kind: line.kind,
      description: line.description,
      amount_cents: line.amount_cents,
      ...(line.hours !== undefined ? { hours: line.hours, hourly_rate_e4: line.hourly_rate_e4 } : {}),
      ...(line.leave_code ? { leave_code: line.leave_code } : {}),
      termination_code: line.termination_code,
      withheld_cents: line.withheld_cents,
      recurring: false,
      start_date: lastDay,
      version: 1,
      created_at: now,
      updated_at: now,
    });
  }
  const name = nameOf(employee);
  const result = await transactWrite([
    ...records.flatMap((record) => [
      committed(payItemEntity().create(record)),
      committed(
        payrollLocator().create({
          kind: 'pay_item',
          id: record.pay_item_id,
          organization_id: organizationId,
          parent_id: employeeId,
        }),
      ),
    ]),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'pay_item', id: records[0]?.pay_item_id ?? employeeId, label: `${name}: final pay` },
      summary: `Set up the final pay of ${name}: ${records
        .map(
          (record) =>
            `${PAY_LINE_KIND_LABELS[record.kind]} ${formatMoney(record.amount_cents ?? 0)} (${record.termination_code})`,
        )
        .join('; ')}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return finalPayJson(leaver, [...leaver.items, ...records], plan.notes, entered);
}

/** DELETE /employees/{id}/final-pay: the final pay's items no run has paid. */
export async function removeFinalPay(employeeId: number): Promise<void> {
  const leaver = await leaverOf(employeeId);
  const unpaid = leaver.items.filter((item) => item.paid_in_run_id === undefined);
  if (unpaid.length === 0) throw VisibleError.notFound('Final pay');
  for (const item of unpaid) await deletePayItem(employeeId, item.pay_item_id);
}
