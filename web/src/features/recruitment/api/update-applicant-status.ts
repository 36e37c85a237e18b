import { type Applicant, type ApplicantStatus, applicantStatusInput } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { applicantsKey, useRevalidateApplicants } from './get-applicants';

export interface UpdateApplicantStatusArg {
  id: number;
  status: ApplicantStatus;
  /** The version shown: a change made meanwhile answers 409. */
  version: number;
}

/** Any status to any other, saved at once. */
export function updateApplicantStatus({ id, status, version }: UpdateApplicantStatusArg): Promise<Applicant> {
  return api.patch<Applicant>(`/recruitment/applicants/${id}/status`, applicantStatusInput.parse({ status, version }));
}

/** The row and the five counts change as soon as the server agrees; then the pages reload. */
export function useUpdateApplicantStatus(organizationId: number) {
  const revalidate = useRevalidateApplicants(organizationId);
  return useSWRMutation(
    applicantsKey(organizationId),
    (_key, { arg }: { arg: UpdateApplicantStatusArg }) => updateApplicantStatus(arg),
    { onSuccess: (applicant) => void revalidate(applicant) },
  );
}
