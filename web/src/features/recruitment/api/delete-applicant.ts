import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { applicantsKey, useRevalidateApplicants } from './get-applicants';

/** Deletes the applicant and, on the server, its resume. */
export function deleteApplicant(id: number): Promise<void> {
  return api.delete(`/recruitment/applicants/${id}`);
}

export function useDeleteApplicant(organizationId: number) {
  const revalidate = useRevalidateApplicants(organizationId);
  return useSWRMutation(applicantsKey(organizationId), async (_key, { arg: id }: { arg: number }) => {
    await deleteApplicant(id);
    await revalidate();
  });
}
