import type { ProbationExtensionInput } from '@wattle/shared/employee-exits';
import type { Employee } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

/** Ends probation: the employee becomes Active. */
export function useConfirmProbation(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'probation-confirm'],
    (_key, { arg }: { arg: { id: number; version: number } }) =>
      api.post<Employee>(`/employees/${arg.id}/probation/confirm`, { version: arg.version }),
    { onSuccess: () => void revalidate() },
  );
}

export function useExtendProbation(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'probation-extend'],
    (_key, { arg }: { arg: { id: number; input: ProbationExtensionInput } }) =>
      api.post<Employee>(`/employees/${arg.id}/probation/extend`, arg.input),
    { onSuccess: () => void revalidate() },
  );
}
