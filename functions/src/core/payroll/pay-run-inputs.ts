import { addDays } from '@wattle/shared/calendar';
import type { LeaveType } from '@wattle/shared/leave-types';
import { divideRounded, parseRate } from '@wattle/shared/money';
import { type AuState, LEAVE_UNITS_PER_HOUR } from '@wattle/shared/work-pattern';
import { tableNames } from '../db/client.ts';
import { queryAll } from '../db/query-all.ts';
import { employeeEntity } from '../employees/employee-entity.ts';
import type { DateSpan } from '../leave/accrual.ts';
import { pausesAccrual } from '../leave/balance-math.ts';
import { type EmployeeLeaveRecord, leaveRecordOf } from '../leave/ledger-store.ts';
import { schedule5Of } from './additional-payments.ts';
import { weekdaysBetween } from './pay-proration.ts';
import { payItemsOfRange, payOfRange } from './pay-run-store.ts';
import type { LeaveInput, PayItemInput, PayTerms } from './payslip-types.ts';
import type { EmployeePayItem, EmployeePayPeriod, PayItemRecord } from './setup-entities.ts';
import { payrollSettingsEntity } from './setup-entities.ts';
import { FUND_ATTRIBUTES, type FundFields } from './super-fund.ts';
import { PRODUCT_DEFAULT_SUPER_RATE_POINTS } from './super-guarantee-rates.ts';

/**
 * Reads what a pay-run task needs for its slice of employees, straight from the setup entities
 * (setup-entities.ts; the organization-wide readers are setup's, employee-pay.ts): a few Queries over the slice's key range and one BatchGet, never one read
 * per employee. The employees of a task are consecutive ids, so their pay (`pay#<id>`) and items
 * (`item#<id>#...`) are each one key range of the organization's partition.
 */

/** What a payslip's super needs of payroll settings: the default rate and the employer's state. */
export interface SuperSettings {
  /** Basis points; the product default (12%) when payroll settings are not saved yet. */
  default_super_rate_points: number;
  employer_state: AuState | null;
}

/** The organization's default super rate and state or territory (one GetItem). */
export async function superSettingsOf(organizationId: number): Promise<SuperSettings> {
  const { data } = await payrollSettingsEntity().get({ organization_id: organizationId }).go({ consistent: true });
  return {
    default_super_rate_points: data?.default_super_rate_points ?? PRODUCT_DEFAULT_SUPER_RATE_POINTS,
    employer_state: data?.state ?? null,
  };
}

export function termsOf(period: EmployeePayPeriod): PayTerms {
  return {
    basis: period.basis,
    ...(period.annual_salary_cents !== undefined ? { annual_salary_cents: period.annual_salary_cents } : {}),
    ...(period.hourly_rate_e4 !== undefined ? { hourly_rate_e4: period.hourly_rate_e4 } : {}),
    ordinary_hours_per_week: period.ordinary_hours_per_week,
    tfn_provided: period.tfn_provided,
    residency: period.residency,
    tax_free_threshold: period.tax_free_threshold,
    medicare_levy_exemption: period.medicare_levy_exemption,
    study_loan: period.study_loan,
    ...(period.tax_offsets_cents ? { tax_offsets_cents: period.tax_offsets_cents } : {}),
    ...(period.medicare_levy_spouse ? { medicare_levy_spouse: true } : {}),
    ...(period.medicare_levy_children ? { medicare_levy_children: period.medicare_levy_children } : {}),
    ...(period.income_type ? { income_type: period.income_type } : {}),
    // A period saved before the employee's record held the fund keeps its own (super-fund.ts withFund).
    super_fund_name: period.super_fund_name ?? '',
    ...(period.super_fund_usi ? { super_fund_usi: period.super_fund_usi } : {}),
    ...(period.super_member_number ? { super_member_number: period.super_member_number } : {}),
    ...(period.super_rate_points !== undefined ? { super_rate_points: period.super_rate_points } : {}),
  };
}

