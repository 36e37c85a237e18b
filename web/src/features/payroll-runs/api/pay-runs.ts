import type { SuperOwing } from '@wattle/shared/pay-run-files';
import type { PayRunDetail, PayRunRecalculation, PayRunView, PayslipView } from '@wattle/shared/pay-runs';
import type { PayFrequency } from '@wattle/shared/payroll-constants';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Pay runs: the organization's list, one run with its payslips, and the steps of a run. */

export interface PageOf<T> {
  data: T[];
  next_cursor: string | null;
  per_page: number;
}

/** A pay schedule with its next period (GET /organizations/{id}/pay-schedules, payroll setup). */
export interface ScheduleOption {
  id: number;
  name: string;
  frequency: PayFrequency;
  period_start: string;
  period_end: string;
  pay_date: string;
}

/** A run still being worked on by the worker is polled every few seconds. */
export const POLL_MS = 2000;
const busy = (status: string | undefined) => status === 'calculating' || status === 'finalising';

const prefix = (organizationId: number | null) => ['pay-runs', organizationId] as const;

export function usePayRuns(organizationId: number | null, cursor: string | undefined) {
  return useSWR(
    organizationId ? [...prefix(organizationId), 'list', cursor ?? ''] : null,
    () =>
      api.get<PageOf<PayRunView>>(
        `/payroll/pay-runs?organization_id=${organizationId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    { refreshInterval: (page) => (page?.data.some((run) => busy(run.status)) ? POLL_MS : 0) },
  );
}

/** One run with a page of its payslips (`cursor`: the page after the first). */
export function usePayRun(organizationId: number | null, payRunId: number | null, cursor?: string) {
  return useSWR(
    organizationId && payRunId ? [...prefix(organizationId), 'run', payRunId, cursor ?? ''] : null,
    () =>
      api.get<PayRunDetail>(`/payroll/pay-runs/${payRunId}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
    { refreshInterval: (run) => (busy(run?.status) ? POLL_MS : 0) },
  );
}

/** What a run owes each super fund (`version`: read again when the run changes). */
export function usePayRunSuper(organizationId: number | null, payRunId: number | null, version: number) {
  return useSWR(organizationId && payRunId ? [...prefix(organizationId), 'super', payRunId, version] : null, () =>
    api.get<SuperOwing[]>(`/payroll/pay-runs/${payRunId}/super`),
  );
}

export function usePaySchedules(organizationId: number | null) {
  return useSWR(organizationId ? ['pay-schedules', organizationId] : null, () =>
    api.get<ScheduleOption[]>(`/organizations/${organizationId}/pay-schedules`),
  );
}

/** Revalidates every pay-run read of the organization after a change. */
export function useRevalidatePayRuns(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && key[0] === 'pay-runs' && key[1] === organizationId, undefined, {
      revalidate: true,
    });
}

export interface NewPayRun {
  pay_schedule_id: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  /** An adjustment run: the finalised run it corrects. */
  adjusts_pay_run_id?: number;
}

export const createPayRun = (organizationId: number, input: NewPayRun) =>
  api.post<PayRunView>('/payroll/pay-runs', { organization_id: organizationId, ...input });

export const finalisePayRun = (payRunId: number) => api.post<PayRunView>(`/payroll/pay-runs/${payRunId}/finalise`);
/** Works out again every payslip of a run in review whose period's leave changed since it was calculated. */
export const recalculateStalePayslips = (payRunId: number) =>
  api.post<PayRunRecalculation>(`/payroll/pay-runs/${payRunId}/recalculate`, {});
export const markPayRunPaid = (payRunId: number) => api.post<PayRunView>(`/payroll/pay-runs/${payRunId}/pay`);
export const deletePayRun = (payRunId: number) => api.delete(`/payroll/pay-runs/${payRunId}`);

export interface PayslipAdjustment {
  version: number;
  add?: {
    kind: string;
    description: string;
    amount: string;
    payee?: string;
    schedule5_method?: string;
    schedule5_periods?: number;
    accrued_from?: string;
    accrued_to?: string;
  }[];
  change?: { id: string; description: string; amount: string }[];
  remove?: string[];
}

export const adjustPayslip = (payRunId: number, employeeId: number, adjustment: PayslipAdjustment) =>
  api.patch<PayslipView>(`/payroll/pay-runs/${payRunId}/payslips/${employeeId}`, adjustment);
