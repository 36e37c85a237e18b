import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { newHistoryEvent } from '../employees/history.ts';
import { historyEventEntity } from '../employees/history-entity.ts';
import { type EmployeePayPeriod, employeePayEntity } from './setup-entities.ts';

/**
 * Puts an employee's pay back as it was before an import wrote it (the import's revert, issue 31
 * §1): `periods` are the periods as they were, or null when the import created the pay (it is then
 * removed). Only while the pay is still what the import left (`versionAfter`): otherwise nothing is
 * written and the answer says it changed since. History and the payroll audit log record it, as
 * putEmployeePay does a change.
 */
export async function restoreEmployeePay(
  organizationId: number,
  employeeId: number,
  periods: readonly EmployeePayPeriod[] | null,
  versionAfter: number,
): Promise<string | null> {
  const [employee, { data: current }] = await Promise.all([
    readEmployee(organizationId, employeeId),
    employeePayEntity().get({ organization_id: organizationId, employee_id: employeeId }).go({ consistent: true }),
  ]);
  const name = employee ? `${employee.first_name} ${employee.last_name}` : `Employee ${employeeId}`;
  if (!current) return periods === null ? null : `${name}'s pay no longer exists.`;
  if (current.version !== versionAfter) return `${name}'s pay changed since.`;
  const key = { organization_id: organizationId, employee_id: employeeId };
  const unchanged = ({ version }: { version: number }, { eq }: { eq: (a: unknown, b: unknown) => string }) =>
    eq(version, current.version);
  const write =
    periods === null
      ? employeePayEntity().delete(key).where(unchanged)
      : employeePayEntity()
          .put({
            ...key,
            periods: [...periods],
            version: current.version + 1,
            updated_at: new Date().toISOString(),
          })
          .where(unchanged);
  const details = periods === null ? 'Pay removed: an import was reverted' : 'Pay restored: an import was reverted';
  const result = await transactWrite([
    committed(write),
    ...(employee ? [committed(historyEventEntity().create(newHistoryEvent(employee, 'Salary Update', details)))] : []),
    auditPut({
      organizationId,
      module: 'payroll',
      action: periods === null ? 'delete' : 'update',
      record: { type: 'employee_pay', id: employeeId, label: name },
      summary: `${periods === null ? 'Removed' : 'Restored'} ${name}'s pay as it was before an import (reverted)`,
    }),
  ]);
  return result.canceled ? `${name}'s pay changed since.` : null;
}