/** The pay of the slice's employees (ids sorted ascending), by employee. */
export async function employeePayOf(
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, EmployeePayItem>> {
  if (ids.length === 0) return new Map();
  const items = await payOfRange(organizationId, ids[0] as number, ids.at(-1) as number);
  const wanted = new Set(ids);
  const found = new Map<number, EmployeePayItem>();
  for (const item of items) {
    const pay = item as unknown as EmployeePayItem;
    if (wanted.has(pay.employee_id)) found.set(pay.employee_id, pay);
  }
  return found;
}

/** An item is paid in a run when it is recurring over the period, or a one-off not yet paid that starts by the pay date. */
export function itemPaidIn(item: PayItemRecord, run: { period_start: string; period_end: string; pay_date: string }) {
  if (item.recurring) {
    return item.start_date <= run.period_end && (!item.end_date || item.end_date >= run.period_start);
  }
  return item.paid_in_run_id === undefined && item.start_date <= run.pay_date;
}

export function itemInput(item: PayItemRecord): PayItemInput {
  return {
    pay_item_id: item.pay_item_id,
    kind: item.kind,
    description: item.description,
    ...(item.amount_cents !== undefined ? { amount_cents: item.amount_cents } : {}),
    ...(item.hours !== undefined ? { hours: item.hours } : {}),
    ...(item.hourly_rate_e4 !== undefined ? { hourly_rate_e4: item.hourly_rate_e4 } : {}),
    ...(item.allowance_type ? { allowance_type: item.allowance_type } : {}),
    ...(item.deduction_type ? { deduction_type: item.deduction_type } : {}),
    ...(item.payee ? { payee: item.payee } : {}),
    ...(item.termination_code
      ? { termination_code: item.termination_code, withheld_cents: item.withheld_cents ?? 0 }
      : {}),
    ...(item.leave_code ? { leave_code: item.leave_code } : {}),
    ...(item.paid_leave_type ? { paid_leave_type: item.paid_leave_type } : {}),
    ...schedule5Of(item),
    recurring: item.recurring,
  };
}

/** The pay items of the slice's employees, by employee. */
export async function payItemsOf(
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, PayItemRecord[]>> {
  const found = new Map<number, PayItemRecord[]>();
  if (ids.length === 0) return found;
  const items = await payItemsOfRange(organizationId, ids[0] as number, ids.at(-1) as number);
  const wanted = new Set(ids);
  for (const raw of items) {
    const item = raw as unknown as PayItemRecord;
    if (!wanted.has(item.employee_id)) continue;
    found.set(item.employee_id, [...(found.get(item.employee_id) ?? []), item]);
  }
  return found;
}

export interface TaskEmployee {
  employee_id: number;
  name: string;
  user_id?: number;
  joining_date: string;
  /** The last working day of a recorded exit. */
  last_working_day?: string;
  /** What leave accrual reads of the record (work pattern, employment), kept on the payslip for posting. */
  leave_record: EmployeeLeaveRecord;
  /** YYYY-MM-DD: junior rates under a pay condition set. */
  date_of_birth?: string;
  /** The super fund fields of the record as stored (the member number sealed; super-fund.ts fundOnRecord opens it). */
  fund: FundFields;
}

/** Names (and linked accounts) of the slice's employees still on the books: one BatchGet. Trashed ones are left out. */
export async function employeesOf(organizationId: number, ids: readonly number[]): Promise<Map<number, TaskEmployee>> {
  const found = new Map<number, TaskEmployee>();
  if (ids.length === 0) return found;
  const { data } = await employeeEntity()
    .get(ids.map((employee_id) => ({ organization_id: organizationId, employee_id })))
    .go({
      consistent: true,
      // Only what a payslip needs (the full records carry far more): a lighter read of 95 records.
      attributes: [
        'organization_id',
        'employee_id',
        'first_name',
        'last_name',
        'user_id',
        'joining_date',
        'last_working_day',
        'employment_type',
        'date_of_birth',
        'work_pattern_periods',
        'trashed_at',
        ...FUND_ATTRIBUTES,
      ],
    });
  for (const employee of data) {
    if (employee.trashed_at) continue;
    found.set(employee.employee_id, {
      employee_id: employee.employee_id,
      name: `${employee.first_name} ${employee.last_name}`,
      ...(employee.user_id ? { user_id: employee.user_id } : {}),
      joining_date: employee.joining_date,
      ...(employee.last_working_day ? { last_working_day: employee.last_working_day } : {}),
      ...(employee.date_of_birth ? { date_of_birth: employee.date_of_birth } : {}),
      leave_record: leaveRecordOf(employee as unknown as EmployeeLeaveRecord),
      fund: {
        organization_id: organizationId,
        employee_id: employee.employee_id,
        superannuation_fund_name: employee.superannuation_fund_name,
        superannuation_fund_usi: employee.superannuation_fund_usi,
        superannuation_member_number: employee.superannuation_member_number,
      },
    });
  }
  return found;
}

/**
 * Approved leave of the slice's employees that falls in the period, by employee: one Query of the
 * organization's approved requests by start date. A request across the period's edge counts for
 * the share of its weekdays inside the period. Leave of an unpaid type is marked `unpaid` (the
 * calculator takes it off ordinary time).
 */
export async function approvedLeaveOf(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
  leaveTypes: readonly LeaveType[],
): Promise<Map<number, LeaveInput[]>> {
  const found = new Map<number, LeaveInput[]>();
  if (ids.length === 0) return found;
  const wanted = new Set(ids);
  const types = new Map(leaveTypes.map((type) => [type.leave_type_id, type]));
  const requests = await queryAll({
    TableName: tableNames().leave,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}#requests#approved`,
      // Requests start at most a year before the period they reach into.
      ':from': addDays(period.period_start, -366),
      ':to': `${period.period_end}#~`,
    },
  });
  for (const request of requests) {
    const employeeId = Number(request.employee_id);
    const start = String(request.start_date);
    const end = String(request.end_date);
    if (!wanted.has(employeeId) || end < period.period_start || start > period.period_end) continue;
    const type = types.get(Number(request.leave_type_id));
    if (!type) continue;
    const units = Number(request.units);
    const from = start > period.period_start ? start : period.period_start;
    const to = end < period.period_end ? end : period.period_end;
    const all = weekdaysBetween(start, end);
    const inside = weekdaysBetween(from, to);
    const paidUnits = all === 0 ? units : divideRounded(units * inside, all);
    if (paidUnits <= 0) continue;
    const confidential = request.confidential === true || type.confidential;
    const leave: LeaveInput = {
      leave_request_id: Number(request.request_id),
      leave_type_id: type.leave_type_id,
      leave_code: type.code ?? 'custom',
      description: confidential ? 'Leave' : type.name,
      hours: divideRounded(paidUnits * 100, LEAVE_UNITS_PER_HOUR),
      leave_units: paidUnits,
      loading_points: type.paid && type.code === 'annual' ? (parseRate(type.leave_loading_rate ?? '0') ?? 0) : 0,
      ...(type.paid ? {} : { unpaid: true }),
      from,
      to,
    };
    found.set(employeeId, [...(found.get(employeeId) ?? []), leave]);
  }
  return found;
}

