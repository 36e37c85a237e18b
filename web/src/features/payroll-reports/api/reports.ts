import type { PayrollReport, PayrollReportName } from '@wattle/shared/payroll-outputs';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const reportPath = (
  name: PayrollReportName,
  organizationId: number,
  from: string,
  to: string,
  format?: 'csv',
) => {
  const query = new URLSearchParams({ organization_id: String(organizationId), from, to });
  if (format) query.set('format', format);
  return `/payroll/reports/${name}?${query}`;
};

/** One report for a period (null key while the period is not complete). */
export function usePayrollReport(
  organizationId: number | null,
  name: PayrollReportName,
  from: string,
  to: string,
  ready: boolean,
) {
  return useSWR(
    ready && organizationId ? ['payroll', organizationId, 'report', name, from, to] : null,
    () => api.get<PayrollReport>(reportPath(name, organizationId as number, from, to)),
    { keepPreviousData: true },
  );
}
