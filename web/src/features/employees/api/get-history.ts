import { HISTORY_PAGE_SIZE, type HistoryEventType } from '@wattle/shared/employee-constants';
import type { HistoryPage } from '@wattle/shared/employee-history';
import useSWR from 'swr';
import { employeesKeyPrefix } from '@/lib/api/employee-keys';
import { api } from '@/lib/api-client';

export interface HistoryQuery {
  employee_id?: number;
  event_type?: HistoryEventType;
  /** YYYY-MM-DD, inclusive. */
  start_date?: string;
  /** YYYY-MM-DD, inclusive. */
  end_date?: string;
  cursor?: string;
}

export const historyKey = (organizationId: number, query: HistoryQuery) =>
  [...employeesKeyPrefix(organizationId), 'history', query] as const;

/** The query string of the history list and its export (empty filters are left out). */
export function historySearchParams(organizationId: number, query: HistoryQuery): URLSearchParams {
  const params = new URLSearchParams({ organization_id: String(organizationId), per_page: String(HISTORY_PAGE_SIZE) });
  if (query.employee_id) params.set('employee_id', String(query.employee_id));
  if (query.event_type) params.set('event_type', query.event_type);
  if (query.start_date) params.set('start_date', query.start_date);
  if (query.end_date) params.set('end_date', query.end_date);
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

export function getHistory(organizationId: number, query: HistoryQuery): Promise<HistoryPage> {
  return api.get<HistoryPage>(`/employees/history?${historySearchParams(organizationId, query)}`);
}

/** One page of the organization's audit log, newest first. */
export function useHistory(organizationId: number | null, query: HistoryQuery) {
  return useSWR(organizationId ? historyKey(organizationId, query) : null, ([, id, , , q]) => getHistory(id, q), {
    keepPreviousData: true,
  });
}
