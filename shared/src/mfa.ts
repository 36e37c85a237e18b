import * as z from 'zod';

/** Multi-factor authentication: TOTP (RFC 6238) with single-use recovery codes. */

export const MFA_ISSUER = 'Wattle HR';
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may take after the password was accepted. */
export const MFA_LOGIN_VALID_MINUTES = 5;

/**
 * The roles an organization's MFA requirement covers: those granted payroll identifiers or pay (the
 * ATO's operational framework for payroll software asks for MFA there): see roleNeedsMfa in
 * permissions.ts.
 */

/** The 403's `code` when an organization requires MFA and the caller has none. */
import { MFA_LOGIN_EXPIRED_MESSAGE, MFA_REQUIRED_CODE, MFA_REQUIRED_MESSAGE } from './sign-in.ts';

export { MFA_LOGIN_EXPIRED_MESSAGE, MFA_REQUIRED_CODE, MFA_REQUIRED_MESSAGE };
export const MFA_WRONG_CODE_MESSAGE = 'The code is not correct.';
export const MFA_WRONG_RECOVERY_CODE_MESSAGE = 'The recovery code is not correct or was already used.';

const totpCode = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }));

/** Recovery codes look like `abcde-fghij`; case, spaces and the dash are forgiven. */
const recoveryCode = () =>
  z
    .string({ error: 'Enter a recovery code.' })
    .trim()
    .min(1, { error: 'Enter a recovery code.' })
    .max(40, { error: MFA_WRONG_RECOVERY_CODE_MESSAGE });

export const mfaLoginInput = z.lazy(() =>
  z
    .object({
      mfa_token: z
        .string({ error: MFA_LOGIN_EXPIRED_MESSAGE })
        .regex(/^[A-Za-z0-9_-]{43}$/, { error: MFA_LOGIN_EXPIRED_MESSAGE }),
      code: totpCode('Enter the 6-digit code from your authenticator app.').optional(),
      recovery_code: recoveryCode().optional(),
    })
    .refine((input) => input.code !== undefined || input.recovery_code !== undefined, {
      path: ['code'],
      error: 'Enter the 6-digit code from your authenticator app.',
    }),
);
export type MfaLoginInput = z.input<typeof mfaLoginInput>;

export const mfaConfirmInput = z.lazy(() => z.object({ code: totpCode('Enter the 6-digit code.') }));
export type MfaConfirmInput = z.input<typeof mfaConfirmInput>;

/** Turning MFA off takes the password and a current code (or a recovery code, for a lost device). */
export const mfaDisableInput = z.lazy(() =>
  z.object({
    password: z
      .string({ error: 'Password is required.' })
      .min(1, { error: 'Password is required.' })
      .max(1024, { error: 'Password is too long.' }),
    code: z
      .string({ error: 'Enter a code from your authenticator app or a recovery code.' })
      .trim()
      .min(1, { error: 'Enter a code from your authenticator app or a recovery code.' })
      .max(40, { error: MFA_WRONG_CODE_MESSAGE }),
  }),
);
export type MfaDisableInput = z.input<typeof mfaDisableInput>;

/** A started enrolment: the secret is not active until a code from it is confirmed. */
export interface MfaEnrolment {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  otpauth_uri: string;
  /** The otpauth URI as a QR code, a `data:image/png` URL. */
  qr_code: string;
}

export interface MfaStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_remaining: number;
}

export interface MfaRecoveryCodes {
  /** Shown once: only their hashes are kept. */
  recovery_codes: string[];
}
