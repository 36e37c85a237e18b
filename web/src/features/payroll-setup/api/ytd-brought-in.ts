import type { YtdBroughtIn, YtdBroughtInInput } from '@wattle/shared/ytd-brought-in';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { payrollSetupKey, useRevalidatePayrollSetup } from './keys';

/** An employee's year to date brought in from a previous payroll, for one financial year. */
export function useYtdBroughtIn(organizationId: number | null, employeeId: number | null, financialYear: string) {
  return useSWR(
    organizationId && employeeId
      ? [...payrollSetupKey(organizationId), 'ytd-brought-in', employeeId, financialYear]
      : null,
    () => api.get<YtdBroughtIn>(`/employees/${employeeId}/ytd-brought-in?financial_year=${financialYear}`),
  );
}

export function useSaveYtdBroughtIn(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'save-ytd-brought-in'],
    (_key, { arg }: { arg: { employeeId: number; input: YtdBroughtInInput } }) =>
      api.put<YtdBroughtIn>(`/employees/${arg.employeeId}/ytd-brought-in`, arg.input),
    { onSuccess: () => void revalidate() },
  );
}
