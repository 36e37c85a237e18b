import * as z from 'zod';
import type { MembershipRole } from './constants.ts';
import { isRoleKey } from './permissions.ts';

/** Settings → Members: who works in an organization, and who is invited to. */

export const INVITATION_VALID_HOURS = 72;

export const LAST_OWNER_MESSAGE = 'An organization keeps at least one owner: make someone else an owner first.';
export const OWNERS_ONLY_MESSAGE = 'Only an owner can make, change or remove an owner.';
export const OWNER_INVITATIONS_MESSAGE = "Only an owner can resend or revoke an owner's invitation.";
/** Invitations (resends included) one member may send in an hour, then 429. */
export const INVITATIONS_PER_HOUR = 20;
export const INVITATION_INVALID_MESSAGE =
  'This invitation is not valid any more: it was accepted, revoked, replaced or it expired. Ask for a new one.';

const email = () =>
  z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.' })
    .max(254, { error: 'Email address is invalid.' })
    .pipe(z.email({ error: 'Email address is invalid.' }))
    .transform((value) => value.toLowerCase());

/** A built-in role's key or a custom role's (`custom-3`); the API checks a custom role exists. */
const role = () =>
  z
    .string({ error: 'Choose a role.' })
    .refine(isRoleKey, { error: 'Choose a role.' })
    .transform((value) => value as MembershipRole);

export const memberRoleInput = z.lazy(() => z.object({ role: role() }));
export type MemberRoleInput = z.infer<typeof memberRoleInput>;

export const LINK_EMPLOYEE_MESSAGE = 'Choose an employee record, or none.';

/**
 * A member's change: the role and/or the linked employee record (self-service; null unlinks).
 * At least one of them.
 */
export const memberUpdateInput = z.lazy(() =>
  z
    .object({
      role: role().optional(),
      employee_id: z
        .preprocess(
          (value) => (typeof value === 'number' ? String(value) : value === '' ? null : value),
          z.union(
            [
              z.null(),
              z
                .string()
                .regex(/^[1-9][0-9]{0,14}$/)
                .transform(Number),
            ],
            {
              error: LINK_EMPLOYEE_MESSAGE,
            },
          ),
        )
        .optional(),
    })
    .refine((value) => value.role !== undefined || value.employee_id !== undefined, {
      path: ['role'],
      error: 'Choose a role or an employee record.',
    }),
);
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

/** Inviting an employee record to self-service: its personal e-mail unless another is given. */
export const selfServiceInvitationInput = z.lazy(() => z.object({ email: email().optional() }));
export type SelfServiceInvitationInput = z.input<typeof selfServiceInvitationInput>;

export const invitationInput = z.lazy(() => z.object({ email: email(), role: role() }));
export type InvitationInput = z.input<typeof invitationInput>;

/** Accepting: a new person gives a name and password; an existing account its password (or is signed in). */
export const acceptInvitationInput = z.lazy(() =>
  z.object({
    name: z.string().trim().min(1, { error: 'Name is required.' }).max(120, { error: 'Name is too long.' }).optional(),
    password: z
      .string()
      .min(1, { error: 'Password is required.' })
      .max(1024, { error: 'Password is too long.' })
      .optional(),
  }),
);
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

export interface Member {
  user_id: number;
  name: string;
  email: string;
  role: MembershipRole;
  role_name: string;
  joined_at: string;
  last_sign_in_at: string | null;
  /** Whether the member signs in with a second factor (owners can reset it). */
  mfa_enabled: boolean;
  /** The member's own employee record (self-service), if linked. */
  employee_id: number | null;
  /** That record's name ("First Last"), null when none (or it was deleted). */
  employee_name: string | null;
  /** The member making the request. */
  you: boolean;
}

export interface Invitation {
  id: number;
  email: string;
  role: MembershipRole;
  role_name: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  expired: boolean;
  /** An invitation to self-service: the employee record the new member will be linked to. */
  employee_id: number | null;
}

/** What an invitation link shows before it is accepted, and nothing more. */
export interface InvitationPreview {
  organization_name: string;
  email: string;
  role: MembershipRole;
  role_name: string;
  invited_by: string;
  expires_at: string;
  /** Whether to ask for the existing account's password or for a name and a new password. */
  account_exists: boolean;
}
