import type { JobOpening } from '@wattle/shared/recruitment';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { jobOpeningsKey } from './get-job-openings';

export const jobOpeningKey = (organizationId: number, jobOpeningId: number) =>
  [...jobOpeningsKey(organizationId), jobOpeningId] as const;

export function getJobOpening(jobOpeningId: number): Promise<JobOpening> {
  return api.get<JobOpening>(`/recruitment/job-openings/${jobOpeningId}`);
}

export function useJobOpening(organizationId: number | null, jobOpeningId: number | null) {
  return useSWR(organizationId && jobOpeningId ? jobOpeningKey(organizationId, jobOpeningId) : null, ([, , , id]) =>
    getJobOpening(id),
  );
}
