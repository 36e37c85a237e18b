import { tableEntity } from '../db/entity-parts.ts';

/**
 * Attempts at a limited action in one window for one subject (attempt-limits.ts): the action's
 * name, who or what it counts, and the window's number. Kept apart from the sign-in counters, so
 * no limit here can hold up a sign-in; DynamoDB's TTL removes past windows.
 */
export const attemptCounterEntity = tableEntity('identity', {
  model: { entity: 'attempt_counter', version: '1', service: 'identity' },
  attributes: {
    subject: { type: 'string', required: true, readOnly: true },
    attempts: { type: 'number', required: true },
    expires_at: { type: 'number', required: true },
  },
  indexes: {
    bySubject: {
      pk: { field: 'pk', composite: ['subject'], template: 'attempts#${subject}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'counter', casing: 'none' },
    },
  },
});
