import type { Designation, designationInput } from '@wattle/shared/organizations';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { designationsKey } from '@/lib/api/get-designations';
import { api } from '@/lib/api-client';

export type DesignationValues = z.output<typeof designationInput>;

export function createDesignation(departmentId: number, input: DesignationValues): Promise<Designation> {
  return api.post<Designation>(`/departments/${departmentId}/designations`, input);
}

export function useCreateDesignation(organizationId: number, departmentId: number) {
  return useSWRMutation(designationsKey(organizationId, departmentId), (_key, { arg }: { arg: DesignationValues }) =>
    createDesignation(departmentId, arg),
  );
}
