import * as z from 'zod';
import type { MembershipRole } from './constants.ts';
import { requiredText } from './validation.ts';

/** The sign-in e-mail; new users are held to the same rule. */
const email = () =>
  z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, { error: 'Email is required.' })
    .max(254, { error: 'Email address is invalid.' })
    .pipe(z.email({ error: 'Email address is invalid.' }));

/** A password being set (new user, changed password). */
const newPassword = () =>
  z
    .string({ error: 'Password is required.' })
    .min(12, { error: 'Password must be at least 12 characters.' })
    .max(1024, { error: 'Password is too long.' });

export const loginInput = z.lazy(() =>
  z.object({
    email: email(),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, { error: 'Password is required.' })
      .max(1024, { error: 'Password is too long.' }),
  }),
);
export type LoginInput = z.infer<typeof loginInput>;

// The sign-in answer's shapes are zod-free (sign-in.ts): the login screen's first load carries no zod.
export {
  isMfaChallenge,
  type LoginResponse,
  type MfaChallenge,
  type OrganizationMembership,
  type SignedIn,
  type User,
} from './sign-in.ts';
export type { MembershipRole };

/** Used by the create-admin command and the first-admin bootstrap. */
export const createUserInput = z.lazy(() =>
  z.object({
    name: requiredText('Name is required.', 120),
    email: email(),
    password: newPassword(),
  }),
);
export type CreateUserInput = z.infer<typeof createUserInput>;

export const changePasswordInput = z.lazy(() =>
  z.object({
    current_password: z
      .string({ error: 'Current password is required.' })
      .min(1, { error: 'Current password is required.' })
      .max(1024, { error: 'Password is too long.' }),
    new_password: newPassword(),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export interface SessionInfo {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
  /** The session making this request. */
  current: boolean;
}

/** The one answer to a reset request, whether or not the e-mail has an account. */
export const PASSWORD_RESET_SENT_MESSAGE =
  "If an account exists for that e-mail, we've sent a link to reset its password. It works for 30 minutes.";
export const PASSWORD_RESET_INVALID_MESSAGE =
  'This reset link is not valid any more: it was used, it expired, or it was replaced. Ask for a new one.';
export const PASSWORD_RESET_VALID_MINUTES = 30;

export const passwordResetRequestInput = z.lazy(() => z.object({ email: email() }));
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetInput = z.lazy(() =>
  z.object({
    token: z
      .string({ error: PASSWORD_RESET_INVALID_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: PASSWORD_RESET_INVALID_MESSAGE }),
    new_password: newPassword(),
  }),
);
export type PasswordResetInput = z.infer<typeof passwordResetInput>;
