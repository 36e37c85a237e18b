import type { EntityItem } from 'electrodb';
import { optional, required } from '../db/attributes.ts';
import { tableEntity } from '../db/entity-parts.ts';

/**
 * A create request sent with an Idempotency-Key: claimed before the handler runs, then holding the
 * answer, so the same key (from the same user, on the same route) answers the same again for a
 * day instead of creating a second record. DynamoDB's TTL removes it afterwards.
 */
export const idempotencyEntity = tableEntity('identity', {
  model: { entity: 'idempotency', version: '1', service: 'identity' },
  attributes: {
    /** SHA-256 of the user, the route and the key. */
    scope: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    request_hash: { type: 'string', required: true, readOnly: true },
    state: { type: ['pending', 'done'] as const, required: true },
    ...optional.numbers('response_status'),
    ...optional.strings('response_body'),
    ...required.numbers('expires_at'),
  },
  indexes: {
    byScope: {
      pk: { field: 'pk', composite: ['scope'], template: 'idempotency#${scope}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'idempotency', casing: 'none' },
    },
  },
});

export type IdempotencyItem = EntityItem<ReturnType<typeof idempotencyEntity>>;
