import type {
  PayrollSettings,
  PayrollSettingsInput,
  PaySchedule,
  PayScheduleInput,
} from '@wattle/shared/payroll-setup';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { payrollSetupKey, useRevalidatePayrollSetup } from './keys';

export function usePayrollSettings(organizationId: number | null) {
  return useSWR(organizationId ? [...payrollSetupKey(organizationId), 'settings'] : null, () =>
    api.get<PayrollSettings>(`/organizations/${organizationId}/payroll-settings`),
  );
}

export function useSavePayrollSettings(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'save-settings'],
    (_key, { arg }: { arg: PayrollSettingsInput }) =>
      api.put<PayrollSettings>(`/organizations/${organizationId}/payroll-settings`, arg),
    { onSuccess: () => void revalidate() },
  );
}

export function usePaySchedules(organizationId: number | null) {
  return useSWR(organizationId ? [...payrollSetupKey(organizationId), 'schedules'] : null, () =>
    api.get<PaySchedule[]>(`/organizations/${organizationId}/pay-schedules`),
  );
}

export type ScheduleSave =
  | { id: null; input: PayScheduleInput }
  | { id: number; input: Omit<PayScheduleInput, 'frequency'> & { version: number } };

export function useSavePaySchedule(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'save-schedule'],
    (_key, { arg }: { arg: ScheduleSave }) =>
      arg.id === null
        ? api.post<PaySchedule>(`/organizations/${organizationId}/pay-schedules`, arg.input)
        : api.patch<PaySchedule>(`/organizations/${organizationId}/pay-schedules/${arg.id}`, arg.input),
    { onSuccess: () => void revalidate() },
  );
}

export function useDeletePaySchedule(organizationId: number | null) {
  const revalidate = useRevalidatePayrollSetup(organizationId);
  return useSWRMutation(
    [...payrollSetupKey(organizationId), 'delete-schedule'],
    (_key, { arg }: { arg: number }) => api.delete(`/organizations/${organizationId}/pay-schedules/${arg}`),
    { onSuccess: () => void revalidate() },
  );
}
