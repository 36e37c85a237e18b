import type { OnboardingTemplate } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const templatesKey = (organizationId: number) =>
  ['organizations', organizationId, 'onboarding', 'templates'] as const;

export function getTemplates(organizationId: number): Promise<OnboardingTemplate[]> {
  return api.get<OnboardingTemplate[]>(`/recruitment/onboarding/templates?organization_id=${organizationId}`);
}

export function useTemplates(organizationId: number) {
  return useSWR(templatesKey(organizationId), ([, id]) => getTemplates(id));
}
