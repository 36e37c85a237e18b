import { useRevalidateOrganizationReads } from '@/lib/api/organization-reads';

/** Every cached interview read of an organization (month ranges, upcoming, single interviews, applicants). */
export const interviewsKey = (organizationId: number) => ['organizations', organizationId, 'interviews'] as const;

/**
 * Reads an interview change can move: interviews, and the applicant's status and feedback score as
 * the recruitment and offer screens show them.
 */
const AFFECTED = new Set(['interviews', 'applicants', 'candidates']);

/** After scheduling, editing, cancelling or feedback: every affected read of the organization reloads. */
export const useRevalidateInterviews = (organizationId: number) =>
  useRevalidateOrganizationReads(organizationId, AFFECTED);
