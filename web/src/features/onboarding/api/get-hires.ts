import type { Hire } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const hiresKey = (organizationId: number) => ['organizations', organizationId, 'onboarding', 'hires'] as const;

export function getHires(organizationId: number): Promise<Hire[]> {
  return api.get<Hire[]>(`/recruitment/onboarding/hires?organization_id=${organizationId}`);
}

/** Hired applicants with their onboarding plan (or none yet). */
export function useHires(organizationId: number) {
  return useSWR(hiresKey(organizationId), ([, id]) => getHires(id));
}

/** The list with one hire replaced by its saved copy. */
export function withHire(hires: Hire[] | undefined, hire: Hire): Hire[] {
  return (hires ?? []).map((entry) => (entry.applicant_id === hire.applicant_id ? hire : entry));
}
