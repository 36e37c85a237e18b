import { type Applicant, applicantStatusInput } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { useRevalidateSelection } from './keys';

/**
 * Sets the applicant to rejected; the candidate card then shows Rejected. The candidate list does
 * not carry versions (it reads the lean index), so the applicant is read at the moment of the
 * decision and the change is made against that version.
 */
export async function rejectCandidate(applicantId: number): Promise<Applicant> {
  const { version } = await api.get<Applicant>(`/recruitment/applicants/${applicantId}`);
  return api.patch<Applicant>(
    `/recruitment/applicants/${applicantId}/status`,
    applicantStatusInput.parse({ status: 'rejected', version }),
  );
}

export function useRejectCandidate(organizationId: number) {
  const revalidate = useRevalidateSelection(organizationId);
  return useSWRMutation(
    ['organizations', organizationId, 'candidates'],
    (_key, { arg: applicantId }: { arg: number }) => rejectCandidate(applicantId),
    { onSuccess: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
