import useSWR from 'swr';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export const nextCodeKey = (organizationId: number) => [...employeesKeyPrefix(organizationId), 'next-code'] as const;

/** The employee code the new-employee form suggests: the next in the organization's sequence. */
export function useNextEmployeeCode(organizationId: number | null) {
  return useSWR(
    organizationId ? nextCodeKey(organizationId) : null,
    ([, id]) => api.get<{ employee_code: string }>(`/employees/next-code?organization_id=${id}`),
    // A suggestion, read when the form opens: no refetch while someone types.
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
