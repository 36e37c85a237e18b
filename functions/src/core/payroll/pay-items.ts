import {
  formatHourlyRate,
  formatHours,
  formatMoney,
  parseHourlyRate,
  parseHours,
  parseMoney,
} from '@wattle/shared/money';
import { type PayItem, payItemInput } from '@wattle/shared/pay-items';
import { PAY_LINE_KIND_LABELS, type PayItemKind } from '@wattle/shared/payroll-constants';
import type { PayrollSetupPage } from '@wattle/shared/payroll-setup';
import type * as z from 'zod';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut, diffFields } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { pageOf } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import type { EmployeeItem } from '../employees/employee-entity.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { schedule5Of } from './additional-payments.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { type PayItemRecord, payItemEntity } from './setup-entities.ts';

/**
 * Pay items (issue 17 §1): an employee's recurring (every run from a start date, to an optional end)
 * or one-off (the first run paying on or after its date) earnings and deductions: overtime,
 * allowances with their STP type, bonus, commission, back pay, salary sacrifice, post-tax
 * deductions with their payee, reimbursements. A one-off item a finalised run paid is history:
 * it can no longer change.
 */

export const toPayItem = (item: PayItemRecord, employeeName: string): PayItem => ({
  id: item.pay_item_id,
  organization_id: item.organization_id,
  employee_id: item.employee_id,
  employee_name: employeeName,
  kind: item.kind,
  ...(item.termination_code ? { termination_code: item.termination_code } : {}),
  schedule5_method: item.schedule5_method ?? null,
  schedule5_periods: item.schedule5_periods ?? null,
  accrued_from: item.accrued_from ?? null,
  accrued_to: item.accrued_to ?? null,
  description: item.description,
  amount: item.amount_cents === undefined ? null : formatMoney(item.amount_cents),
  hours: item.hours === undefined ? null : formatHours(item.hours),
  hourly_rate: item.hourly_rate_e4 === undefined ? null : formatHourlyRate(item.hourly_rate_e4),
  allowance_type: (item.allowance_type as PayItem['allowance_type']) ?? null,
  deduction_type: (item.deduction_type as PayItem['deduction_type']) ?? null,
  payee: item.payee ?? null,
  recurring: item.recurring,
  start_date: item.start_date,
  end_date: item.end_date ?? null,
  paid_in_run_id: item.paid_in_run_id ?? null,
  version: item.version,
});

/** Every pay item of the organization (one Query, all its pages): what a pay run reads. */
export async function listPayItems(organizationId: number): Promise<PayItemRecord[]> {
  const { data } = await payItemEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' });
  return data;
}

const nameOf = (employee: Pick<EmployeeItem, 'first_name' | 'last_name'>) =>
  `${employee.first_name} ${employee.last_name}`;

