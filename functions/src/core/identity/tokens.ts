import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { errors, jwtVerify, SignJWT } from 'jose';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { config } from '../config.ts';

/**
 * Session tokens: compact JWTs made and checked with jose. Only HS256 is accepted (an algorithm
 * allowlist), and expiry, issuer, audience and the claims the API relies on are all required,
 * with a few seconds of clock tolerance between the machines that sign and verify.
 */

const ALGORITHM = 'HS256';
const CLOCK_TOLERANCE_SECONDS = 5;
/** Longer tokens are refused unread; ours are about 300 characters. */
const MAX_TOKEN_LENGTH = 4096;

let secretKey: Promise<Uint8Array> | undefined;

/** The HS256 key: JWT_SECRET locally, the Secrets Manager secret (read once per cold start) in AWS. */
function signingKey(): Promise<Uint8Array> {
  secretKey ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = config();
    return new TextEncoder().encode(JWT_SECRET ?? (await secretFromSecretsManager(JWT_SECRET_ARN)));
  })();
  // A failed read (Secrets Manager unreachable) is tried again by the next request.
  secretKey.catch(() => {
    secretKey = undefined;
  });
  return secretKey;
}

async function secretFromSecretsManager(arn: string | undefined): Promise<string> {
  if (!arn) throw new Error('Set JWT_SECRET or JWT_SECRET_ARN');
  const client = withCommandLog('secretsmanager', new SecretsManagerClient(clientOptions('secretsmanager')));
  try {
    const secret = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    if (!secret.SecretString || secret.SecretString.length < 43) throw new Error('JWT secret is missing or too short');
    return secret.SecretString;
  } finally {
    client.destroy();
  }
}

export interface SessionClaims {
  sessionId: string;
  userId: number;
  /** The user's name at sign-in, so audit records can name who acted without a read. */
  userName: string;
}

export async function signSessionToken(claims: SessionClaims, expiresAt: number): Promise<string> {
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  return new SignJWT({ sid: claims.sessionId, name: claims.userName })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/** Verifies signature (HS256 only), expiry, issuer and audience; returns null for any bad token. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  try {
    const { payload, protectedHeader } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return null;
    const { sub, sid, name } = payload;
    const userId = Number(sub);
    if (
      typeof sid !== 'string' ||
      !sid ||
      typeof sub !== 'string' ||
      !/^\d+$/.test(sub) ||
      !Number.isSafeInteger(userId)
    ) {
      return null;
    }
    const userName = typeof name === 'string' && name ? name : `User ${userId}`;
    return { sessionId: sid, userId, userName };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
