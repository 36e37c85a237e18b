import type { Applicant, applicantInput } from '@wattle/shared/recruitment';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { applicantsKey, useRevalidateApplicants } from './get-applicants';

/** The form's values as the shared schema outputs them, plus the uploaded resume's id. */
export type ApplicantValues = z.output<typeof applicantInput>;

export function createApplicant(input: ApplicantValues): Promise<Applicant> {
  return api.post<Applicant>('/recruitment/applicants', input);
}

export function useCreateApplicant(organizationId: number) {
  const revalidate = useRevalidateApplicants(organizationId);
  return useSWRMutation(
    applicantsKey(organizationId),
    (_key, { arg }: { arg: ApplicantValues }) => createApplicant(arg),
    { onSuccess: () => void revalidate() },
  );
}
