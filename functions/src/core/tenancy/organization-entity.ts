import type { CustomRole } from '@wattle/shared/permissions';
import { CustomAttributeType, type EntityItem } from 'electrodb';
import { optional, required } from '../db/attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/** A custom role as kept (its key is the map's key). */
export type CustomRoleRecord = Omit<CustomRole, 'key'>;

/** A workspace. Every organization-scoped item lives in the partition `org#<id>`. */
export const organizationEntity = organizationScopedEntity('organizations', 'organization', {
  attributes: {
    ...required.strings('name', 'contact_email', 'timezone'),
    ...optional.strings('registration_number', 'address', 'contact_phone', 'industry_type'),
    /** Months of probation for new employees; absent: DEFAULT_PROBATION_MONTHS. Read with every membership. */
    probation_months: { type: 'number' },
    /** Owners and admins must have MFA; read with every membership check (authorize.ts). */
    require_mfa: { type: 'boolean' },
    /**
     * The organization's custom roles by key (`custom-3`): name, description, grants, field
     * groups, version. On this item because authorization reads it with every membership
     * (authorize.ts), so a role's permissions cost no request of their own.
     */
    custom_roles: {
      type: CustomAttributeType<Record<string, CustomRoleRecord>>('any'),
    },
    /**
     * The last custom role number given out (`custom-<n>`), raised in the same conditional
     * write that adds the role: numbers are never reused, and purged with the organization.
     */
    custom_role_seq: { type: 'number' },
    version: { type: 'number', required: true },
    created_by: { type: 'number', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
    updated_at: { type: 'string', required: true },
    // Soft delete: set together, cleared together on restore (see organizations.ts).
    deleted_at: { type: 'string' },
    ...optional.numbers('deleted_by'),
    ...optional.strings('deleted_by_name', 'purge_after'),
  },
  indexes: {
    byId: organizationIndex('organization'),
  },
});
export type OrganizationItem = EntityItem<ReturnType<typeof organizationEntity>>;
