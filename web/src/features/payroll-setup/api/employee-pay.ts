import type { EmployeePay, EmployeePayInput, EmployeePaySummary } from '@wattle/shared/payroll-setup';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { payrollSetupKey, useRevalidatePayrollSetup } from './keys';

/** Every employee with the pay in effect today (and any later period). */
export function useEmployeePaySummaries(organizationId: number | null) {
  return useSWR(organizationId ? [...payrollSetupKey(organizationId), 'employee-pay'] : null, () =>
    api.get<EmployeePaySummary[]>(`/payroll/employee-pay?organization_id=${organizationId}`),
  );
}

/** One employee's pay: every effective-dated period. */
export function useEmployeePay(organizationId: number | null, employeeId: number | null) {
  return useSWR(organizationId && employeeId ? [...payrollSetupKey(organizationId), 'pay', employeeId] : null, () =>
    api.get<EmployeePay>(`/employees/${employeeId}/pay`),
  );
}

export function useSaveEmployeePay(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'save-pay'],
    (_key, { arg }: { arg: { employeeId: number; input: EmployeePayInput } }) =>
      api.put<EmployeePay>(`/employees/${arg.employeeId}/pay`, arg.input),
    { onSuccess: () => void revalidate() },
  );
}
