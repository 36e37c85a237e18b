import type { MembershipRole } from '@wattle/shared/constants';
import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/** A user's role in an organization; `byUser` lists a user's organizations. */
export const membershipEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership', version: '1', service: 'organizations' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          user_id: { type: 'number', required: true, readOnly: true },
          /** A built-in role or a custom role's key (validated where it is set). */
          role: { type: CustomAttributeType<MembershipRole>('string'), required: true },
          /** The member's own employee record (self-service): one user per employee per organization. */
          employee_id: { type: 'number' },
          created_at: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byOrganization: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['user_id'], template: 'member#${user_id}', casing: 'none' },
          },
          byUser: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['user_id'], template: 'user#${user_id}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().organizations, client: dynamo() },
    ),
);
export type MembershipItem = EntityItem<ReturnType<typeof membershipEntity>>;
