import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { templatesKey } from './get-templates';

export function deleteTemplate(id: number): Promise<void> {
  return api.delete(`/recruitment/onboarding/templates/${id}`);
}

/** Deletes a template; plans already started from it keep their own copy of the tasks. */
export function useDeleteTemplate(organizationId: number) {
  return useSWRMutation(templatesKey(organizationId), (_key, { arg: id }: { arg: number }) => deleteTemplate(id));
}
