import type { Offer } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const offersKey = (organizationId: number, jobOpeningId: number) =>
  ['organizations', organizationId, 'offers', jobOpeningId] as const;

export function getOffers(organizationId: number, jobOpeningId: number): Promise<Offer[]> {
  return api.get<Offer[]>(`/recruitment/offers?organization_id=${organizationId}&job_opening_id=${jobOpeningId}`);
}

/** The offers extended for a job, newest first. */
export function useOffers(organizationId: number, jobOpeningId: number | null) {
  return useSWR(jobOpeningId ? offersKey(organizationId, jobOpeningId) : null, ([, id, , job]) => getOffers(id, job));
}
