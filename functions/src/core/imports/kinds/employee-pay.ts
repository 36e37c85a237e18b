import { todayIn } from '@wattle/shared/calendar';
import { EMPLOYEE_PAY_IMPORT_FIELDS } from '@wattle/shared/import-fields/employee-pay';
import type { ImportRowError } from '@wattle/shared/imports';
import { formatMoney } from '@wattle/shared/money';
import { employeePayInput, NO_FUND_ON_RECORD_MESSAGE } from '@wattle/shared/payroll-setup';
import { type EmployeeItem, employeeEntity } from '../../employees/employee-entity.ts';
import { VisibleError } from '../../error.ts';
import { listEmployeePay, payPeriodOn, putEmployeePay } from '../../payroll/employee-pay.ts';
import { checkPayConditions } from '../../payroll/employee-pay-conditions.ts';
import { payInputOf, periodOf } from '../../payroll/employee-pay-period.ts';
import { restoreEmployeePay } from '../../payroll/employee-pay-restore.ts';
import {
  type EmployeePayItem,
  type EmployeePayPeriod,
  employeePayEntity,
  payScheduleEntity,
} from '../../payroll/setup-entities.ts';
import { organizationTimezone } from '../../tenancy/memberships.ts';
import type { ImportChangeItem } from '../import-entities.ts';
import { changesBetween, keyedEmployees, readCells } from './keyed-employees.ts';
import {
  type AppliedRow,
  fieldError,
  type ImportKindDefinition,
  neverWritten,
  type PlannedRow,
  type PlanOptions,
  type RowCells,
} from './kind.ts';

/**
 * The employee pay kind (issue 31 §1): one row per employee, keyed on the code or e-mail. A row
 * becomes the body the pay setup form sends to PUT /employees/{id}/pay — the stored period of the
 * row's effective date (or the one in effect then; the current one when the date is blank) with the
 * row's cells over it: a blank cell keeps the stored value, `#CLEAR` removes an optional one —
 * validated by `employeePayInput` and the pay conditions' checks, and written by putEmployeePay
 * (history, payroll audit, version check). The same period again plans as unchanged.
 */
const FIELDS = EMPLOYEE_PAY_IMPORT_FIELDS;
/** Schema paths to the columns they are read from. */
const COLUMN_OF: Record<string, string> = { pay_schedule_id: 'pay_schedule', super_fund: 'super_fund_abn' };

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A period as the kind's columns show it (the template's cells, a change's before and after). */
function shownOf(period: EmployeePayPeriod, scheduleName: (id: number) => string): Record<string, string | null> {
  const input = payInputOf(period);
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    effective_from: period.effective_from,
    basis: period.basis,
    annual_salary: text(input.annual_salary),
    hourly_rate: text(input.hourly_rate),
    ordinary_hours_per_week: text(input.ordinary_hours_per_week),
    pay_condition_set_id: text(input.pay_condition_set_id),
    classification: text(input.classification),
    apprentice_year: text(input.apprentice_year),
    pay_schedule: scheduleName(period.pay_schedule_id),
    tfn_provided: yesNo(period.tfn_provided),
    residency: period.residency,
    tax_free_threshold: yesNo(period.tax_free_threshold),
    medicare_levy_exemption: period.medicare_levy_exemption,
    study_loan: yesNo(period.study_loan),
    tax_offsets: period.tax_offsets_cents === undefined ? null : formatMoney(period.tax_offsets_cents),
    medicare_levy_spouse: yesNo(period.medicare_levy_spouse === true),
    medicare_levy_children: String(period.medicare_levy_children ?? 0),
    super_fund_abn: period.super_fund_abn ?? null,
    super_rate: text(input.super_rate),
    salary_sacrifice_super: text(input.salary_sacrifice_super),
  };
}

async function schedulesOf(organizationId: number) {
  const { data } = await payScheduleEntity().query.byOrganization({ organization_id: organizationId }).go({
    pages: 'all',
  });
  const byName = new Map(data.map((schedule) => [schedule.name.trim().toLowerCase(), schedule.pay_schedule_id]));
  const names = new Map(data.map((schedule) => [schedule.pay_schedule_id, schedule.name]));
  return { byName, name: (id: number) => names.get(id) ?? `Schedule ${id}` };
}

