import type { BankDetailsInput, SelfServiceProfile, SelfServiceProfileInput } from '@wattle/shared/self-service';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** Under the organization, so switching workspaces never shows another one's record. */
export const ownProfileKey = (organizationId: number) =>
  ['organizations', organizationId, 'self-service', 'profile'] as const;

export function getOwnProfile(organizationId: number): Promise<SelfServiceProfile> {
  return api.get<SelfServiceProfile>(`/self-service/profile?organization_id=${organizationId}`);
}

/** The caller's own employee record in the organization; nothing is asked for when none is linked. */
export function useOwnProfile(organizationId: number | null, linked: boolean) {
  return useSWR(organizationId && linked ? ownProfileKey(organizationId) : null, ([, id]) => getOwnProfile(id), {
    // A record being edited must not change under the form when the tab regains focus.
    revalidateOnFocus: false,
  });
}

export function updateOwnProfile(input: SelfServiceProfileInput): Promise<SelfServiceProfile> {
  return api.patch<SelfServiceProfile>('/self-service/profile', input);
}

export function changeOwnBankDetails(input: BankDetailsInput): Promise<SelfServiceProfile> {
  return api.put<SelfServiceProfile>('/self-service/bank-details', input);
}
