import type { EmployeeOption } from '@wattle/shared/employees';
import type { EmployeePay, EmployeePayInput, EmployeePaySummary, PayrollSetupPage } from '@wattle/shared/payroll-setup';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { payrollSetupKey, useRevalidatePayrollSetup } from './keys';

/** A page of employees with the pay in effect today (and any later period), optionally searched. */
export function useEmployeePaySummaries(organizationId: number | null, search: string, cursor: string | undefined) {
  return useSWR(
    organizationId ? [...payrollSetupKey(organizationId), 'employee-pay', search, cursor ?? null] : null,
    () => {
      const query = new URLSearchParams({ organization_id: String(organizationId) });
      if (search) query.set('search', search);
      if (cursor) query.set('cursor', cursor);
      return api.get<PayrollSetupPage<EmployeePaySummary>>(`/payroll/employee-pay?${query}`);
    },
    { keepPreviousData: true },
  );
}

/** The organization's active employees, for a picker (the employees module's options list). */
export function useEmployeeOptions(organizationId: number | null) {
  return useSWR(organizationId ? [...payrollSetupKey(organizationId), 'employee-options'] : null, () =>
    api.get<EmployeeOption[]>(`/employees/options?organization_id=${organizationId}`),
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
