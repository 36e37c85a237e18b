import type { Department } from '@wattle/shared/organizations';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const departmentsKey = (organizationId: number) => ['organizations', organizationId, 'departments'] as const;

export function getDepartments(organizationId: number): Promise<Department[]> {
  return api.get<Department[]>(`/organizations/${organizationId}/departments`);
}

export function useDepartments(organizationId: number) {
  return useSWR(departmentsKey(organizationId), ([, id]) => getDepartments(id));
}
