import { errors, jwtVerify, SignJWT } from 'jose';
import { awsJson } from '../aws/json-protocol.ts';
import { config } from '../config.ts';

let secretKey: Promise<Uint8Array> | undefined;

/** The HS256 key: JWT_SECRET locally, the Secrets Manager secret (read once per cold start) in AWS. */
function signingKey(): Promise<Uint8Array> {
  secretKey ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = config();
    if (JWT_SECRET) return new TextEncoder().encode(JWT_SECRET);
    if (!JWT_SECRET_ARN) throw new Error('Set JWT_SECRET or JWT_SECRET_ARN');
    const secret = await awsJson<{ SecretString?: string }>(
      'secretsmanager',
      'GetSecretValue',
      { SecretId: JWT_SECRET_ARN },
      { idempotent: true },
    );
    if (!secret.SecretString || secret.SecretString.length < 43) throw new Error('JWT secret is missing or too short');
    return new TextEncoder().encode(secret.SecretString);
  })();
  return secretKey;
}

export interface SessionClaims {
  sessionId: string;
  userId: number;
  /** The user's name at sign-in, so audit records can name who acted without a read. */
  userName: string;
}

export async function signSessionToken(claims: SessionClaims, expiresAt: number): Promise<string> {
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  const { sessionId, userId, userName } = claims;
  return new SignJWT({ sid: sessionId, name: userName })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

/** Verifies signature (HS256 only), expiry, issuer and audience; returns null for any bad token. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    if (typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) return null;
    const userName = typeof payload.name === 'string' && payload.name ? payload.name : `User ${userId}`;
    return { sessionId: payload.sid, userId, userName };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
