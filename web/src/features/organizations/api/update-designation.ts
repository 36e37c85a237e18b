import type { Designation } from '@wattle/shared/organizations';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { designationsKey } from '@/lib/api/get-designations';
import { api, isConflict } from '@/lib/api-client';
import type { DesignationValues } from './create-designation';

export interface UpdateDesignationArg {
  id: number;
  input: DesignationValues;
}

export function updateDesignation({ id, input }: UpdateDesignationArg): Promise<Designation> {
  return api.put<Designation>(`/designations/${id}`, input);
}

export function useUpdateDesignation(organizationId: number, departmentId: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    designationsKey(organizationId, departmentId),
    async (_key, { arg }: { arg: UpdateDesignationArg }) => {
      try {
        return await updateDesignation(arg);
      } catch (error) {
        // Someone else saved first: fetch their version so the next edit starts from it.
        if (isConflict(error)) void mutate(designationsKey(organizationId, departmentId));
        throw error;
      }
    },
  );
}
