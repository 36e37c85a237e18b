import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { awsJson } from '../aws/json-protocol.ts';
import { config } from '../config.ts';

/**
 * Session tokens: compact JWTs signed with HS256 and nothing else, made and checked with
 * node:crypto. A general JWT library checks every request through WebCrypto, which cost about a
 * millisecond a request here; this one shape needs a few lines, kept strict: the header must name
 * HS256, the signature is compared in constant time before anything in the token is trusted, and
 * expiry, issuer, audience and the claims the API relies on are all required.
 */

let secretKey: Promise<KeyObject> | undefined;

/** The HS256 key: JWT_SECRET locally, the Secrets Manager secret (read once per cold start) in AWS. */
function signingKey(): Promise<KeyObject> {
  secretKey ??= (async () => {
    const { JWT_SECRET, JWT_SECRET_ARN } = config();
    return createSecretKey(Buffer.from(JWT_SECRET ?? (await secretFromSecretsManager(JWT_SECRET_ARN)), 'utf8'));
  })();
  // A failed read (Secrets Manager unreachable) is tried again by the next request.
  secretKey.catch(() => {
    secretKey = undefined;
  });
  return secretKey;
}

async function secretFromSecretsManager(arn: string | undefined): Promise<string> {
  if (!arn) throw new Error('Set JWT_SECRET or JWT_SECRET_ARN');
  const secret = await awsJson<{ SecretString?: string }>(
    'secretsmanager',
    'GetSecretValue',
    { SecretId: arn },
    { idempotent: true },
  );
  if (!secret.SecretString || secret.SecretString.length < 43) throw new Error('JWT secret is missing or too short');
  return secret.SecretString;
}

export interface SessionClaims {
  sessionId: string;
  userId: number;
  /** The user's name at sign-in, so audit records can name who acted without a read. */
  userName: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Longer tokens are refused unread; ours are about 300 characters. */
const MAX_TOKEN_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

const signature = (key: KeyObject, signed: string) => createHmac('sha256', key).update(signed).digest();
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function signSessionToken(claims: SessionClaims, expiresAt: number): Promise<string> {
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  const payload = {
    sid: claims.sessionId,
    name: claims.userName,
    sub: String(claims.userId),
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: nowSeconds(),
    exp: expiresAt,
  };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${signature(await signingKey(), signed).toString('base64url')}`;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Verifies signature (HS256 only), expiry, issuer and audience; returns null for any bad token. */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, body, mac] = parts as [string, string, string];
  const expected = signature(await signingKey(), `${header}.${body}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const protectedHeader = decodeJson(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  if (protectedHeader.typ !== undefined && protectedHeader.typ !== 'JWT') return null;
  const payload = decodeJson(body);
  if (!payload) return null;
  const { JWT_ISSUER, JWT_AUDIENCE } = config();
  const now = nowSeconds();
  const { exp, nbf, iss, aud, sub, sid, name } = payload;
  if (typeof exp !== 'number' || exp <= now) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (iss !== JWT_ISSUER) return null;
  if (aud !== JWT_AUDIENCE && !(Array.isArray(aud) && aud.includes(JWT_AUDIENCE))) return null;
  const userId = Number(sub);
  if (typeof sub !== 'string' || typeof sid !== 'string' || !sid || !Number.isSafeInteger(userId)) return null;
  const userName = typeof name === 'string' && name ? name : `User ${userId}`;
  return { sessionId: sid, userId, userName };
}
