import type { HistoryPage } from '@wattle/shared/employee-history';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { employeeKey } from './get-employee';

export const RECENT_HISTORY_SIZE = 5;

export const employeeHistoryKey = (organizationId: number | null, id: number, perPage: number) =>
  [...employeeKey(organizationId, id), 'history', perPage] as const;

export function getEmployeeHistory(id: number, perPage = RECENT_HISTORY_SIZE): Promise<HistoryPage> {
  return api.get<HistoryPage>(`/employees/${id}/history?per_page=${perPage}`);
}

/** One employee's latest events, newest first (the profile's Recent history card). */
export function useEmployeeHistory(organizationId: number | null, id: number | null, perPage = RECENT_HISTORY_SIZE) {
  return useSWR(id ? employeeHistoryKey(organizationId, id, perPage) : null, ([, , , , employeeId, , size]) =>
    getEmployeeHistory(employeeId, size),
  );
}
