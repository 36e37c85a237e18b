import type { TimesheetStatus } from '@wattle/shared/timesheet-constants';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { ID_PADDING } from '../db/entity-parts.ts';
import { queryAll } from '../db/query-all.ts';
import { type TimesheetItem, timesheetEntity } from './timesheet-entities.ts';

/**
 * The timesheets a pay run pays (core/payroll/pay-run-timesheets.ts): those of a slice of
 * consecutive employee ids whose period starts inside the run's period. Two reads, never one per
 * employee: one strongly consistent Query of the period guards (`period#<start>#<employee>`) over
 * the run's days, then one BatchGet of the slice's timesheets.
 */

export interface PeriodTimesheet {
  timesheet_id: number;
  employee_id: number;
  period_start: string;
  period_end: string;
  status: TimesheetStatus;
  days: TimesheetItem['days'];
  version: number;
  locked_by_pay_run_id?: number;
  /** Weeks whose overtime was decided to be taken as time off in lieu. */
  overtime_decisions?: TimesheetItem['overtime_decisions'];
}

const pad = (id: number) => String(id).padStart(ID_PADDING.length, ID_PADDING.char);

/** The period guards of a run's days (one strongly consistent Query): whose timesheet starts a period in it. */
export async function periodGuardsOf(
  organizationId: number,
  period: { period_start: string; period_end: string },
): Promise<{ employee_id: number; timesheet_id: number; period_start: string }[]> {
  const queried = await queryAll({
    TableName: tableNames().timesheets,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}`,
      ':from': `period#${period.period_start}#`,
      ':to': `period#${period.period_end}#~`,
    },
    ProjectionExpression: 'employee_id, timesheet_id, period_start',
    ConsistentRead: true,
  });
  return queried.map((item) => ({
    employee_id: Number(item.employee_id),
    timesheet_id: Number(item.timesheet_id),
    period_start: String(item.period_start),
  }));
}

/** The ids of the timesheets of `ids` whose period starts in `period` (the guards' Query; none read when no ids). */
async function periodTimesheetIds(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  return (await periodGuardsOf(organizationId, period))
    .filter((guard) => wanted.has(guard.employee_id))
    .map((guard) => guard.timesheet_id);
}

export async function timesheetsOfPeriod(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
): Promise<Map<number, PeriodTimesheet[]>> {
  const found = new Map<number, PeriodTimesheet[]>();
  const timesheetIds = await periodTimesheetIds(organizationId, ids, period);
  if (timesheetIds.length === 0) return found;
  const { data } = await timesheetEntity()
    .get(timesheetIds.map((timesheet_id) => ({ organization_id: organizationId, timesheet_id })))
    .go({ consistent: true });
  for (const item of data.sort((a, b) => (a.period_start < b.period_start ? -1 : 1))) {
    const timesheet: PeriodTimesheet = {
      timesheet_id: item.timesheet_id,
      employee_id: item.employee_id,
      period_start: item.period_start,
      period_end: item.period_end,
      status: item.status,
      days: item.days,
      version: item.version,
      ...(item.locked_by_pay_run_id !== undefined ? { locked_by_pay_run_id: item.locked_by_pay_run_id } : {}),
      ...(item.overtime_decisions?.length ? { overtime_decisions: item.overtime_decisions } : {}),
    };
    found.set(item.employee_id, [...(found.get(item.employee_id) ?? []), timesheet]);
  }
  return found;
}

/** A timesheet's version and status: all a payslip's basis needs (PeriodTimesheet without its days). */
export type PeriodTimesheetVersion = Pick<PeriodTimesheet, 'timesheet_id' | 'employee_id' | 'status' | 'version'>;

/**
 * The versions of the period's timesheets of `ids` (finalising compares them with the payslips'):
 * the same two reads as timesheetsOfPeriod, the BatchGet projected to four small attributes, so it
 * does not carry a thousand timesheets' days for a version check.
 */
export async function timesheetVersionsOfPeriod(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
): Promise<Map<number, PeriodTimesheetVersion[]>> {
  const found = new Map<number, PeriodTimesheetVersion[]>();
  const timesheetIds = await periodTimesheetIds(organizationId, ids, period);
  if (timesheetIds.length === 0) return found;
  const table = tableNames().timesheets;
  const items = await batchGet([
    {
      table,
      keys: timesheetIds.map((id) => ({ pk: `org#${organizationId}`, sk: timesheetSortKey(id) })),
      projection: ['timesheet_id', 'employee_id', 'status', 'version'],
      consistent: true,
    },
  ]);
  for (const item of items.get(table) ?? []) {
    const version: PeriodTimesheetVersion = {
      timesheet_id: Number(item.timesheet_id),
      employee_id: Number(item.employee_id),
      status: item.status as TimesheetStatus,
      version: Number(item.version),
    };
    found.set(version.employee_id, [...(found.get(version.employee_id) ?? []), version]);
  }
  return found;
}

/** The guard key of an employee's period, as the entity writes it (the pay run's range reads it). */
export const periodGuardSortKey = (periodStart: string, employeeId: number) =>
  `period#${periodStart}#${pad(employeeId)}`;

/** A timesheet's sort key, as the entity writes it (the pay run's posting locks it by key). */
export const timesheetSortKey = (timesheetId: number) => `timesheet#${pad(timesheetId)}`;
