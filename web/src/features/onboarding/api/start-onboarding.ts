import { type Hire, startOnboardingInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { hiresKey, withHire } from './get-hires';

export interface StartOnboardingArg {
  applicantId: number;
  templateId: number;
}

/** Starts a plan for a hire from a template: its tasks are copied with due dates from the start date. */
export function startOnboarding({ applicantId, templateId }: StartOnboardingArg): Promise<Hire> {
  return api.post<Hire>(
    `/recruitment/onboarding/hires/${applicantId}/plan`,
    startOnboardingInput.parse({ template_id: templateId }),
  );
}

export function useStartOnboarding(organizationId: number) {
  return useSWRMutation(
    hiresKey(organizationId),
    (_key, { arg }: { arg: StartOnboardingArg }) => startOnboarding(arg),
    // The saved hire goes straight into the list; no second read.
    { populateCache: (hire, hires: Hire[] | undefined) => withHire(hires, hire), revalidate: false },
  );
}
