import type { DashboardStats } from '@wattle/shared/dashboard';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/**
 * Under the organization's employee keys on purpose: every change to an employee (made anywhere in
 * the app) reloads those keys, so the figures follow without this feature knowing who changed what.
 */
export const dashboardStatsKey = (organizationId: number) =>
  ['organizations', organizationId, 'employees', 'dashboard'] as const;

export function getDashboardStats(organizationId: number): Promise<DashboardStats> {
  return api.get<DashboardStats>(`/dashboard?organization_id=${organizationId}`);
}

export function useDashboardStats(organizationId: number | null) {
  return useSWR(organizationId ? dashboardStatsKey(organizationId) : null, ([, id]) => getDashboardStats(id));
}
