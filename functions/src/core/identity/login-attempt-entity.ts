import { Entity } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/** Failed sign-ins for one e-mail in the current window (brute-force guard). */
export const loginAttemptEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'login_attempt', version: '1', service: 'identity' },
        attributes: {
          /** SHA-256 of the lower-cased e-mail: the table never stores e-mails typed by strangers. */
          email_hash: { type: 'string', required: true, readOnly: true },
          failures: { type: 'number', required: true, default: 0 },
          window_started_at: { type: 'number', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: {
          byEmail: {
            pk: { field: 'pk', composite: ['email_hash'], template: 'login-attempts#${email_hash}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'attempts', casing: 'none' },
          },
        },
      },
      { table: tableNames().identity, client: dynamo() },
    ),
);
