import type { FinalPay, FinalPayInput } from '@wattle/shared/final-pay';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** A leaver's final pay (issue 30 §1): GET, POST and DELETE /employees/{id}/final-pay. */
export const finalPayKey = (organizationId: number | null, employeeId: number) =>
  [...employeesKeyPrefix(organizationId), 'final-pay', employeeId] as const;

export function useFinalPay(organizationId: number | null, employeeId: number | null) {
  return useSWR(organizationId && employeeId ? finalPayKey(organizationId, employeeId) : null, () =>
    api.get<FinalPay>(`/employees/${employeeId}/final-pay`),
  );
}

export function useSetUpFinalPay(organizationId: number | null, employeeId: number) {
  const { mutate } = useFinalPay(organizationId, employeeId);
  return useSWRMutation(
    [...finalPayKey(organizationId, employeeId), 'set-up'],
    (_key, { arg }: { arg: FinalPayInput }) => api.post<FinalPay>(`/employees/${employeeId}/final-pay`, arg),
    { onSuccess: (data) => void mutate(data, { revalidate: false }) },
  );
}

export function useRemoveFinalPay(organizationId: number | null, employeeId: number) {
  const { mutate } = useFinalPay(organizationId, employeeId);
  return useSWRMutation(
    [...finalPayKey(organizationId, employeeId), 'remove'],
    () => api.delete(`/employees/${employeeId}/final-pay`),
    { onSuccess: () => void mutate() },
  );
}
