import { type Applicant, applicantStatusInput } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { useRevalidateSelection } from './keys';

/** Sets the applicant to rejected; the candidate card then shows Rejected. */
export function rejectCandidate(applicantId: number): Promise<Applicant> {
  return api.patch<Applicant>(
    `/recruitment/applicants/${applicantId}/status`,
    applicantStatusInput.parse({ status: 'rejected' }),
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
