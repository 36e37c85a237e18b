import type { OnboardingTemplate, onboardingTemplateInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { templatesKey } from './get-templates';

export type TemplateValues = z.output<typeof onboardingTemplateInput>;

export function createTemplate(input: TemplateValues): Promise<OnboardingTemplate> {
  return api.post<OnboardingTemplate>('/recruitment/onboarding/templates', input);
}

/** Creates a template; the list reloads. */
export function useCreateTemplate(organizationId: number) {
  return useSWRMutation(templatesKey(organizationId), (_key, { arg }: { arg: TemplateValues }) => createTemplate(arg));
}
