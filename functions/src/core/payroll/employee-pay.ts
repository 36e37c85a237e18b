import { formatLongDate, todayIn } from '@wattle/shared/calendar';
import { formatHours, parseHours } from '@wattle/shared/money';
import { maskValue } from '@wattle/shared/payroll';
import {
  type EmployeePay,
  type EmployeePayPeriodJson,
  type EmployeePaySummary,
  employeePayInput,
  NO_FUND_ON_RECORD_MESSAGE,
  type PayrollSetupPage,
  type SuperFundOnRecord,
} from '@wattle/shared/payroll-setup';
import { FULL_TIME_HOURS_PER_WEEK, periodOn } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut, diffFields } from '../audit/audit.ts';
import { pageOf } from '../db/paging.ts';
import { committed, rawItem, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { type EmployeeItem, employeeEntity } from '../employees/employee-entity.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { seesPayrollIdentifiers } from '../employees/employee-scope.ts';
import { showDay } from '../employees/exits.ts';
import { newHistoryEvent } from '../employees/history.ts';
import { historyEventEntity } from '../employees/history-entity.ts';
import { openPayrollField } from '../employees/payroll.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { checkPayConditions, type PayEmployee, payConditionSetsFor, periodMinimum } from './employee-pay-conditions.ts';
import { periodOf, toPeriodJson } from './employee-pay-period.ts';
import {
  type EmployeePayItem,
  type EmployeePayPeriod,
  employeePayEntity,
  payScheduleEntity,
} from './setup-entities.ts';

/**
 * An employee's effective-dated pay (issue 17 §1): basis and rate, ordinary hours, pay schedule,
 * tax declaration, super fund and salary sacrifice. Every period lives on one item per employee
 * (`pay#<employee>`), so a pay run reads the whole organization's in one Query. A PUT with a new
 * effective date adds a period; the same effective date replaces that period.
 */

export { toPeriodJson };

/** The pay period in effect on `day` (YYYY-MM-DD): the last one starting on or before it; null before the first. */
export function payPeriodOn(pay: Pick<EmployeePayItem, 'periods'>, day: string): EmployeePayPeriod | null {
  return periodOn(pay.periods, day) ?? null;
}

/** Every employee's pay item of the organization: one Query (all its pages). */
export async function listEmployeePay(organizationId: number): Promise<EmployeePayItem[]> {
  const { data } = await employeePayEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all' });
  return data;
}

async function readPay(organizationId: number, employeeId: number): Promise<EmployeePayItem | null> {
  return (
    await employeePayEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true })
  ).data;
}

function scheduleKey(organizationId: number, scheduleId: number) {
  const params = payScheduleEntity().get({ organization_id: organizationId, pay_schedule_id: scheduleId }).params() as {
    TableName: string;
    Key: Record<string, string>;
  };
  return { TableName: params.TableName, Key: params.Key };
}

const nameOf = (employee: Pick<EmployeeItem, 'first_name' | 'last_name'>) =>
  `${employee.first_name} ${employee.last_name}`;

/**
 * The employee the route names. The access layer checked, before the handler, that the caller's
 * scope reaches them (404 otherwise) and that they hold the `pay` field group unless it is their
 * own record (403 otherwise): the route's `reach` and `fieldsUnlessOwn`.
 */
