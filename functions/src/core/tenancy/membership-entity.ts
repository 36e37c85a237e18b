import type { MembershipRole } from '@wattle/shared/constants';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { onTable, organizationIdAttribute, organizationIndex, secondaryIndex } from '../db/entity-parts.ts';
import { lazy } from '../lazy.ts';

/** A user's role in an organization; `byUser` lists a user's organizations. */
export const membershipEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership', version: '1', service: 'organizations' },
        attributes: {
          organization_id: organizationIdAttribute,
          user_id: { type: 'number', required: true, readOnly: true },
          /** A built-in role or a custom role's key (validated where it is set). */
          role: { type: CustomAttributeType<MembershipRole>('string'), required: true },
          /** The member's own employee record (self-service): one user per employee per organization. */
          employee_id: { type: 'number' },
          created_at: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byOrganization: organizationIndex('member#${user_id}', ['user_id']),
          byUser: secondaryIndex(
            'gsi1',
            { template: 'user#${user_id}', composite: ['user_id'] },
            { template: 'org#${organization_id}', composite: ['organization_id'] },
          ),
        },
      },
      onTable('organizations'),
    ),
);
export type MembershipItem = EntityItem<ReturnType<typeof membershipEntity>>;
