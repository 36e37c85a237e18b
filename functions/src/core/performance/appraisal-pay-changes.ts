import { formatLongDate } from '@wattle/shared/calendar';
import {
  formatAud,
  formatAudRate,
  formatHourlyRate,
  formatMoney,
  parseHourlyRate,
  parseMoney,
} from '@wattle/shared/money';
import {
  type PayChange,
  payChangeDecision,
  payChangeInput,
  payChangesQuery,
  SELF_PAY_APPROVAL_MESSAGE,
} from '@wattle/shared/performance-feedback';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { employeeEntity } from '../employees/employee-entity.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { payPeriodOn, saveEmployeePay, toPeriodJson } from '../payroll/employee-pay.ts';
import { type PayEmployee, payConditionSetsFor, periodMinimum } from '../payroll/employee-pay-conditions.ts';
import { type EmployeePayItem, type EmployeePayPeriod, employeePayEntity } from '../payroll/setup-entities.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type PayChangeItem, payChangeEntity } from './feedback-entities.ts';
import { type PerformanceCaller, performanceCaller, personName, personOf } from './feedback-people.ts';
import { performanceCounter } from './performance-entities.ts';

/**
 * An appraisal's outcome (issue 29 §3): a manager proposes a pay change for a report (an increase
 * or a new rate, from a day, with a reason). It is never applied by the proposer: someone holding
 * payroll edit over the organization with the `pay` field group approves it, and approving applies
 * it through payroll's own path (saveEmployeePay: a new effective-dated period, its history and
 * audit), or declines it. Nobody approves a change they proposed or their own pay.
 */

const WHAT = 'Pay change';
const LIST = 100;

const amountText = (item: Pick<PayChangeItem, 'basis' | 'amount'>) =>
  item.basis === 'salary' ? formatMoney(item.amount) : formatHourlyRate(item.amount);
const payText = (basis: 'salary' | 'hourly', value: number) =>
  basis === 'salary' ? `${formatAud(value)} a year` : `${formatAudRate(value)} an hour`;

/** An hourly period's rate on a day when it names none: the minimum of its pay conditions then. */
type MinimumOf = (item: PayChangeItem, period: EmployeePayPeriod) => number | null;

/**
 * The period in effect on the change's day and the rate it becomes; null without pay on record then.
 * An hourly period with no agreed rate is paid its pay conditions' minimum (an award classification's
 * rate): that is the rate an increase adds to.
 */
function outcome(item: PayChangeItem, pay: EmployeePayItem | null | undefined, minimumOf: MinimumOf) {
  const period = pay ? payPeriodOn(pay, item.effective_from) : null;
  if (!period) return null;
  const current =
    item.basis === 'salary'
      ? period.annual_salary_cents
      : (period.hourly_rate_e4 ?? minimumOf(item, period) ?? undefined);
  if (period.basis !== item.basis || current === undefined)
    return { period, current: null, next: null, minimum: false };
  const next = item.kind === 'increase' ? current + item.amount : item.amount;
  return { period, current, next, minimum: item.basis === 'hourly' && period.hourly_rate_e4 === undefined };
}

/**
 * How `minimumOf` finds the minimum of the hourly periods in effect on the changes' days that name no
 * rate: the employees' type and date of birth (one BatchGet of their records) and the pay condition
 * sets named (built in, or the organization's own: one Query), as pay setup shows the minimum.
 */
async function minimumsFor(
  organizationId: number,
  changes: readonly { item: PayChangeItem; pay: EmployeePayItem | null | undefined }[],
): Promise<MinimumOf> {
  const onMinimum = changes.flatMap(({ item, pay }) => {
    const period = pay ? payPeriodOn(pay, item.effective_from) : null;
    return period && item.basis === 'hourly' && period.basis === 'hourly' && period.hourly_rate_e4 === undefined
      ? [{ item, period }]
      : [];
  });
  if (onMinimum.length === 0) return () => null;
  const ids = [...new Set(onMinimum.map(({ item }) => item.employee_id))];
  const [records, sets] = await Promise.all([
    employeeEntity()
      .get(ids.map((employee_id) => ({ organization_id: organizationId, employee_id })))
      .go({ attributes: ['organization_id', 'employee_id', 'employment_type', 'date_of_birth'] }),
    payConditionSetsFor(
      organizationId,
      onMinimum.map(({ period }) => period),
    ),
  ]);
  const employees = new Map<number, PayEmployee>(
    records.data.map((record) => [
      record.employee_id,
      { employment_type: record.employment_type, date_of_birth: record.date_of_birth ?? null },
    ]),
  );
  return (item, period) => {
    const employee = employees.get(item.employee_id);
    const minimum = employee ? periodMinimum(period, employee, sets, item.effective_from) : null;
    return minimum ? parseHourlyRate(minimum.hourly_rate) : null;
  };
}

