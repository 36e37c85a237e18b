import type { MembershipRole } from '@wattle/shared/constants';
import { CustomAttributeType, type EntityItem } from 'electrodb';
import { organizationIndex, organizationScopedEntity, secondaryIndex } from '../db/entity-parts.ts';

/** A user's role in an organization; `byUser` lists a user's organizations. */
export const membershipEntity = organizationScopedEntity('organizations', 'membership', {
  attributes: {
    user_id: { type: 'number', required: true, readOnly: true },
    /** A built-in role or a custom role's key (validated where it is set). */
    role: { type: CustomAttributeType<MembershipRole>('string'), required: true },
    /** The member's own employee record (self-service): one user per employee per organization. */
    employee_id: { type: 'number' },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOrganization: organizationIndex('member#${user_id}'),
    byUser: secondaryIndex('gsi1', 'user#${user_id}', 'org#${organization_id}'),
  },
});
export type MembershipItem = EntityItem<ReturnType<typeof membershipEntity>>;
