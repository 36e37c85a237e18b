import { isMfaChallenge, type LoginResponse } from '@wattle/shared/auth';
import type { MembershipRole } from '@wattle/shared/constants';
import type {
  AcceptInvitationInput,
  Invitation,
  InvitationInput,
  InvitationPreview,
  Member,
} from '@wattle/shared/members';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

export const membersKey = (organizationId: number) => ['organizations', organizationId, 'members'] as const;
export const invitationsKey = (organizationId: number) => ['organizations', organizationId, 'invitations'] as const;

export function useMembers(organizationId: number | null) {
  return useSWR(organizationId ? membersKey(organizationId) : null, ([, id]) =>
    api.get<Member[]>(`/organizations/${id}/members`),
  );
}

export function useInvitations(organizationId: number | null) {
  return useSWR(organizationId ? invitationsKey(organizationId) : null, ([, id]) =>
    api.get<Invitation[]>(`/organizations/${id}/invitations`),
  );
}

export const changeMemberRole = (organizationId: number, userId: number, role: MembershipRole) =>
  api.patch<Member>(`/organizations/${organizationId}/members/${userId}`, { role });

export const removeMember = (organizationId: number, userId: number) =>
  api.delete(`/organizations/${organizationId}/members/${userId}`);

/** Owners: turns off a member's MFA (a lost phone); they set it up again from My Profile. */
export const resetMemberMfa = (organizationId: number, userId: number) =>
  api.delete(`/organizations/${organizationId}/members/${userId}/mfa`);

export const inviteMember = (organizationId: number, input: InvitationInput) =>
  api.post<Invitation>(`/organizations/${organizationId}/invitations`, input);

export const resendInvitation = (organizationId: number, invitationId: number) =>
  api.post<Invitation>(`/organizations/${organizationId}/invitations/${invitationId}/resend`);

export const revokeInvitation = (organizationId: number, invitationId: number) =>
  api.delete(`/organizations/${organizationId}/invitations/${invitationId}`);

export const previewInvitation = (token: string) => api.get<InvitationPreview>(`/invitations/${token}`);

/** Accepts and signs in as the invited account, like the login screen does. */
export async function acceptInvitation(token: string, input: AcceptInvitationInput): Promise<LoginResponse> {
  const session = await api.post<LoginResponse>(`/invitations/${token}/accept`, input);
  // An account with MFA joined, but signs in only after its code (the login page asks for it).
  if (!isMfaChallenge(session)) storeSession(session);
  return session;
}
