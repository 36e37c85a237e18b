import type { JobOpening } from '@wattle/shared/recruitment';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, isConflict } from '@/lib/api-client';
import type { JobOpeningValues } from './create-job-opening';
import { jobOpeningKey } from './get-job-opening';
import { jobOpeningsKey, useRevalidateJobOpenings } from './get-job-openings';

export interface UpdateJobOpeningArg {
  id: number;
  /** Carries the `version` read with the record; a stale one gets 409. */
  input: JobOpeningValues;
}

export function updateJobOpening({ id, input }: UpdateJobOpeningArg): Promise<JobOpening> {
  return api.put<JobOpening>(`/recruitment/job-openings/${id}`, input);
}

export function useUpdateJobOpening(organizationId: number) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateJobOpenings(organizationId);
  return useSWRMutation(
    jobOpeningsKey(organizationId),
    async (_key, { arg }: { arg: UpdateJobOpeningArg }) => {
      try {
        return await updateJobOpening(arg);
      } catch (error) {
        // Someone else saved first: fetch their version so the next edit starts from it.
        if (isConflict(error)) {
          void mutate(jobOpeningKey(organizationId, arg.id));
          void revalidate();
        }
        throw error;
      }
    },
    {
      onSuccess: (job) => {
        void mutate(jobOpeningKey(organizationId, job.id), job, { revalidate: false });
        void revalidate();
      },
    },
  );
}
