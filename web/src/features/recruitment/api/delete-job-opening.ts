import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { jobOpeningKey } from './get-job-opening';
import { jobOpeningsKey, useRevalidateJobOpenings } from './get-job-openings';

/** Refused with 409 while the opening has applicants. */
export function deleteJobOpening(id: number): Promise<void> {
  return api.delete(`/recruitment/job-openings/${id}`);
}

export function useDeleteJobOpening(organizationId: number) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateJobOpenings(organizationId);
  return useSWRMutation(jobOpeningsKey(organizationId), async (_key, { arg: id }: { arg: number }) => {
    await deleteJobOpening(id);
    await mutate(jobOpeningKey(organizationId, id), undefined, { revalidate: false });
    await revalidate();
  });
}
