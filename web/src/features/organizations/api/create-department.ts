import type { Department, departmentInput } from '@wattle/shared/organizations';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { departmentsKey } from '@/lib/api/get-departments';
import { api } from '@/lib/api-client';

export type DepartmentValues = z.output<typeof departmentInput>;

export function createDepartment(organizationId: number, input: DepartmentValues): Promise<Department> {
  return api.post<Department>(`/organizations/${organizationId}/departments`, input);
}

export function useCreateDepartment(organizationId: number) {
  return useSWRMutation(departmentsKey(organizationId), (_key, { arg }: { arg: DepartmentValues }) =>
    createDepartment(organizationId, arg),
  );
}
