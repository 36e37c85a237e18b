import type { JobOpening, jobOpeningInput } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { jobOpeningsKey, useRevalidateJobOpenings } from './get-job-openings';

/** The form's values as the shared schema outputs them (organization_id included). */
export type JobOpeningValues = z.output<typeof jobOpeningInput>;

export function createJobOpening(input: JobOpeningValues): Promise<JobOpening> {
  return api.post<JobOpening>('/recruitment/job-openings', input);
}

export function useCreateJobOpening(organizationId: number) {
  const revalidate = useRevalidateJobOpenings(organizationId);
  return useSWRMutation(
    jobOpeningsKey(organizationId),
    (_key, { arg }: { arg: JobOpeningValues }) => createJobOpening(arg),
    { onSuccess: () => void revalidate() },
  );
}
