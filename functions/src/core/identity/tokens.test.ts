import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { config } from '../config.ts';
import { signSessionToken, verifySessionToken } from './tokens.ts';

const key = () => new TextEncoder().encode(config().JWT_SECRET);
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const claims = { sessionId: 'session-1', userId: 42, userName: 'Ada Lovelace' };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the right key over any header and payload. */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, algorithm = 'sha256'): string {
  const signed = `${encode(header)}.${encode(payload)}`;
  return `${signed}.${createHmac(algorithm, key()).update(signed).digest('base64url')}`;
}

const validPayload = () => ({
  sid: 'session-1',
  sub: '42',
  name: 'Ada Lovelace',
  iss: config().JWT_ISSUER,
  aud: config().JWT_AUDIENCE,
  iat: Math.floor(Date.now() / 1000),
  exp: inAnHour(),
});

describe('session tokens', () => {
  it('allows a few seconds of clock difference, not more', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, { ...validPayload(), exp: now - 2 }))).toEqual(
      claims,
    );
    expect(await verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, { ...validPayload(), nbf: now + 2 }))).toEqual(
      claims,
    );
    expect(
      await verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, { ...validPayload(), exp: now - 30 })),
    ).toBeNull();
  });

  it('round-trips the claims, and stays a standard HS256 JWT that a JWT library accepts', async () => {
    const token = await signSessionToken(claims, inAnHour());
    expect(await verifySessionToken(token)).toEqual(claims);
    const { payload, protectedHeader } = await jwtVerify(token, key(), {
      algorithms: ['HS256'],
      issuer: config().JWT_ISSUER,
      audience: config().JWT_AUDIENCE,
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sid: 'session-1', sub: '42', name: 'Ada Lovelace' });
  });

  it('accepts a token a JWT library signed with the same key and claims', async () => {
    const token = await new SignJWT({ sid: 'session-1', name: 'Ada Lovelace' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(config().JWT_ISSUER)
      .setAudience([config().JWT_AUDIENCE, 'another-api'])
      .setExpirationTime(inAnHour())
      .sign(key());
    expect(await verifySessionToken(token)).toEqual(claims);
  });

  it('refuses tampered, unsigned, differently signed and malformed tokens', async () => {
    const token = await signSessionToken(claims, inAnHour());
    const [header, , mac] = token.split('.');
    const elevated = `${header}.${encode({ ...validPayload(), sub: '1' })}.${mac}`;
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(validPayload())}.`;
    const wrongKey = await new SignJWT(validPayload())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret-0'));
    const candidates = [
      elevated,
      unsigned,
      wrongKey,
      forge({ alg: 'HS512', typ: 'JWT' }, validPayload(), 'sha512'),
      forge({ alg: 'HS512', typ: 'JWT' }, validPayload()),
      forge({ alg: 'HS256', crit: ['b64'], b64: false }, validPayload()),
      forge({ alg: 'HS256', typ: 'JOSE+JSON' }, validPayload()),
      `${token}.extra`,
      token.replace(/.$/, '*'),
      `${header}.${'a'.repeat(5000)}.${mac}`,
      '',
      'not-a-token',
    ];
    for (const candidate of candidates) expect(await verifySessionToken(candidate), candidate).toBeNull();
  });

  it('refuses expired, not yet valid, foreign and incomplete claims even when correctly signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { sid: _sid, ...withoutSession } = validPayload();
    const { exp: _exp, ...withoutExpiry } = validPayload();
    const payloads = [
      { ...validPayload(), exp: now - 10 },
      { ...validPayload(), exp: String(inAnHour()) },
      withoutExpiry,
      { ...validPayload(), nbf: now + 60 },
      { ...validPayload(), iss: 'someone-else' },
      { ...validPayload(), aud: 'another-api' },
      { ...validPayload(), aud: ['another-api'] },
      { ...validPayload(), sub: 'admin' },
      { ...validPayload(), sub: 42 },
      withoutSession,
      { ...validPayload(), sid: '' },
    ];
    for (const payload of payloads) {
      expect(
        await verifySessionToken(forge({ alg: 'HS256', typ: 'JWT' }, payload)),
        JSON.stringify(payload),
      ).toBeNull();
    }
    expect(await verifySessionToken(forge({ alg: 'HS256' }, validPayload()))).toEqual(claims);
  });
});
