import { createHash } from 'node:crypto';
import { useUserId } from '../actor.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { VisibleError } from '../error.ts';
import { type IdempotencyItem, idempotencyEntity } from './idempotency-entity.ts';

const DAY_SECONDS = 24 * 60 * 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type Claim = { kind: 'new'; scope: string } | { kind: 'replay'; status: number; body: string };

/**
 * Claims an Idempotency-Key for one request of the signed-in user: the first claim wins (a
 * conditional put); a later one with the same request gets the stored answer to replay; while the
 * first is still running, 409; with another request, 422.
 */
export async function claimIdempotencyKey(key: string, route: string, request: string): Promise<Claim> {
  if (!KEY_PATTERN.test(key)) {
    throw VisibleError.validation({ idempotency_key: ['The Idempotency-Key must be 1 to 128 visible characters.'] });
  }
  const scope = sha256(`${useUserId()}\n${route}\n${key}`);
  const requestHash = sha256(request);
  try {
    await idempotencyEntity()
      .create({
        scope,
        request_hash: requestHash,
        state: 'pending',
        expires_at: Math.floor(Date.now() / 1000) + DAY_SECONDS,
      })
      .go();
    return { kind: 'new', scope };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const stored = (await idempotencyEntity().get({ scope }).go({ consistent: true })).data as IdempotencyItem | null;
  if (!stored || stored.request_hash !== requestHash) {
    throw VisibleError.validation({ idempotency_key: ['This Idempotency-Key was used for another request.'] });
  }
  if (stored.state === 'pending' || stored.response_status === undefined) {
    throw VisibleError.conflict('A request with this Idempotency-Key is still being processed. Try again in a moment.');
  }
  return { kind: 'replay', status: stored.response_status, body: stored.response_body ?? '' };
}

/** Keeps the answer for replays; a failed request (5xx) releases the key so it can be sent again. */
export async function settleIdempotencyKey(scope: string, status: number, body: string): Promise<void> {
  if (status >= 500) {
    await idempotencyEntity().delete({ scope }).go();
    return;
  }
  await idempotencyEntity().patch({ scope }).set({ state: 'done', response_status: status, response_body: body }).go();
}
