import { useRevalidateOrganizationReads } from '@/lib/api/organization-reads';

/**
 * Reads an offer or a rejection can move: offers, final candidates, the applicant's status on the
 * recruitment screens, and the hires waiting for onboarding once an offer is accepted.
 */
const AFFECTED = new Set(['offers', 'candidates', 'applicants', 'interviews', 'onboarding']);

/** After an offer, a response to one or a rejection: every affected read of the organization reloads. */
export const useRevalidateSelection = (organizationId: number) =>
  useRevalidateOrganizationReads(organizationId, AFFECTED);
