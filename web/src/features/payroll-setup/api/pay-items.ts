import type { PayItem, PayItemInput } from '@wattle/shared/pay-items';
import type { PayItemKind } from '@wattle/shared/payroll-constants';
import type { PayrollSetupPage } from '@wattle/shared/payroll-setup';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { payrollSetupKey, useRevalidatePayrollSetup } from './keys';

/** The organization's pay items of some kinds (a list screen's). */
export function usePayItems(organizationId: number | null, kinds: readonly PayItemKind[], cursor: string | undefined) {
  return useSWR(
    organizationId ? [...payrollSetupKey(organizationId), 'pay-items', kinds.join(','), cursor ?? null] : null,
    () => {
      const query = new URLSearchParams({ organization_id: String(organizationId), kinds: kinds.join(',') });
      if (cursor) query.set('cursor', cursor);
      return api.get<PayrollSetupPage<PayItem>>(`/payroll/pay-items?${query}`);
    },
    { keepPreviousData: true },
  );
}

export type PayItemSave =
  | { employeeId: number; id: null; input: PayItemInput }
  | { employeeId: number; id: number; input: PayItemInput & { version: number } };

export function useSavePayItem(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'save-item'],
    (_key, { arg }: { arg: PayItemSave }) =>
      arg.id === null
        ? api.post<PayItem>(`/employees/${arg.employeeId}/pay-items`, arg.input)
        : api.patch<PayItem>(`/employees/${arg.employeeId}/pay-items/${arg.id}`, arg.input),
    { onSuccess: () => void revalidate() },
  );
}

export function useDeletePayItem(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'delete-item'],
    (_key, { arg }: { arg: { employeeId: number; id: number } }) =>
      api.delete(`/employees/${arg.employeeId}/pay-items/${arg.id}`),
    { onSuccess: () => void revalidate() },
  );
}
