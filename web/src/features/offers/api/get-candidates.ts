import type { Candidate } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const candidatesKey = (organizationId: number, jobOpeningId: number) =>
  ['organizations', organizationId, 'candidates', jobOpeningId] as const;

export function getCandidates(organizationId: number, jobOpeningId: number): Promise<Candidate[]> {
  return api.get<Candidate[]>(
    `/recruitment/candidates?organization_id=${organizationId}&job_opening_id=${jobOpeningId}`,
  );
}

/** The job's final candidates: interviewed applicants with their feedback score and where they stand. */
export function useCandidates(organizationId: number, jobOpeningId: number | null) {
  return useSWR(jobOpeningId ? candidatesKey(organizationId, jobOpeningId) : null, ([, id, , job]) =>
    getCandidates(id, job),
  );
}
