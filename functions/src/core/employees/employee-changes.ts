import { statusesSettableFrom, TERMINATE_THROUGH_EXIT } from '@wattle/shared/employee-constants';
import type { Employee, EmployeeStatus } from '@wattle/shared/employees';
import { auditPut } from '../audit/audit.ts';
import { type TransactionItem, writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { checkVersion } from '../validation.ts';
import { compactDirectoryShard, directoryWrite, readDirectory } from './directory.ts';
import { managerErrors, normalizeUnique } from './employee-checks.ts';
import { type EmployeeItem, employeeEntity } from './employee-entity.ts';
import { freeMemberOfDeletedEmployeeWrite } from './employee-links.ts';
import { entryOf, namesFor, resolveEmployee, toEmployee } from './employee-record.ts';
import { EXIT_RECORDED_MESSAGE } from './employees.ts';
import { describeChanges, diffEmployee, employeeAudit, newHistoryEvent } from './history.ts';
import { openPayroll, ownTfnGuard } from './payroll.ts';
import { employeesService } from './service.ts';

/**
 * Applies a small change (status, manager, trash state, exit, probation) with its event,
 * version-checked; `extraWrites` commit in the same transaction (an exit's own record).
 */
export async function patchWithEvent(
  current: EmployeeItem,
  changes: Partial<EmployeeItem>,
  event: ReturnType<typeof newHistoryEvent>,
  expectedVersion: number | undefined,
  remove: (keyof EmployeeItem)[] = [],
  extraWrites: TransactionItem[] = [],
): Promise<EmployeeItem> {
  if (expectedVersion !== undefined && expectedVersion !== current.version)
    throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const key = { organization_id: current.organization_id, employee_id: current.employee_id };
  const after = {
    ...current,
    ...changes,
    ...Object.fromEntries(remove.map((field) => [field, undefined])),
  } as EmployeeItem;
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, history }) => [
      employee
        .patch(key)
        .set({ ...changes, version: current.version + 1, updated_at: new Date().toISOString() })
        .remove(remove as never[])
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      history.create(event).commit(),
      auditPut(
        employeeAudit(
          event,
          (event.changes ?? []).map((change) => ({
            ...change,
            before: change.before ?? null,
            after: change.after ?? null,
          })),
        ),
      ),
      directoryWrite(current.organization_id, current.employee_id, entryOf(after)),
      ...extraWrites,
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const [updated] = await Promise.all([
    employeeEntity()
      .get(key)
      .go({ consistent: true })
      .then((answer) => answer.data),
    compactDirectoryShard(current.organization_id, current.employee_id),
  ]);
  if (!updated) throw VisibleError.notFound('Employee');
  return updated;
}

export async function changeEmployeeStatus(employeeId: number, status: EmployeeStatus, version?: number) {
  const current = await resolveEmployee(employeeId);
  checkVersion(version, current.version);
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  const names = await namesFor(current);
  if (current.status === status) return toEmployee(current, names);
  if (current.last_working_day) throw VisibleError.conflict(EXIT_RECORDED_MESSAGE);
  if (!statusesSettableFrom(current.status).includes(status)) {
    throw VisibleError.validation({ status: [TERMINATE_THROUGH_EXIT] });
  }
  const change = { field: 'status', label: 'Status', before: current.status, after: status };
  const event = newHistoryEvent(
    current,
    status === 'Terminated' ? 'Termination' : 'Status Change',
    describeChanges([change]),
    [change],
  );
  return toEmployee(await patchWithEvent(current, { status }, event, version), names);
}

export async function changeEmployeeManager(employeeId: number, managerId: number | null, version?: number) {
  const current = await resolveEmployee(employeeId);
  checkVersion(version, current.version);
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  const directory = managerId ? await readDirectory(current.organization_id) : [];
  const error = managerErrors(employeeId, managerId, directory);
  if (error) throw VisibleError.validation({ reporting_manager_id: [error] });
  const names = await namesFor(current, { managers: managerId ? [managerId] : [] });
  if ((current.reporting_manager_id ?? null) === managerId) return toEmployee(current, names);
  const changes = diffEmployee(current, { ...current, reporting_manager_id: managerId ?? undefined }, names);
  const event = newHistoryEvent(current, 'Manager Change', describeChanges(changes), changes);
  const updated = managerId
    ? await patchWithEvent(current, { reporting_manager_id: managerId }, event, version)
    : await patchWithEvent(current, {}, event, version, ['reporting_manager_id']);
  return toEmployee(updated, names);
}

/** Soft delete: the record moves to the trash unchanged. */
export async function trashEmployee(employeeId: number): Promise<void> {
  const current = await resolveEmployee(employeeId);
  if (current.trashed_at) return;
  const event = newHistoryEvent(current, 'Trashed', 'Moved to the trash');
  await patchWithEvent(current, { trashed_at: new Date().toISOString() }, event, undefined);
}

export async function restoreEmployee(employeeId: number): Promise<Employee> {
  const current = await resolveEmployee(employeeId);
  const names = await namesFor(current);
  if (!current.trashed_at) return toEmployee(current, names);
  const event = newHistoryEvent(current, 'Restored', 'Restored from the trash');
  return toEmployee(await patchWithEvent(current, {}, event, undefined, ['trashed_at']), names);
}

/**
 * Removes a trashed employee for good: the record, its guards and its locator. Refused while
 * anyone still reports to them. Their history stays, with a Deleted event.
 */
export async function forceDeleteEmployee(employeeId: number): Promise<void> {
  const current = await resolveEmployee(employeeId);
  if (!current.trashed_at) throw VisibleError.conflict('Move the employee to the trash before deleting them.');
  const directory = await readDirectory(current.organization_id);
  const reports = directory.filter((item) => item.reporting_manager_id === employeeId);
  if (reports.length > 0) {
    throw VisibleError.conflict(
      `${reports.length} employee${reports.length === 1 ? ' reports' : 's report'} to this employee. Assign them another manager first.`,
    );
  }
  const organizationId = current.organization_id;
  const { tax_file_number: taxFileNumber } = await openPayroll(current);
  const tfnGuard = taxFileNumber ? await ownTfnGuard(organizationId, employeeId, taxFileNumber) : null;
  const event = newHistoryEvent(current, 'Deleted', 'Deleted permanently');
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, uniqueValue, locator, history }) => [
      employee
        .delete({ organization_id: organizationId, employee_id: employeeId })
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      uniqueValue
        .delete({
          organization_id: organizationId,
          field: 'employee_code',
          value: normalizeUnique(current.employee_code),
        })
        .commit(),
      uniqueValue
        .delete({
          organization_id: organizationId,
          field: 'personal_email',
          value: normalizeUnique(current.personal_email),
        })
        .commit(),
      // The TFN is free for another record once this one is gone (trashing keeps it taken).
      ...(tfnGuard
        ? [uniqueValue.delete({ organization_id: organizationId, field: 'tax_file_number', value: tfnGuard }).commit()]
        : []),
      locator.delete({ kind: 'employee', id: employeeId }).commit(),
      history.create(event).commit(),
      auditPut(employeeAudit(event)),
      directoryWrite(organizationId, employeeId, null),
      // A member linked to the record (self-service) is unlinked with it.
      ...(current.user_id ? [freeMemberOfDeletedEmployeeWrite(organizationId, current.user_id, employeeId)] : []),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  await compactDirectoryShard(organizationId, employeeId);
}
