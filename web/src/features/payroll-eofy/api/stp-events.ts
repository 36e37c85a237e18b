import type { EofySummary, StpEvent, StpEventCreateInput } from '@wattle/shared/stp-events';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const yearQuery = (organizationId: number, financialYear: string) =>
  new URLSearchParams({ organization_id: String(organizationId), financial_year: financialYear });

/** The "Finalise the year" summary: employees paid in the year, their YTD by STP category, problems, finalisation. */
export function useEofy(organizationId: number | null, financialYear: string) {
  return useSWR(organizationId ? ['payroll', organizationId, 'eofy', financialYear] : null, () =>
    api.get<EofySummary>(`/payroll/eofy?${yearQuery(organizationId as number, financialYear)}`),
  );
}

/** The year's STP events, newest first, with the state the gateway module reports. */
export function useStpEvents(organizationId: number | null, financialYear: string) {
  return useSWR(organizationId ? ['payroll', organizationId, 'stp-events', financialYear] : null, () =>
    api.get<StpEvent[]>(`/payroll/stp-events?${yearQuery(organizationId as number, financialYear)}`),
  );
}

export const createStpEvent = (body: StpEventCreateInput) => api.post<StpEvent>('/payroll/stp-events', body);

export const recordStpEventOutcome = (event: StpEvent, state: 'sent' | 'accepted' | 'rejected') =>
  api.post<StpEvent>(`/payroll/stp-events/${event.stp_event_id}/outcome`, { state, version: event.version });

/** Downloads the event's file to lodge (TFNs opened; the API audits the download). */
export async function downloadStpEventFile(event: StpEvent): Promise<string> {
  const data = await api.get<unknown>(`/payroll/stp-events/${event.stp_event_id}/file`);
  const fileName = `stp-${event.kind}-${event.financial_year}-${event.stp_event_id}.json`;
  saveFile(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), fileName);
  return fileName;
}
