import type { Employee, EmployeeData } from '@wattle/shared/employees';
import useSWRMutation from 'swr/mutation';
import { employeesKeyPrefix, useRevalidateEmployees } from '@/lib/api/employee-keys';
import { api, isConflict } from '@/lib/api-client';

export interface UpdateEmployeeArg {
  id: number;
  /** With the `version` read with the record: a save over someone else's change gets 409. */
  input: EmployeeData;
}

export function updateEmployee({ id, input }: UpdateEmployeeArg): Promise<Employee> {
  return api.put<Employee>(`/employees/${id}`, input);
}

export function useUpdateEmployee(organizationId: number | null) {
  const revalidate = useRevalidateEmployees(organizationId);
  return useSWRMutation(
    [...employeesKeyPrefix(organizationId), 'update'],
    async (_key, { arg }: { arg: UpdateEmployeeArg }) => {
      try {
        const saved = await updateEmployee(arg);
        void revalidate();
        return saved;
      } catch (error) {
        // Someone else saved first: the lists and record reload; the form keeps what was typed.
        if (isConflict(error)) void revalidate();
        throw error;
      }
    },
  );
}
