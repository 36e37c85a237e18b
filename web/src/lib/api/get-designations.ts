import type { Designation } from '@wattle/shared/organizations';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const designationsKey = (organizationId: number, departmentId: number) =>
  ['organizations', organizationId, 'departments', departmentId, 'designations'] as const;

export function getDesignations(departmentId: number): Promise<Designation[]> {
  return api.get<Designation[]>(`/departments/${departmentId}/designations`);
}

/** Loads only when there is a department and `enabled` (e.g. the department card is open). */
export function useDesignations(organizationId: number, departmentId: number | null, enabled = true) {
  return useSWR(enabled && departmentId ? designationsKey(organizationId, departmentId) : null, ([, , , id]) =>
    getDesignations(id),
  );
}
