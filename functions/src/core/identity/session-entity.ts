import type { EntityItem } from 'electrodb';
import { secondaryIndex, tableEntity } from '../db/entity-parts.ts';

/** One per sign-in. The JWT names it; deleting it revokes the token at once. */
export const sessionEntity = tableEntity('identity', {
  model: { entity: 'session', version: '1', service: 'identity' },
  attributes: {
    session_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'number', required: true, readOnly: true },
    /** Copied at sign-in so audit events can name who acted without another read. */
    user_name: { type: 'string' },
    created_at: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds of the last request, written at most once a minute (idle timeout). */
    last_seen_at: { type: 'number' },
    /** Epoch seconds; also DynamoDB's TTL attribute, so ended sessions disappear by themselves. */
    expires_at: { type: 'number', required: true },
    user_agent: { type: 'string' },
    /**
     * Whether the user has MFA, copied at sign-in and rewritten when it is turned on or off, so
     * authorizing a request (which reads the session anyway) can apply an organization's MFA
     * requirement without reading the user.
     */
    mfa_enabled: { type: 'boolean' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['session_id'], template: 'session#${session_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'session', casing: 'none' },
    },
    byUser: secondaryIndex('gsi1', 'user#${user_id}', 'session#${created_at}'),
  },
});
export type SessionItem = EntityItem<ReturnType<typeof sessionEntity>>;
