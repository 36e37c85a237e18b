/**
 * What a sign-in answers, and the multi-factor texts the first screens show: without zod, so the
 * login screen and the app shell load none (the web JS budget).
 */
import type { MembershipRole } from './constants.ts';
import type { RolePermissions } from './permissions.ts';

export interface User {
  id: number;
  name: string;
  email: string;
}

export interface OrganizationMembership {
  id: number;
  name: string;
  role: MembershipRole;
  /** The role's name (a custom role's own name). */
  role_name: string;
  /** What the role may do: the app hides menu entries and buttons it cannot use (the API enforces). */
  permissions: RolePermissions;
  /** The caller's own employee record in this organization (self-service), if linked. */
  employee_id: number | null;
}

/** A session: what `/login` answers when no second factor is needed, and `/login/mfa` after one. */
export interface SignedIn {
  token: string;
  user: User;
  organizations: OrganizationMembership[];
}

/** The password was right, and the account has multi-factor authentication: ask for a code next. */
export interface MfaChallenge {
  mfa_required: true;
  /** Single-use, valid a few minutes: sent back with the code to `POST /login/mfa`. */
  mfa_token: string;
}

export type LoginResponse = SignedIn | MfaChallenge;

export function isMfaChallenge(answer: LoginResponse): answer is MfaChallenge {
  return 'mfa_required' in answer && answer.mfa_required === true;
}

export const MFA_REQUIRED_CODE = 'mfa_required';
export const MFA_REQUIRED_MESSAGE = 'Your organization requires multi-factor authentication. Set it up in My Profile.';
export const MFA_LOGIN_EXPIRED_MESSAGE = 'This sign-in has expired. Enter your e-mail and password again.';