/** The stored period a row starts from: its date's, else the one in effect then, else today's or the first. */
function basePeriod(pay: EmployeePayItem | undefined, day: string | undefined, today: string) {
  if (!pay) return null;
  if (day) return pay.periods.find((period) => period.effective_from === day) ?? payPeriodOn(pay, day);
  return payPeriodOn(pay, today) ?? pay.periods[0] ?? null;
}

async function planner(options: PlanOptions, rows: readonly RowCells[]) {
  const { organizationId } = options;
  const people = await keyedEmployees(organizationId, options.key, FIELDS);
  const [pays, schedules] = await Promise.all([listEmployeePay(organizationId), schedulesOf(organizationId)]);
  const payOf = new Map(pays.map((pay) => [pay.employee_id, pay]));
  const today = todayIn(organizationTimezone(organizationId));
  // The records the rows name (their fund, employment type and date of birth), in one batch read.
  const ids = [...new Set(rows.flatMap((cells) => people.peek(cells)?.employee_id ?? []))];
  const records = new Map<number, EmployeeItem>();
  if (ids.length > 0) {
    const found = await employeeEntity()
      .get(ids.map((employee_id) => ({ organization_id: organizationId, employee_id })))
      .go({ consistent: true });
    for (const item of found.data) records.set(item.employee_id, item);
  }

  async function plan(cells: RowCells, column: (field: string) => string): Promise<PlannedRow> {
    const found = people.find(cells, column);
    if ('error' in found) return found.error;
    const { keyValue, entry } = found;
    const fail = (errors: ImportRowError[]): PlannedRow => ({ action: 'error', key: keyValue, errors });
    const { values, errors } = readCells(FIELDS, cells, column);
    const { pay_schedule: scheduleName, super_fund_abn: fundAbn, ...rest } = values;
    // A count cell is text: a whole number goes to the schema as a number, anything else as given (its 422 message).
    if (typeof rest.medicare_levy_children === 'string' && /^\d+$/.test(rest.medicare_levy_children.trim()))
      rest.medicare_levy_children = Number(rest.medicare_levy_children);
    const scheduleId =
      typeof scheduleName === 'string' ? schedules.byName.get(scheduleName.trim().toLowerCase()) : null;
    if (typeof scheduleName === 'string' && scheduleId === undefined) {
      errors.push(fieldError(column('pay_schedule'), `No pay schedule is named “${scheduleName}”.`));
    }
    const record = records.get(entry.employee_id);
    if (record && !record.superannuation_fund_name?.trim()) {
      errors.push(fieldError(column(options.key), NO_FUND_ON_RECORD_MESSAGE));
    }
    if (errors.length > 0 || !record) return fail(errors);

    const pay = payOf.get(entry.employee_id);
    const base = basePeriod(pay, rest.effective_from as string | undefined, today);
    const body = {
      ...(base ? payInputOf(base) : {}),
      ...rest,
      ...(typeof scheduleId === 'number' ? { pay_schedule_id: scheduleId } : {}),
      ...(fundAbn !== undefined ? { super_fund: { abn: fundAbn } } : {}),
      ...(pay ? { version: pay.version } : {}),
    };
    const parsed = employeePayInput.safeParse(body);
    if (!parsed.success) {
      return fail(
        parsed.error.issues.map((issue) => {
          const path = String(issue.path[0] ?? 'basis');
          return fieldError(column(COLUMN_OF[path] ?? path), issue.message);
        }),
      );
    }
    let period: EmployeePayPeriod;
    try {
      period = periodOf(parsed.data, await checkPayConditions(organizationId, parsed.data, record));
    } catch (error) {
      if (!(error instanceof VisibleError)) throw error;
      const fields = Object.entries(error.details.errors ?? { basis: [error.message] });
      return fail(fields.flatMap(([field, messages]) => messages.map((message) => fieldError(column(field), message))));
    }
    const same = pay?.periods.find((stored) => stored.effective_from === period.effective_from);
    if (same && JSON.stringify(payInputOf(same)) === JSON.stringify(payInputOf(period))) {
      return { action: 'unchanged', key: keyValue };
    }
    const before = same ?? (pay ? payPeriodOn(pay, period.effective_from) : null);
    const recorded: AppliedRow = {
      record_id: entry.employee_id,
      action: pay ? 'updated' : 'created',
      before: { periods: pay?.periods ?? null },
      version_before: pay?.version ?? 0,
      version_after: (pay?.version ?? 0) + 1,
    };
    return {
      action: pay ? 'update' : 'create',
      key: keyValue,
      changes: changesBetween(before ? shownOf(before, schedules.name) : {}, shownOf(period, schedules.name), FIELDS),
      // Recorded before it is written (run-rows.ts): putEmployeePay moves the version on by one.
      record: async () => recorded,
      apply: async () => {
        const written = await putEmployeePay(entry.employee_id, body);
        return { ...recorded, version_after: written.version ?? 0 };
      },
    };
  }
  return { plan };
}

