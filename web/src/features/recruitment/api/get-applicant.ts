import type { Applicant } from '@wattle/shared/recruitment';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, errorMessage } from '@/lib/api-client';
import { parseId } from '@/lib/ids';
import { notify } from '@/lib/notify';

export const APPLICANT_LINK_FAILED = 'The applicant could not be opened.';

export function getApplicant(applicantId: number): Promise<Applicant> {
  return api.get<Applicant>(`/recruitment/applicants/${applicantId}`);
}

/**
 * Opens the applicant a link names with `?applicant=<id>` (the top bar's search links so: an id,
 * never a name or e-mail, goes in the URL). The parameter is dropped once read, so closing the
 * details does not open them again.
 */
export function useApplicantFromUrl(open: (applicant: Applicant) => void): void {
  const [params, setParams] = useSearchParams();
  const applicantId = parseId(params.get('applicant') ?? undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per linked id
  useEffect(() => {
    if (!applicantId) return;
    let current = true;
    const forget = () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('applicant');
          return next;
        },
        { replace: true },
      );
    getApplicant(applicantId).then(
      (applicant) => {
        if (!current) return;
        open(applicant);
        forget();
      },
      (failure: unknown) => {
        if (!current) return;
        notify.error(errorMessage(failure, APPLICANT_LINK_FAILED));
        forget();
      },
    );
    return () => {
      current = false;
    };
  }, [applicantId]);
}
