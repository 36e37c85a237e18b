import type { Applicant } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import { api, isConflict } from '@/lib/api-client';
import type { ApplicantValues } from './create-applicant';
import { applicantsKey, useRevalidateApplicants } from './get-applicants';

export interface UpdateApplicantArg {
  id: number;
  /** Carries the `version` read with the record; a stale one gets 409. */
  input: ApplicantValues;
}

export function updateApplicant({ id, input }: UpdateApplicantArg): Promise<Applicant> {
  return api.put<Applicant>(`/recruitment/applicants/${id}`, input);
}

export function useUpdateApplicant(organizationId: number) {
  const revalidate = useRevalidateApplicants(organizationId);
  return useSWRMutation(
    applicantsKey(organizationId),
    async (_key, { arg }: { arg: UpdateApplicantArg }) => {
      try {
        return await updateApplicant(arg);
      } catch (error) {
        // Someone else saved first: fetch their version so the next edit starts from it.
        if (isConflict(error)) void revalidate();
        throw error;
      }
    },
    { onSuccess: (applicant) => void revalidate(applicant) },
  );
}
