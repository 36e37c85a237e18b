import type { LeaveAdjustmentInput } from '@wattle/shared/leave-type-schemas';
import type { LeaveBalance, LeaveEntry } from '@wattle/shared/leave-types';
import type { OpeningBalances, OpeningBalancesInput, UnconfirmedBalance } from '@wattle/shared/opening-balances';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

/** SWR keys of leave data begin with the organization: ['leave', organizationId, ...]. */
export const leaveKeyPrefix = (organizationId: number | null) => ['leave', organizationId] as const;

/** An employee's balances as of a day (the organization's today when not given). */
export function useLeaveBalances(organizationId: number | null, employeeId: number | null, asOf: string) {
  return useSWR(
    organizationId && employeeId ? [...leaveKeyPrefix(organizationId), 'balances', employeeId, asOf] : null,
    () => api.get<LeaveBalance[]>(`/employees/${employeeId}/leave-balances?as_of=${asOf}`),
    { keepPreviousData: true },
  );
}

export interface LeaveEntriesPage {
  data: LeaveEntry[];
  next_cursor: string | null;
}

/** One page of an employee's entries of one type, newest first. */
export function useLeaveEntries(
  organizationId: number | null,
  employeeId: number | null,
  leaveTypeId: number | null,
  cursor: string | undefined,
) {
  return useSWR(
    organizationId && employeeId && leaveTypeId
      ? [...leaveKeyPrefix(organizationId), 'entries', employeeId, leaveTypeId, cursor ?? null]
      : null,
    async () => {
      const query = new URLSearchParams({ leave_type_id: String(leaveTypeId) });
      if (cursor) query.set('cursor', cursor);
      return api.get<LeaveEntriesPage>(`/employees/${employeeId}/leave-entries?${query}`);
    },
    { keepPreviousData: true },
  );
}

/** Revalidates every leave read of the organization (balances, entries, types). */
export function useRevalidateLeave(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && key[0] === 'leave' && key[1] === organizationId, undefined, {
      revalidate: true,
    });
}

/** HR's signed adjustment of a balance, with its reason. */
export function useAdjustLeave(organizationId: number | null) {
  const revalidate = useRevalidateLeave(organizationId);
  return useSWRMutation(
    [...leaveKeyPrefix(organizationId), 'adjust'],
    (_key, { arg }: { arg: LeaveAdjustmentInput }) =>
      api.post<LeaveBalance[]>('/leave/adjustments', { organization_id: organizationId, ...arg }),
    { onSuccess: () => void revalidate() },
  );
}

/** An employee's opening balances and whether their balances are confirmed (issue 31 §2). */
export function useOpeningBalances(organizationId: number | null, employeeId: number | null) {
  return useSWR(organizationId && employeeId ? [...leaveKeyPrefix(organizationId), 'opening', employeeId] : null, () =>
    api.get<OpeningBalances>(`/employees/${employeeId}/opening-balances`),
  );
}

/** HR: the current people who joined before the workspace and whose balances nobody has confirmed. */
export function useUnconfirmedBalances(organizationId: number | null) {
  return useSWR(organizationId ? [...leaveKeyPrefix(organizationId), 'unconfirmed'] : null, () =>
    api.get<UnconfirmedBalance[]>(`/leave/unconfirmed-balances?organization_id=${organizationId}`),
  );
}

/** HR sets an employee's whole set of opening balances (an empty set confirms the accrual since joining). */
export function useSetOpeningBalances(organizationId: number | null, employeeId: number | null) {
  const revalidate = useRevalidateLeave(organizationId);
  return useSWRMutation(
    [...leaveKeyPrefix(organizationId), 'set-opening', employeeId],
    (_key, { arg }: { arg: OpeningBalancesInput }) =>
      api.put<OpeningBalances>(`/employees/${employeeId}/opening-balances`, arg),
    { onSuccess: () => void revalidate() },
  );
}
