import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { type EmployeeItem, employeeEntity } from '../employees/employee-entity.ts';
import { payrollAbnOf, registrationAbn } from './payroll-abn.ts';
import {
  type EmployeePayItem,
  employeePayEntity,
  type PayrollSettingsItem,
  payrollSettingsEntity,
} from './setup-entities.ts';

/** The employee records and pay setups of a run's payees, in one BatchGetItem (100 keys a request). */
export async function readPayeesOf(
  organizationId: number,
  employeeIds: readonly number[],
): Promise<{ employees: Map<number, EmployeeItem>; pay: Map<number, EmployeePayItem> }> {
  const key = (entity: { get: (k: never) => { params: <T>() => T } }, employeeId: number) =>
    entity
      .get({ organization_id: organizationId, employee_id: employeeId } as never)
      .params<{ Key: Record<string, string> }>().Key;
  const employeesTable = tableNames().employees;
  const payrollTable = tableNames().payroll;
  const found = await batchGet([
    { table: employeesTable, keys: employeeIds.map((id) => key(employeeEntity() as never, id)) },
    { table: payrollTable, keys: employeeIds.map((id) => key(employeePayEntity() as never, id)) },
  ]);
  const employees = employeeEntity().parse({ Items: found.get(employeesTable) ?? [] }).data as EmployeeItem[];
  const pay = employeePayEntity().parse({ Items: found.get(payrollTable) ?? [] }).data as EmployeePayItem[];
  return {
    employees: new Map(employees.map((record) => [record.employee_id, record])),
    pay: new Map(pay.map((record) => [record.employee_id, record])),
  };
}

/** The employee records of a run's payees, in one BatchGetItem. */
export async function readEmployeesOf(
  organizationId: number,
  employeeIds: readonly number[],
): Promise<Map<number, EmployeeItem>> {
  return (await readPayeesOf(organizationId, employeeIds)).employees;
}

/**
 * The organization's payroll settings (the bank account pays come from) with the payroll ABN: their
 * own, else the registration number's (payroll-abn.ts); undefined before setup and with no ABN.
 */
export async function readPayrollSettings(
  organizationId: number,
): Promise<(Partial<PayrollSettingsItem> & { abn?: string }) | undefined> {
  const [{ data }, registration] = await Promise.all([
    payrollSettingsEntity().get({ organization_id: organizationId }).go({ consistent: true }),
    registrationAbn(organizationId),
  ]);
  const abn = payrollAbnOf(data?.abn, registration);
  if (!data) return abn ? { abn } : undefined;
  return abn ? { ...data, abn } : data;
}
