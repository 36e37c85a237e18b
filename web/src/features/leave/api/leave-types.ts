import type { CustomLeaveTypeInput, LeaveTypeUpdateInput } from '@wattle/shared/leave-type-schemas';
import type { LeaveType } from '@wattle/shared/leave-types';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { leaveKeyPrefix, useRevalidateLeave } from './balances';

/** The organization's leave types: the NES types, then custom ones. */
export function useLeaveTypes(organizationId: number | null) {
  return useSWR(organizationId ? [...leaveKeyPrefix(organizationId), 'types'] : null, () =>
    api.get<LeaveType[]>(`/leave/types?organization_id=${organizationId}`),
  );
}

export function useSaveLeaveType(organizationId: number | null) {
  const revalidate = useRevalidateLeave(organizationId);
  return useSWRMutation(
    [...leaveKeyPrefix(organizationId), 'save-type'],
    (
      _key,
      {
        arg,
      }: {
        arg:
          | { id: null; input: Omit<CustomLeaveTypeInput, 'organization_id'> }
          | { id: number; input: Omit<LeaveTypeUpdateInput, 'organization_id'> };
      },
    ) =>
      arg.id === null
        ? api.post<LeaveType>('/leave/types', { organization_id: organizationId, ...arg.input })
        : api.put<LeaveType>(`/leave/types/${arg.id}`, { organization_id: organizationId, ...arg.input }),
    { onSuccess: () => void revalidate() },
  );
}

export function useDeleteLeaveType(organizationId: number | null) {
  const revalidate = useRevalidateLeave(organizationId);
  return useSWRMutation(
    [...leaveKeyPrefix(organizationId), 'delete-type'],
    (_key, { arg }: { arg: number }) => api.delete(`/leave/types/${arg}?organization_id=${organizationId}`),
    { onSuccess: () => void revalidate() },
  );
}
