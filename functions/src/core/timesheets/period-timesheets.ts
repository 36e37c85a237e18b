import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TimesheetStatus } from '@wattle/shared/timesheet-constants';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { ID_PADDING } from '../db/entity-parts.ts';
import { queryAll } from '../db/query-all.ts';
import { type TimesheetItem, timesheetEntity } from './timesheet-entities.ts';

/**
 * The timesheets a pay run pays (core/payroll/pay-run-timesheets.ts): those of a slice of
 * consecutive employee ids whose period starts inside the run's period. A few reads, never one per
 * employee: strongly consistent Queries of the slice's period guards (`period#<start>#<employee>`,
 * start by start over the run's days: periodGuardsOf), then one BatchGet of the slice's timesheets.
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

/** A period guard as read: whose timesheet starts a period on which day. */
export type PeriodGuard = { employee_id: number; timesheet_id: number; period_start: string };

const guardOf = (item: Record<string, unknown>): PeriodGuard => ({
  employee_id: Number(item.employee_id),
  timesheet_id: Number(item.timesheet_id),
  period_start: String(item.period_start),
});

/** The guards whose sort keys lie between `from` and `to` (strongly consistent: a pay run builds on them). */
async function guardsBetween(organizationId: number, from: string, to: string, limit?: number) {
  const query = {
    TableName: tableNames().timesheets,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':from': from, ':to': to },
    ProjectionExpression: 'employee_id, timesheet_id, period_start',
    ConsistentRead: true,
  };
  if (limit === undefined) return (await queryAll(query)).map(guardOf);
  const answer = await dynamo().send(new QueryCommand({ ...query, Limit: limit }));
  return (answer.Items ?? []).map(guardOf);
}

/**
 * The period guards of a run's days: whose timesheet starts a period in it. Without `ids`, all of
 * them (one Query over the days). With a slice's ids (a pay run task's), only the guards of those
 * ids' range, start by start: from the run's first day, that start's guards from the lowest id to
 * the highest, and beside it the next start after it (a Query of one item), and on from that start.
 * So a run's tasks read each guard once between them, not every guard of the organization each (a
 * 10,000-employee run would read 100 tasks × 10,000). A period has few starts (one a schedule's
 * period, usually the run's first day): a slice is two Queries side by side, one round trip.
 */
export async function periodGuardsOf(
  organizationId: number,
  period: { period_start: string; period_end: string },
  ids?: readonly number[],
): Promise<PeriodGuard[]> {
  const last = `period#${period.period_end}#~`;
  if (ids === undefined) return guardsBetween(organizationId, `period#${period.period_start}#`, last);
  if (ids.length === 0) return [];
  const low = pad(Math.min(...ids));
  const high = pad(Math.max(...ids));
  const found: PeriodGuard[] = [];
  let start = period.period_start;
  for (;;) {
    // '~' sorts after every digit: the first guard past this start's is the next start's.
    const [guards, [next]] = await Promise.all([
      guardsBetween(organizationId, `period#${start}#${low}`, `period#${start}#${high}`),
      guardsBetween(organizationId, `period#${start}#~`, last, 1),
    ]);
    found.push(...guards);
    if (!next) return found;
    start = next.period_start;
  }
}

/** The ids of the timesheets of `ids` whose period starts in `period` (the guards' Query; none read when no ids). */
async function periodTimesheetIds(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  return (await periodGuardsOf(organizationId, period, ids))
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
 * does not carry a thousand timesheets' days for a version check. Given the period's `guards`
 * (finalising has just read them all to lock the periods it pays), only the BatchGet.
 */
export async function timesheetVersionsOfPeriod(
  organizationId: number,
  ids: readonly number[],
  period: { period_start: string; period_end: string },
  guards?: readonly PeriodGuard[],
): Promise<Map<number, PeriodTimesheetVersion[]>> {
  const found = new Map<number, PeriodTimesheetVersion[]>();
  const wanted = new Set(ids);
  const timesheetIds = guards
    ? guards.filter((guard) => wanted.has(guard.employee_id)).map((guard) => guard.timesheet_id)
    : await periodTimesheetIds(organizationId, ids, period);
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
