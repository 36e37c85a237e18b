import type { Department } from '@wattle/shared/organizations';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { departmentsKey } from '@/lib/api/get-departments';
import { api, isConflict } from '@/lib/api-client';
import type { DepartmentValues } from './create-department';

export interface UpdateDepartmentArg {
  id: number;
  input: DepartmentValues;
}

export function updateDepartment({ id, input }: UpdateDepartmentArg): Promise<Department> {
  return api.put<Department>(`/departments/${id}`, input);
}

export function useUpdateDepartment(organizationId: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(departmentsKey(organizationId), async (_key, { arg }: { arg: UpdateDepartmentArg }) => {
    try {
      return await updateDepartment(arg);
    } catch (error) {
      // Someone else saved first: fetch their version so the next edit starts from it.
      if (isConflict(error)) void mutate(departmentsKey(organizationId));
      throw error;
    }
  });
}