/**
 * The employee's effective annual leave loading: their pay terms' own rate when set, else the
 * annual leave type's (already on each leave input); nothing for other leave.
 */
export function withEmployeeLoading(
  leave: readonly LeaveInput[],
  period: Pick<EmployeePayPeriod, 'leave_loading_points'>,
) {
  const own = period.leave_loading_points;
  if (own === undefined) return [...leave];
  return leave.map((entry) =>
    entry.leave_code === 'annual' && !entry.unpaid ? { ...entry, loading_points: own } : entry,
  );
}

/** The approved leave of a payslip that pauses leave accrual (unpaid, but not community service leave). */
export function accrualPauses(types: readonly LeaveType[], leave: readonly LeaveInput[] = []): DateSpan[] {
  return leave.flatMap((entry) => {
    const type = types.find((candidate) => candidate.leave_type_id === entry.leave_type_id);
    return type && pausesAccrual(type) && entry.from && entry.to
      ? [{ start_date: entry.from, end_date: entry.to }]
      : [];
  });
}

/**
 * The units of a payslip's unpaid leave that still accrue leave (community service leave counts as
 * service, Fair Work Act s 22(2)(b)(i)): accrual counts them with the hours paid.
 */
export function accruingUnpaidUnits(types: readonly LeaveType[], leave: readonly LeaveInput[] = []): number {
  return leave.reduce((sum, entry) => {
    const type = types.find((candidate) => candidate.leave_type_id === entry.leave_type_id);
    return type && !type.paid && !pausesAccrual(type) ? sum + entry.leave_units : sum;
  }, 0);
}
