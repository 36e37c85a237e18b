import { MFA_ISSUER } from '@wattle/shared/mfa';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps (what every authenticator app
 * expects). A code is accepted one step either side of now, for clocks that drift and for a code
 * typed just as it changed; each time step is accepted once per user.
 */

const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: MFA_ISSUER, label: accountEmail, secret, period: STEP_SECONDS });
}

/**
 * The otpauth URI as a PNG data URL: the app draws it with no other request and no third party.
 * qrcode (and its PNG encoder) loads with the first enrolment, not at a cold start.
 */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/**
 * The time step `code` belongs to, or null when it is wrong, outside the window, or from a step
 * at or before `lastUsedStep` (a code already used, or an older one).
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  lastUsedStep: number | undefined,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: STEP_SECONDS,
    epochTolerance: STEP_SECONDS,
    ...(lastUsedStep === undefined ? {} : { afterTimeStep: lastUsedStep }),
  });
  // otplib types TOTP and HOTP results as one union; only a TOTP result has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