function toPayChange(item: PayChangeItem, pay?: EmployeePayItem | null, minimumOf: MinimumOf = () => null): PayChange {
  const figures = pay === undefined ? null : outcome(item, pay, minimumOf);
  return {
    id: item.pay_change_id,
    ...fieldsOf(item, 'employee_id', 'employee_name', 'basis', 'kind'),
    amount: amountText(item),
    ...fieldsOf(item, 'effective_from', 'reason', 'status', 'proposed_by_name'),
    proposed_at: item.created_at,
    ...fieldsOrNull(item, 'decided_by_name', 'decided_at', 'decision_note'),
    version: item.version,
    current_pay:
      figures?.current != null ? `${payText(item.basis, figures.current)}${figures.minimum ? ' (minimum)' : ''}` : null,
    new_pay: figures?.next != null ? payText(item.basis, figures.next) : null,
  };
}

const audit = (caller: PerformanceCaller, item: PayChangeItem, action: 'create' | 'update', summary: string) =>
  auditPut({
    organizationId: caller.organizationId,
    module: 'performance',
    action,
    record: { type: 'pay_change', id: item.pay_change_id, label: item.employee_name },
    summary,
    changes: [],
  });

/** POST /performance/pay-changes: a proposal for someone the caller's performance create reaches. */
export async function proposePayChange(input: unknown): Promise<PayChange> {
  const data = parseInput(payChangeInput, input);
  const caller = await performanceCaller(data.organization_id);
  const person = personOf(caller, data.employee_id);
  if (person.employee_id === caller.employeeId)
    throw VisibleError.validation({ employee_id: ['Propose a pay change for a report, not yourself.'] });
  if (!caller.reaches('create', person.employee_id)) throw VisibleError.notFound('Employee');
  const amount = data.basis === 'salary' ? parseMoney(data.amount) : parseHourlyRate(data.amount);
  const now = new Date().toISOString();
  const item: PayChangeItem = {
    organization_id: caller.organizationId,
    pay_change_id: await nextId(performanceCounter(), 'pay_change'),
    employee_id: person.employee_id,
    employee_name: personName(person),
    basis: data.basis,
    kind: data.kind,
    amount: amount as number,
    effective_from: data.effective_from,
    reason: data.reason,
    status: 'proposed',
    proposed_by_user_id: caller.userId,
    ...(caller.employeeId !== undefined ? { proposed_by_employee_id: caller.employeeId } : {}),
    proposed_by_name: caller.name,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await transactWrite([
    committed(payChangeEntity().create(item)),
    audit(
      caller,
      item,
      'create',
      `Proposed a pay change for ${item.employee_name} from ${formatLongDate(item.effective_from)}`,
    ),
  ]);
  return toPayChange(item);
}

async function byStatus(organizationId: number, status: PayChangeItem['status']) {
  const { data } = await payChangeEntity()
    .query.byStatus({ organization_id: organizationId, status })
    .go({ order: 'desc', limit: LIST });
  return data;
}

/** GET /performance/pay-changes: the proposals about people the caller's performance view reaches (no pay figures). */
export async function listPayChanges(query: unknown): Promise<PayChange[]> {
  const data = parseInput(payChangesQuery, query);
  const caller = await performanceCaller(data.organization_id);
  const items = await byStatus(caller.organizationId, data.status);
  return items
    .filter((item) => item.proposed_by_user_id === caller.userId || caller.reaches('view', item.employee_id))
    .map((item) => toPayChange(item));
}

/** GET /performance/pay-changes/approvals: payroll's list, with the pay in effect and what it becomes (one BatchGet). */
export async function listPayChangeApprovals(query: unknown): Promise<PayChange[]> {
  const data = parseInput(payChangesQuery, query);
  const items = await byStatus(data.organization_id, data.status);
  const ids = [...new Set(items.map((item) => item.employee_id))];
  const pays =
    ids.length > 0
      ? (
          await employeePayEntity()
            .get(ids.map((employee_id) => ({ organization_id: data.organization_id, employee_id })))
            .go()
        ).data
      : [];
  const payOf = new Map(pays.map((pay) => [pay.employee_id, pay]));
  const minimumOf = await minimumsFor(
    data.organization_id,
    items.map((item) => ({ item, pay: payOf.get(item.employee_id) })),
  );
  return items.map((item) => toPayChange(item, payOf.get(item.employee_id) ?? null, minimumOf));
}

async function readProposal(caller: PerformanceCaller, payChangeId: number, version: number | undefined) {
  const { data } = await payChangeEntity()
    .get({ organization_id: caller.organizationId, pay_change_id: payChangeId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(WHAT);
  if (data.status !== 'proposed') throw VisibleError.conflict(`This pay change was ${data.status} already.`);
  checkVersion(version, data.version);
  if (data.proposed_by_user_id === caller.userId || data.employee_id === caller.employeeId)
    throw new VisibleError('forbidden', SELF_PAY_APPROVAL_MESSAGE);
  return data;
}

async function decide(
  caller: PerformanceCaller,
  item: PayChangeItem,
  status: 'approved' | 'declined',
  note: string | null,
) {
  const now = new Date().toISOString();
  const next: PayChangeItem = {
    ...item,
    status,
    decided_by_user_id: caller.userId,
    decided_by_name: caller.name,
    decided_at: now,
    ...(note ? { decision_note: note } : {}),
    version: item.version + 1,
    updated_at: now,
  };
  const verb = status === 'approved' ? 'Approved' : 'Declined';
  const result = await transactWrite([
    committed(
      payChangeEntity()
        .put(next)
        .where(({ version }, { eq }) => eq(version, item.version)),
    ),
    audit(caller, item, 'update', `${verb} the pay change proposed for ${item.employee_name}`),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return next;
}

/** The payroll input that applies `item` on top of the period in effect on its day. */
function payInput(item: PayChangeItem, pay: EmployeePayItem, period: EmployeePayPeriod, next: number) {
  const json = toPeriodJson(period);
  return {
    ...json,
    effective_from: item.effective_from,
    ordinary_hours_per_week: period.ordinary_hours_per_week === 0 ? null : json.ordinary_hours_per_week,
    annual_salary: item.basis === 'salary' ? formatMoney(next) : null,
    hourly_rate: item.basis === 'hourly' ? formatHourlyRate(next) : json.hourly_rate,
    super_fund: { abn: json.super_fund.abn },
    version: pay.version,
  };
}

/** A decision's input, the caller, and the proposal they decide (at the version they saw). */
async function decisionOn(organizationId: number, payChangeId: number, input: unknown) {
  const data = parseInput(payChangeDecision, input);
  const caller = await performanceCaller(organizationId);
  return { data, caller, item: await readProposal(caller, payChangeId, data.version) };
}

/** POST /performance/pay-changes/{id}/approve: applied as payroll's effective-dated pay change. */
export async function approvePayChange(
  organizationId: number,
  payChangeId: number,
  input: unknown,
): Promise<PayChange> {
  const { data, caller, item } = await decisionOn(organizationId, payChangeId, input);
  const { data: pay } = await employeePayEntity()
    .get({ organization_id: organizationId, employee_id: item.employee_id })
    .go({ consistent: true });
  const figures = outcome(item, pay, await minimumsFor(organizationId, [{ item, pay }]));
  if (!pay || !figures)
    throw VisibleError.validation({
      effective_from: [
        `${item.employee_name} has no pay on record on ${formatLongDate(item.effective_from)}: set their pay first.`,
      ],
    });
  if (figures.next === null)
    throw VisibleError.validation({
      basis: [`${item.employee_name} is not paid ${item.basis === 'salary' ? 'a salary' : 'hourly'} on that day.`],
    });
  const decided = await decide(caller, item, 'approved', data.note);
  try {
    await saveEmployeePay(item.employee_id, payInput(item, pay, figures.period, figures.next));
  } catch (error) {
    // The pay was not changed: the proposal waits again.
    await payChangeEntity()
      .put({ ...item, version: decided.version + 1, updated_at: new Date().toISOString() })
      .go();
    throw error;
  }
  return toPayChange(decided);
}

/** POST /performance/pay-changes/{id}/decline. */
export async function declinePayChange(
  organizationId: number,
  payChangeId: number,
  input: unknown,
): Promise<PayChange> {
  const { data, caller, item } = await decisionOn(organizationId, payChangeId, input);
  return toPayChange(await decide(caller, item, 'declined', data.note));
}
