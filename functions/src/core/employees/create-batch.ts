import { tableNames } from '../db/client.ts';
import type { TransactionItem, TransactionResult } from '../db/transactions.ts';
import type { directoryWrite } from './directory.ts';
import type { EmployeeRefNames } from './refs.ts';

/** Parts of createEmployee (employees.ts): what a batch of creates shares, and a hire's link. */

/**
 * What a caller creating many employees at once (an import's commit step) reads or does once for
 * all of them rather than per employee: ids allocated in one counter update, the department and
 * designation read once, the directory shards compacted once after the batch.
 */
export interface CreateEmployeeBatch {
  /** The new employee's id, allocated beforehand (allocateIds). */
  employeeId(): Promise<number>;
  /** The department and designation names (loadEmployeeRefs), read once per pair. */
  refs?(departmentId: number, designationId: number): Promise<EmployeeRefNames>;
  /** Writes the employee's transaction with others of the batch (db/transaction-group.ts). */
  transact?(items: TransactionItem[]): Promise<TransactionResult>;
  /** Told of each new employee instead of compacting its directory shard (compactDirectoryShards after). */
  written?(employeeId: number): void;
}

/**
 * Links a hire to their new employee record in the same transaction: only an applicant of this
 * organization with status hired and no employee yet can be linked, once.
 */
export function linkApplicant(organizationId: number, applicantId: number, employeeId: number) {
  return {
    Update: {
      TableName: tableNames().recruitment,
      Key: { pk: `org#${organizationId}`, sk: `applicant#${String(applicantId).padStart(12, '0')}` },
      UpdateExpression: 'SET employee_id = :employee',
      ConditionExpression: 'attribute_exists(pk) AND #status = :hired AND attribute_not_exists(employee_id)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':employee': employeeId, ':hired': 'hired' },
    },
  } as unknown as ReturnType<typeof directoryWrite>;
}
