import type { PayslipPage } from '@wattle/shared/payroll-outputs';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** Payroll's list of payslips: newest pay date first, optionally one pay run's or one employee's. */
export function usePayslips(
  organizationId: number | null,
  filters: { payRunId?: string; employeeId?: string },
  cursor: string | undefined,
  enabled: boolean,
) {
  return useSWR(
    enabled && organizationId
      ? ['payroll', organizationId, 'payslips', filters.payRunId ?? '', filters.employeeId ?? '', cursor ?? null]
      : null,
    () => {
      const query = new URLSearchParams({ organization_id: String(organizationId) });
      if (filters.payRunId) query.set('pay_run_id', filters.payRunId);
      if (filters.employeeId) query.set('employee_id', filters.employeeId);
      if (cursor) query.set('cursor', cursor);
      return api.get<PayslipPage>(`/payroll/payslips?${query}`);
    },
    { keepPreviousData: true },
  );
}

/** The signed-in person's own finalised and paid payslips (self-service). */
export function useMyPayslips(organizationId: number | null, cursor: string | undefined, enabled: boolean) {
  return useSWR(
    enabled && organizationId ? ['payroll', organizationId, 'my-payslips', cursor ?? null] : null,
    () => {
      const query = new URLSearchParams({ organization_id: String(organizationId) });
      if (cursor) query.set('cursor', cursor);
      return api.get<PayslipPage>(`/payroll/payslips/mine?${query}`);
    },
    { keepPreviousData: true },
  );
}

export const payslipPdfPath = (payslipId: string) => `/payroll/payslips/${encodeURIComponent(payslipId)}/pdf`;
