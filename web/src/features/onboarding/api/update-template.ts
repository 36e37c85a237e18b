import type { OnboardingTemplate } from '@wattle/shared/hiring';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api, isConflict } from '@/lib/api-client';
import type { TemplateValues } from './create-template';
import { templatesKey } from './get-templates';

export interface UpdateTemplateArg {
  id: number;
  /** Carries the `version` read with the template; a stale one gets 409. */
  input: TemplateValues;
}

export function updateTemplate({ id, input }: UpdateTemplateArg): Promise<OnboardingTemplate> {
  return api.put<OnboardingTemplate>(`/recruitment/onboarding/templates/${id}`, input);
}

/** Saves a template; the list reloads. */
export function useUpdateTemplate(organizationId: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(templatesKey(organizationId), async (_key, { arg }: { arg: UpdateTemplateArg }) => {
    try {
      return await updateTemplate(arg);
    } catch (error) {
      // Someone else saved first: fetch their version so the next edit starts from it.
      if (isConflict(error)) void mutate(templatesKey(organizationId));
      throw error;
    }
  });
}