async function liveEmployee(organizationId: number, employeeId: number): Promise<EmployeeItem> {
  const employee = await readEmployee(organizationId, employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  return employee;
}

async function readItem(organizationId: number, employeeId: number, itemId: number): Promise<PayItemRecord> {
  const { data } = await payItemEntity()
    .get({ organization_id: organizationId, employee_id: employeeId, pay_item_id: itemId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound('Pay item');
  return data;
}

/** The stored fields of a valid input (amounts in cents, hours in hundredths, rates in ten-thousandths). */
function storedFields(data: z.output<typeof payItemInput>) {
  return {
    kind: data.kind,
    description: data.description,
    ...(data.amount != null ? { amount_cents: parseMoney(data.amount) as number } : {}),
    ...(data.hours != null ? { hours: parseHours(data.hours) as number } : {}),
    ...(data.hourly_rate != null ? { hourly_rate_e4: parseHourlyRate(data.hourly_rate) as number } : {}),
    ...(data.allowance_type ? { allowance_type: data.allowance_type } : {}),
    ...(data.deduction_type ? { deduction_type: data.deduction_type } : {}),
    ...(data.payee ? { payee: data.payee } : {}),
    ...schedule5Of(data),
    recurring: data.recurring,
    start_date: data.start_date,
    ...(data.end_date ? { end_date: data.end_date } : {}),
  };
}

const ITEM_LABELS: Record<string, string> = {
  kind: 'Kind',
  description: 'Description',
  amount: 'Amount',
  hours: 'Hours',
  hourly_rate: 'Hourly rate',
  allowance_type: 'STP allowance type',
  deduction_type: 'STP deduction type',
  payee: 'Payee',
  schedule5_method: 'Schedule 5 method',
  schedule5_periods: 'Pay periods it relates to',
  accrued_from: 'Accrued from',
  accrued_to: 'Accrued to',
  recurring: 'Recurring',
  start_date: 'From',
  end_date: 'Until',
};

const auditable = (item: PayItem | null) =>
  item
    ? { ...item, kind: PAY_LINE_KIND_LABELS[item.kind as PayItemKind], recurring: item.recurring ? 'Yes' : 'No' }
    : null;

/** GET /employees/{id}/pay-items: the employee's items, oldest first. */
export async function listEmployeePayItems(employeeId: number): Promise<PayItem[]> {
  // Reach and the `pay` group (unless it is their own) were checked before the handler.
  const organizationId = organizationAccess().id;
  const employee = await liveEmployee(organizationId, employeeId);
  const { data } = await payItemEntity()
    .query.byOrganization({ organization_id: organizationId, employee_id: employeeId })
    .go({ pages: 'all' });
  return data.map((item) => toPayItem(item, nameOf(employee)));
}

/** GET /payroll/pay-items: the organization's items of `kinds` (all kinds when empty), with names (one Query + the directory). */
export async function listPayItemsOfKinds(query: {
  organization_id: number;
  kinds: readonly string[];
  cursor?: string | undefined;
  per_page: number;
}): Promise<PayrollSetupPage<PayItem>> {
  const { organization_id: organizationId, kinds } = query;
  requireMembership(organizationId);
  const [directory, items] = await Promise.all([readDirectory(organizationId), listPayItems(organizationId)]);
  const names = new Map(directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const matches = items
    .filter((item) => kinds.length === 0 || kinds.includes(item.kind))
    .filter((item) => names.has(item.employee_id))
    .map((item) => toPayItem(item, names.get(item.employee_id) as string))
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name, 'en') || a.id - b.id);
  const scope = ['pay items', organizationId, [...kinds].sort().join(','), query.per_page];
  const { page, nextCursor } = pageOf(matches, scope, query.cursor, query.per_page);
  return { data: page, next_cursor: nextCursor, per_page: query.per_page };
}

/** POST /employees/{id}/pay-items. */
export async function createPayItem(employeeId: number, input: unknown): Promise<PayItem> {
  const data = parseInput(payItemInput, input);
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const employee = await liveEmployee(organizationId, employeeId);
  const itemId = await nextId(payrollCounter(), 'pay_item');
  const now = new Date().toISOString();
  const record: PayItemRecord = {
    organization_id: organizationId,
    employee_id: employeeId,
    pay_item_id: itemId,
    ...storedFields(data),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const item = toPayItem(record, nameOf(employee));
  const result = await transactWrite([
    committed(payItemEntity().create(record)),
    committed(
      payrollLocator().create({ kind: 'pay_item', id: itemId, organization_id: organizationId, parent_id: employeeId }),
    ),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'pay_item', id: itemId, label: `${nameOf(employee)}: ${data.description}` },
      changes: diffFields(null, auditable(item), ITEM_LABELS),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return item;
}

function assertNotPaid(record: PayItemRecord): void {
  // A leave cash-out's pay came with its ledger entry: it is changed with the cash-out, not here.
  if (record.leave_cash_out_id !== undefined) {
    throw VisibleError.conflict('This item pays a leave cash-out and cannot be changed or deleted here.');
  }
  if (record.paid_in_run_id !== undefined) {
    throw VisibleError.conflict(
      `This one-off item was paid in pay run ${record.paid_in_run_id} and cannot be changed.`,
    );
  }
}

/** PATCH /employees/{id}/pay-items/{itemId}: the fields sent over the stored ones, validated as a whole. */
export async function updatePayItem(employeeId: number, itemId: number, input: unknown): Promise<PayItem> {
  const body = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const [employee, current] = await Promise.all([
    liveEmployee(organizationId, employeeId),
    readItem(organizationId, employeeId, itemId),
  ]);
  const before = toPayItem(current, nameOf(employee));
  const {
    id: _id,
    employee_name: _name,
    organization_id: _org,
    employee_id: _emp,
    paid_in_run_id: _paid,
    ...stored
  } = before;
  const data = parseInput(payItemInput, { ...stored, ...body, version: body.version });
  checkVersion(data.version, current.version);
  assertNotPaid(current);
  const record: PayItemRecord = {
    organization_id: organizationId,
    employee_id: employeeId,
    pay_item_id: itemId,
    ...storedFields(data),
    version: current.version + 1,
    created_at: current.created_at,
    updated_at: new Date().toISOString(),
  };
  const item = toPayItem(record, nameOf(employee));
  const result = await transactWrite([
    committed(
      payItemEntity()
        .put(record)
        .where(
          ({ version, paid_in_run_id }, { eq, notExists }) =>
            `${eq(version, current.version)} AND ${notExists(paid_in_run_id)}`,
        ),
    ),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'pay_item', id: itemId, label: `${nameOf(employee)}: ${data.description}` },
      changes: diffFields(auditable(before), auditable(item), ITEM_LABELS),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return item;
}

/** DELETE /employees/{id}/pay-items/{itemId}: not once a run paid it. */
export async function deletePayItem(employeeId: number, itemId: number): Promise<void> {
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const [employee, current] = await Promise.all([
    liveEmployee(organizationId, employeeId),
    readItem(organizationId, employeeId, itemId),
  ]);
  assertNotPaid(current);
  const result = await transactWrite([
    committed(
      payItemEntity()
        .delete({ organization_id: organizationId, employee_id: employeeId, pay_item_id: itemId })
        .where(
          ({ version, paid_in_run_id }, { eq, notExists }) =>
            `${eq(version, current.version)} AND ${notExists(paid_in_run_id)}`,
        ),
    ),
    committed(payrollLocator().delete({ kind: 'pay_item', id: itemId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'delete',
      record: { type: 'pay_item', id: itemId, label: `${nameOf(employee)}: ${current.description}` },
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}
