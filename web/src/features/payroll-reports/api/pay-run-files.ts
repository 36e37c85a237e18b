import type { PayRunFile } from '@wattle/shared/pay-run-files';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The ABA and STP files downloaded for runs paid in the period (payroll export; null key while the period is not complete). */
export function usePayRunFiles(organizationId: number | null, from: string, to: string, ready: boolean) {
  const query = new URLSearchParams({ organization_id: String(organizationId), from, to });
  return useSWR(
    ready && organizationId ? ['payroll', organizationId, 'pay-run-files', from, to] : null,
    () => api.get<PayRunFile[]>(`/payroll/pay-run-files?${query}`),
    { keepPreviousData: true },
  );
}
