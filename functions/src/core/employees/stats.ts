import {
  type DashboardStats,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  GENDERS,
  WORK_ARRANGEMENTS,
} from '@wattle/shared/employees';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { DIRECTORY_SHARDS, shardOf } from './directory.ts';
import type { EmployeeItem } from './employee-entity.ts';
import type { employeesService } from './service.ts';

/**
 * Dashboard counters per organization, split over the same 16 shards as the directory so that
 * concurrent changes rarely touch the same item. Each change ADDs its deltas in its own
 * transaction; reading the figures is one BatchGet of 16 small items whatever the head count.
 */
type Counted = Pick<EmployeeItem, 'status' | 'gender' | 'employment_type' | 'work_arrangement' | 'trashed_at'>;
type TransactionEntities = Parameters<Parameters<ReturnType<typeof employeesService>['transaction']['write']>[0]>[0];
type TransactionItem = ReturnType<ReturnType<TransactionEntities['history']['create']>['commit']>;

function countersOf(employee: Counted | null): Record<string, number> {
  if (!employee || employee.trashed_at) return {};
  return {
    total: 1,
    [`status:${employee.status}`]: 1,
    [`gender:${employee.gender}`]: 1,
    [`type:${employee.employment_type}`]: 1,
    [`arrangement:${employee.work_arrangement ?? 'Onsite'}`]: 1,
  };
}

/** The counter changes between two states of one employee (null: not there). */
export function statsDelta(before: Counted | null, after: Counted | null): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const [counter, value] of Object.entries(countersOf(after))) delta[counter] = (delta[counter] ?? 0) + value;
  for (const [counter, value] of Object.entries(countersOf(before))) delta[counter] = (delta[counter] ?? 0) - value;
  return Object.fromEntries(Object.entries(delta).filter(([, value]) => value !== 0));
}

/** A raw transaction item adding `delta` to the employee's stats shard, or null if nothing changes. */
export function statsWrite(
  organizationId: number,
  employeeId: number,
  delta: Record<string, number>,
): TransactionItem | null {
  const counters = Object.entries(delta);
  if (counters.length === 0) return null;
  const names = Object.fromEntries(counters.map(([counter], index) => [`#c${index}`, counter]));
  const values = Object.fromEntries(counters.map(([, value], index) => [`:c${index}`, value]));
  return {
    Update: {
      TableName: tableNames().employees,
      Key: { pk: `org#${organizationId}`, sk: `stats#${shardOf(employeeId)}` },
      UpdateExpression: `ADD ${counters.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  } as unknown as TransactionItem;
}

/** The organization's counters, summed over the shards: one BatchGet. */
export async function readStats(organizationId: number): Promise<Omit<DashboardStats, 'newest_employees'>> {
  const table = tableNames().employees;
  const keys = Array.from({ length: DIRECTORY_SHARDS }, (_, shard) => ({
    pk: `org#${organizationId}`,
    sk: `stats#${shard}`,
  }));
  const totals: Record<string, number> = {};
  for (const shard of (await batchGet([{ table, keys }])).get(table) ?? []) {
    for (const [counter, value] of Object.entries(shard)) {
      if (typeof value === 'number') totals[counter] = (totals[counter] ?? 0) + value;
    }
  }
  const pick = <T extends string>(prefix: string, values: readonly T[]) =>
    Object.fromEntries(values.map((value) => [value, totals[`${prefix}:${value}`] ?? 0])) as Record<T, number>;
  const arrangements = pick('arrangement', WORK_ARRANGEMENTS);
  const byStatus = pick('status', EMPLOYEE_STATUSES);
  return {
    total_staff: totals.total ?? 0,
    onsite_staff: arrangements.Onsite,
    hybrid_staff: arrangements.Hybrid,
    remote_staff: arrangements.Remote,
    on_leave: byStatus['On Leave'],
    by_status: byStatus,
    by_gender: pick('gender', GENDERS),
    by_employment_type: pick('type', EMPLOYMENT_TYPES),
  };
}