async function reachableEmployee(employeeId: number): Promise<EmployeeItem> {
  const organizationId = organizationAccess().id;
  const employee = await readEmployee(organizationId, employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  return employee;
}

function workPatternHours(employee: EmployeeItem, day: string): string {
  const periods = (employee as { work_pattern_periods?: { effective_from: string; ordinary_hours_per_week: string }[] })
    .work_pattern_periods;
  const hours = periods ? periodOn(periods, day)?.ordinary_hours_per_week : undefined;
  const parsed = parseHours(hours ?? FULL_TIME_HOURS_PER_WEEK);
  return formatHours(parsed ?? 3800);
}

/**
 * The fund on the employee's record, as pay setup shows it (super-fund.ts): the member number masked,
 * and only to those who see payroll identifiers (or the employee themself).
 */
async function recordFund(employee: EmployeeItem): Promise<SuperFundOnRecord | null> {
  const name = employee.superannuation_fund_name?.trim();
  if (!name) return null;
  const member = seesPayrollIdentifiers(employee.employee_id)
    ? maskValue(await openPayrollField(employee, 'superannuation_member_number'))
    : null;
  return { name, usi: employee.superannuation_fund_usi ?? null, member_number: member };
}

async function toEmployeePay(employee: EmployeeItem, pay: EmployeePayItem | null, today: string): Promise<EmployeePay> {
  const current = pay ? payPeriodOn(pay, today) : null;
  const sets = await payConditionSetsFor(employee.organization_id, pay?.periods ?? []);
  const json = (period: EmployeePayPeriod) => toPeriodJson(period, periodMinimum(period, employee, sets, today));
  return {
    super_fund_on_record: await recordFund(employee),
    organization_id: employee.organization_id,
    employee_id: employee.employee_id,
    employee_name: nameOf(employee),
    current: current ? json(current) : null,
    periods: (pay?.periods ?? []).map(json),
    version: pay?.version ?? null,
    work_pattern_hours: workPatternHours(employee, today),
    employment_type: employee.employment_type,
    date_of_birth: employee.date_of_birth ?? null,
  };
}

/** GET /employees/{id}/pay. */
export async function getEmployeePay(employeeId: number): Promise<EmployeePay> {
  const employee = await reachableEmployee(employeeId);
  const organizationId = employee.organization_id;
  const today = todayIn(organizationTimezone(organizationId));
  return await toEmployeePay(employee, await readPay(organizationId, employeeId), today);
}

const PAY_LABELS: Record<string, string> = {
  basis: 'Pay basis',
  annual_salary: 'Annual salary',
  hourly_rate: 'Hourly rate',
  ordinary_hours_per_week: 'Ordinary hours a week',
  pay_schedule_id: 'Pay schedule',
  tfn_provided: 'TFN provided',
  residency: 'Residency for tax',
  tax_free_threshold: 'Tax-free threshold claimed',
  medicare_levy_exemption: 'Medicare levy exemption',
  study_loan: 'Study and training loan',
  tax_offsets: 'Tax offsets claimed a year',
  medicare_levy_spouse: 'Medicare levy adjustment: spouse',
  medicare_levy_children: 'Medicare levy adjustment: dependent children',
  income_type: 'STP income type',
  income_country: 'Income type country',
  super_fund: 'Super fund',
  super_rate: 'Super rate',
  leave_loading_rate: 'Annual leave loading',
  salary_sacrifice_super: 'Salary sacrifice to super',
  pay_condition_set_id: 'Pay conditions',
  classification: 'Classification',
  apprentice_year: 'Apprentice year',
};

const auditable = (period: EmployeePayPeriodJson | undefined) =>
  period
    ? {
        ...period,
        minimum_rate: undefined,
        super_fund: [period.super_fund.name, period.super_fund.member_number, period.super_fund.abn]
          .filter(Boolean)
          .join(', '),
      }
    : null;

/**
 * PUT /employees/{id}/pay: one effective-dated period. Award-free, an hourly rate may not be below
 * the national minimum wage in force on the effective date (with the 25% casual loading for a
 * casual); under pay conditions, not below the set's minimum for the employee
 * (employee-pay-conditions.ts). The schedule must be the organization's.
 */
export async function putEmployeePay(employeeId: number, input: unknown): Promise<EmployeePay> {
  const { employee, item } = await saveEmployeePay(employeeId, input);
  return await toEmployeePay(employee, item, todayIn(organizationTimezone(employee.organization_id)));
}

/**
 * putEmployeePay's write, without the answer: what an appraisal's approved pay change applies
 * (performance/appraisal-pay-changes.ts). The answer opens the member number on the record, which
 * needs the field key; the performance function has none (its manifest), and needs no answer.
 */
export async function saveEmployeePay(
  employeeId: number,
  input: unknown,
): Promise<{ employee: EmployeeItem; item: EmployeePayItem }> {
  const data = parseInput(employeePayInput, input);
  const access = organizationAccess();
  const organizationId = access.id;
  requireMembership(organizationId);
  const [employee, schedule, current] = await Promise.all([
    readEmployee(organizationId, employeeId),
    payScheduleEntity()
      .get({ organization_id: organizationId, pay_schedule_id: data.pay_schedule_id })
      .go({ consistent: true }),
    readPay(organizationId, employeeId),
  ]);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  // The fund is typed once, on the employee's record; pay setup keeps no copy (super-fund.ts).
  if (!employee.superannuation_fund_name?.trim())
    throw VisibleError.validation({ super_fund: [NO_FUND_ON_RECORD_MESSAGE] });
  if (!schedule.data)
    throw VisibleError.validation({ pay_schedule_id: ['Choose one of the organization’s pay schedules.'] });
  if (current) checkVersion(data.version, current.version);
  else if (data.version !== undefined) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  // Ordinary hours, the rate and the pay conditions, checked against the employee's record.
  const terms = await checkPayConditions(organizationId, data, employee);
  const period = periodOf(data, terms);
  const replaced = current?.periods.find((entry) => entry.effective_from === data.effective_from);
  const before = replaced ?? (current ? payPeriodOn(current, data.effective_from) : null);
  const periods = [
    ...(current?.periods ?? []).filter((entry) => entry.effective_from !== data.effective_from),
    period,
  ].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  const item: EmployeePayItem = {
    organization_id: organizationId,
    employee_id: employeeId,
    periods,
    version: (current?.version ?? 0) + 1,
    updated_at: new Date().toISOString(),
  };
  const write = current
    ? employeePayEntity()
        .put(item)
        .where(({ version }, { eq }) => eq(version, current.version))
    : employeePayEntity().create(item);
  const name = nameOf(employee);
  const changes = diffFields(
    auditable(before ? toPeriodJson(before) : undefined),
    auditable(toPeriodJson(period)),
    PAY_LABELS,
  );
  // The employee's own history says pay changed and what changed, never the figures: whoever may
  // read the history (a manager) may not see pay; the payroll audit event keeps them.
  const history = newHistoryEvent(
    employee,
    'Salary Update',
    `${replaced ? 'Changed' : 'Set'} pay from ${showDay(data.effective_from)}${
      before && changes.length > 0 ? `: ${changes.map((change) => change.label).join(', ')}` : ''
    }`,
    before ? changes.map((change) => ({ field: change.field, label: change.label, before: null, after: null })) : [],
  );
  const result = await transactWrite([
    committed(historyEventEntity().create(history)),
    committed(write),
    // The schedule is still there when the pay naming it is written (a delete checks for users first).
    rawItem({
      ConditionCheck: {
        ...scheduleKey(organizationId, data.pay_schedule_id),
        ConditionExpression: 'attribute_exists(pk)',
      },
    }),
    auditPut({
      organizationId,
      module: 'payroll',
      action: current ? 'update' : 'create',
      record: { type: 'employee_pay', id: employeeId, label: name },
      summary: `${replaced ? 'Changed' : 'Set'} ${name}'s pay from ${formatLongDate(data.effective_from)}`,
      changes,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return { employee, item };
}

/** What the list reads of the page's records: the fund, and for the minimum rate the employment type and date of birth. */
async function recordFacts(organizationId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, RecordFacts>();
  const { data } = await employeeEntity()
    .get(ids.map((employee_id) => ({ organization_id: organizationId, employee_id })))
    .go({
      attributes: ['organization_id', 'employee_id', 'superannuation_fund_name', 'employment_type', 'date_of_birth'],
    });
  return new Map<number, RecordFacts>(
    data.map((record) => [
      record.employee_id,
      {
        fund: record.superannuation_fund_name?.trim() || null,
        employment_type: record.employment_type,
        date_of_birth: record.date_of_birth ?? null,
      },
    ]),
  );
}
interface RecordFacts extends PayEmployee {
  fund: string | null;
}

/**
 * GET /payroll/employee-pay: every employee of the directory (not trashed) with their pay in effect
 * today and any period starting later, and the fund pay runs pay: one Query of pay items, the
 * directory's one BatchGet and one BatchGet of the page's records (their funds).
 */
export async function listEmployeePaySummaries(query: {
  organization_id: number;
  search?: string | undefined;
  cursor?: string | undefined;
  per_page: number;
}): Promise<PayrollSetupPage<EmployeePaySummary>> {
  const organizationId = query.organization_id;
  requireMembership(organizationId);
  const [directory, pays] = await Promise.all([readDirectory(organizationId), listEmployeePay(organizationId)]);
  const byEmployee = new Map(pays.map((pay) => [pay.employee_id, pay]));
  const today = todayIn(organizationTimezone(organizationId));
  const search = query.search?.toLowerCase() ?? '';
  const matches = directory.filter(
    (entry) =>
      !entry.trashed_at &&
      (!search ||
        `${entry.first_name} ${entry.last_name}`.toLowerCase().includes(search) ||
        entry.employee_code.toLowerCase().includes(search)),
  );
  const scope = ['employee pay', organizationId, search, query.per_page];
  const { page, nextCursor } = pageOf(matches, scope, query.cursor, query.per_page);
  // The page's funds (and what the minimum rate needs), from the employees' records: one BatchGet
  // (the directory carries no fund); the organization's own pay condition sets: one Query, if named.
  const facts = await recordFacts(
    organizationId,
    page.map((entry) => entry.employee_id),
  );
  const shown = page.flatMap((entry) => byEmployee.get(entry.employee_id)?.periods ?? []);
  const sets = await payConditionSetsFor(organizationId, shown);
  const data = page.map((entry) => {
    const pay = byEmployee.get(entry.employee_id);
    const current = pay ? payPeriodOn(pay, today) : null;
    const upcoming = pay?.periods.find((period) => period.effective_from > today);
    const record = facts.get(entry.employee_id);
    const json = (period: EmployeePayPeriod) =>
      toPeriodJson(period, record ? periodMinimum(period, record, sets, today) : null);
    return {
      employee_id: entry.employee_id,
      employee_name: `${entry.first_name} ${entry.last_name}`,
      employee_code: entry.employee_code,
      status: entry.status,
      current: current ? json(current) : null,
      upcoming: upcoming ? json(upcoming) : null,
      super_fund_name: record?.fund ?? current?.super_fund_name ?? null,
      version: pay?.version ?? null,
    };
  });
  return { data, next_cursor: nextCursor, per_page: query.per_page };
}