/** The template with data: each current employee with pay, their period in effect today (else their first). */
async function payRows(organizationId: number): Promise<string[][]> {
  const [people, pays, schedules] = await Promise.all([
    keyedEmployees(organizationId, 'employee_code', FIELDS),
    listEmployeePay(organizationId),
    schedulesOf(organizationId),
  ]);
  const today = todayIn(organizationTimezone(organizationId));
  return pays
    .flatMap((pay) => {
      const entry = people.byId.get(pay.employee_id);
      const period = basePeriod(pay, undefined, today);
      return entry && !entry.trashed_at && period ? [{ entry, shown: shownOf(period, schedules.name) }] : [];
    })
    .sort((a, b) => a.entry.employee_code.localeCompare(b.entry.employee_code))
    .map(({ entry, shown }) =>
      FIELDS.map((field) =>
        field.key === 'employee_code'
          ? entry.employee_code
          : field.key === 'personal_email'
            ? entry.personal_email
            : (shown[field.key] ?? ''),
      ),
    );
}

interface PayBefore {
  periods: EmployeePayPeriod[] | null;
}

async function changedSince(changes: readonly ImportChangeItem[]): Promise<string[]> {
  if (changes.length === 0) return [];
  const organizationId = changes[0]?.organization_id as number;
  const [pays, people] = await Promise.all([
    employeePayOf(organizationId, changes),
    keyedEmployees(organizationId, 'employee_code', FIELDS),
  ]);
  return changes.flatMap((change) => {
    const pay = pays.get(change.record_id);
    if (neverWritten(change, pay?.version) || pay?.version === change.version_after) return [];
    const entry = people.byId.get(change.record_id);
    const name = entry
      ? `${entry.employee_code} (${entry.first_name} ${entry.last_name})`
      : `Employee ${change.record_id}`;
    return [`${name}: pay changed since.`];
  });
}

async function employeePayOf(organizationId: number, changes: readonly ImportChangeItem[]) {
  const { data } = await employeePayEntity()
    .get(changes.map((change) => ({ organization_id: organizationId, employee_id: change.record_id })))
    .go({ consistent: true });
  return new Map(data.map((pay) => [pay.employee_id, pay]));
}

export const employeePayKind: ImportKindDefinition = {
  kind: 'employee-pay',
  fields: FIELDS,
  fieldGroups: ['pay'],
  rules: [{ module: 'payroll', action: 'edit', scope: 'organization', fields: ['pay'] }],
  planner: (options, rows) => planner(options, rows),
  rows: payRows,
  changedSince,
  revert: async (change) =>
    change.version_before !== undefined &&
    neverWritten(change, (await employeePayOf(change.organization_id, [change])).get(change.record_id)?.version)
      ? null
      : restoreEmployeePay(
          change.organization_id,
          change.record_id,
          ((change.before ?? { periods: null }) as PayBefore).periods,
          change.version_after,
        ),
};
