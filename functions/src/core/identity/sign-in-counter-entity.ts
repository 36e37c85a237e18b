import type { EntityItem } from 'electrodb';
import { tableEntity } from '../db/entity-parts.ts';

/**
 * Sign-in attempts in one 15-minute window for one subject: an account and client address, an
 * account, or a client address (see sign-in-limits.ts). The subject is a SHA-256 digest and the
 * window's number: the table never stores e-mails typed by strangers or their addresses, and
 * DynamoDB's TTL removes past windows.
 */
export const signInCounterEntity = tableEntity('identity', {
  model: { entity: 'sign_in_counter', version: '1', service: 'identity' },
  attributes: {
    subject: { type: 'string', required: true, readOnly: true },
    attempts: { type: 'number', required: true },
    /** Epoch seconds before which the next attempt is refused (the account's growing delay). */
    next_allowed_at: { type: 'number' },
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['subject'], template: 'sign-in#${subject}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'counter', casing: 'none' },
    },
  },
});

export type SignInCounterItem = EntityItem<ReturnType<typeof signInCounterEntity>>;
