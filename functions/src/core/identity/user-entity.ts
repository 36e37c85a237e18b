import type { EntityItem } from 'electrodb';
import { required } from '../db/attributes.ts';
import { tableEntity } from '../db/entity-parts.ts';

/** A person who can sign in. Belongs to organizations through memberships. */
export const userEntity = tableEntity('identity', {
  model: { entity: 'user', version: '1', service: 'identity' },
  attributes: {
    user_id: { type: 'number', required: true, readOnly: true },
    ...required.strings('name', 'email', 'password_hash'),
    created_at: { type: 'string', required: true, readOnly: true },
    updated_at: { type: 'string', required: true },
    /** Written with each new session: Settings → Members shows it. */
    last_sign_in_at: { type: 'string' },
    /**
     * Multi-factor authentication (see mfa.ts). The active TOTP secret (base32) and when it was
     * turned on; the last time step a code was accepted in, so a code works once.
     */
    mfa_secret: { type: 'string' },
    mfa_enabled_at: { type: 'string' },
    mfa_last_step: { type: 'number' },
    /** SHA-256 of each unused recovery code with the user's salt; a used one is deleted from the set. */
    mfa_recovery_salt: { type: 'string' },
    mfa_recovery_hashes: { type: 'set', items: 'string' },
    /** A started enrolment: not active until a code from it is confirmed. */
    mfa_pending_secret: { type: 'string' },
    mfa_pending_expires_at: { type: 'number' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['user_id'], template: 'user#${user_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'user', casing: 'none' },
    },
  },
});
export type UserItem = EntityItem<ReturnType<typeof userEntity>>;

/** Guards e-mail uniqueness and maps a (lower-cased) e-mail to its user. */
export const userEmailEntity = tableEntity('identity', {
  model: { entity: 'user_email', version: '1', service: 'identity' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'number', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'], template: 'email#${email}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'email', casing: 'none' },
    },
  },
});
