import { allocateIds } from '../../db/counter-entity.ts';
import { transactionGroup } from '../../db/transaction-group.ts';
import type { CreateEmployeeBatch } from '../../employees/create-batch.ts';
import { compactDirectoryShards, mergeDirectoryWrites, shardOf } from '../../employees/directory.ts';
import { type EmployeeRefNames, loadEmployeeRefs } from '../../employees/refs.ts';
import { employeeCounter } from '../../employees/service.ts';

/**
 * What a commit step's new employees share (createEmployee's batch): their ids allocated in one
 * counter update for every create planned so far (not one each) and handed out shard by shard, each
 * department and designation read once, their transactions written together up to DynamoDB's 100
 * items (each still all or nothing for its employee: a group that fails is written again one by
 * one) with the group's directory writes folded into one update of their shard, and their directory
 * shards compacted once when the step's rows are written.
 */
export function employeeBatch(organizationId: number) {
  let planned = 0;
  let allocated = 0;
  const pool: number[] = [];
  let refill: Promise<void> | null = null;
  const refs = new Map<string, Promise<EmployeeRefNames>>();
  const written = new Set<number>();
  const group = transactionGroup(mergeDirectoryWrites);
  const batch: CreateEmployeeBatch = {
    transact: (items) => group.write(items),
    async employeeId() {
      while (pool.length === 0) {
        refill ??= (async () => {
          const count = Math.max(1, planned - allocated);
          const ids = await allocateIds(employeeCounter(), 'employee', count);
          // Handed out shard by shard: rows written one after another share a directory shard, so a
          // group's directory writes fold into one update of it (mergeDirectoryWrites).
          ids.sort((a, b) => shardOf(a) - shardOf(b) || a - b);
          pool.push(...ids);
          allocated += count;
        })().finally(() => {
          refill = null;
        });
        await refill;
      }
      return pool.shift() as number;
    },
    refs(departmentId, designationId) {
      const key = `${departmentId}#${designationId}`;
      let found = refs.get(key);
      if (!found) {
        found = loadEmployeeRefs(organizationId, {
          departments: [departmentId],
          designations: [[departmentId, designationId]],
        });
        // A failed read is not kept: the next row reads again.
        found.catch(() => refs.delete(key));
        refs.set(key, found);
      }
      return found;
    },
    written(employeeId) {
      written.add(employeeId);
    },
  };
  return {
    batch,
    /** A create was planned: the next allocation covers it. */
    planned() {
      planned += 1;
    },
    /** Compacts the directory shards the step wrote to. */
    finish: () => compactDirectoryShards(organizationId, written),
  };
}
