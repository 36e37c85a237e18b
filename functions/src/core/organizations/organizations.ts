import type { MembershipRole } from '@wattle/shared/auth';
import { DEFAULT_PROBATION_MONTHS } from '@wattle/shared/employee-lifecycle';
import { type Organization, type OrganizationInput, organizationInput } from '@wattle/shared/organizations';
import { permissionsOf, roleLabel } from '@wattle/shared/permissions';
import { Service } from 'electrodb';
import type * as z from 'zod';
import { organizationAccess } from '../access/permissions.ts';
import { useActor, useUserId } from '../actor.ts';
import { auditPut, diffFields } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { listOrganizationRecordsOfUser, requireMembership } from '../tenancy/memberships.ts';
import { type OrganizationItem, organizationEntity } from '../tenancy/organization-entity.ts';
import { organizationCounter } from '../tenancy/service.ts';
import { checkVersion, parseInput } from '../validation.ts';

const useMfaEnabled = () => {
  const actor = useActor();
  return actor?.type === 'user' && actor.mfaEnabled === true;
};

/** Organization writes: the organization and its creator's membership. Joined on the first write. */
const organizationWrites = lazy(
  () =>
    new Service(
      { organization: organizationEntity(), membership: membershipEntity() },
      { table: tableNames().organizations, client: dynamo() },
    ),
);

const ORGANIZATION_LABELS = {
  name: 'Name',
  registration_number: 'Registration number',
  address: 'Address',
  contact_email: 'Contact e-mail',
  contact_phone: 'Contact phone',
  industry_type: 'Industry',
  timezone: 'Time zone',
  probation_months: 'Probation (months)',
  require_mfa: 'Require MFA for owners and admins',
};

function toOrganization(item: OrganizationItem, role: MembershipRole, employeeId: number | null): Organization {
  return {
    id: item.organization_id,
    name: item.name,
    registration_number: item.registration_number ?? null,
    address: item.address ?? null,
    contact_email: item.contact_email,
    contact_phone: item.contact_phone ?? null,
    industry_type: item.industry_type ?? null,
    timezone: item.timezone,
    probation_months: item.probation_months ?? DEFAULT_PROBATION_MONTHS,
    require_mfa: item.require_mfa === true,
    role,
    role_name: roleLabel(role, item.custom_roles),
    permissions: permissionsOf(role, item.custom_roles),
    employee_id: employeeId,
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

/** Optional fields: null clears the stored value (ElectroDB removes attributes set to undefined). */
function optionalFields(data: z.output<typeof organizationInput>) {
  return {
    registration_number: data.registration_number ?? undefined,
    address: data.address ?? undefined,
    contact_phone: data.contact_phone ?? undefined,
    industry_type: data.industry_type ?? undefined,
  };
}

/** The caller's organizations, full records: one Query for memberships, one BatchGet for the records. */
export async function listOrganizations(): Promise<Organization[]> {
  return (await listOrganizationRecordsOfUser(useUserId())).records.map(({ organization, role, employeeId }) =>
    toOrganization(organization, role, employeeId),
  );
}

export async function getOrganization(organizationId: number): Promise<Organization> {
  const role = requireMembership(organizationId);
  const item = (await organizationEntity().get({ organization_id: organizationId }).go({ consistent: true })).data;
  if (!item) throw VisibleError.notFound('Organization');
  return toOrganization(item, role, organizationAccess().employeeId ?? null);
}

/** Creates an organization with the caller as its owner, in one transaction. */
export async function createOrganization(input: OrganizationInput): Promise<Organization> {
  const data = parseInput(organizationInput, input);
  const userId = useUserId();
  const organizationId = await nextId(organizationCounter(), 'organization');
  const now = new Date().toISOString();
  const record = {
    organization_id: organizationId,
    ...fieldsOf(data, 'name', 'contact_email', 'timezone'),
    probation_months: data.probation_months ?? DEFAULT_PROBATION_MONTHS,
    ...optionalFields(data),
    version: 1,
    created_by: userId,
    created_at: now,
    updated_at: now,
  };
  const result = await organizationWrites()
    .transaction.write(({ organization, membership }) => [
      organization.create(record).commit(),
      membership.create({ organization_id: organizationId, user_id: userId, role: 'owner', created_at: now }).commit(),
      auditPut({
        organizationId,
        module: 'organizations',
        action: 'create',
        record: { type: 'organization', id: organizationId, label: record.name },
        summary: `Created the organization ${record.name}, with its creator as owner`,
        changes: diffFields(null, record, ORGANIZATION_LABELS),
      }),
    ])
    .go();
  if (result.canceled) throw new Error(`Creating organization ${organizationId} was cancelled`);
  return toOrganization(record as OrganizationItem, 'owner', null);
}

/**
 * Only owners set the MFA requirement, and an owner turning it on must have MFA already: otherwise
 * the very next request would lock them out of the organization until they enrol.
 */
function checkMfaRequirementChange(role: MembershipRole, requireMfa: boolean): void {
  if (role !== 'owner') {
    throw new VisibleError('forbidden', 'Only an owner can change whether MFA is required.');
  }
  if (requireMfa && !useMfaEnabled()) {
    throw VisibleError.validation({
      require_mfa: ['Set up multi-factor authentication for yourself in My Profile first.'],
    });
  }
}

export async function updateOrganization(organizationId: number, input: OrganizationInput): Promise<Organization> {
  const data = parseInput(organizationInput, input);
  const role = requireMembership(organizationId);
  const current = (await organizationEntity().get({ organization_id: organizationId }).go({ consistent: true })).data;
  if (!current) throw VisibleError.notFound('Organization');
  checkVersion(data.version, current.version);
  const requireMfa = data.require_mfa ?? current.require_mfa === true;
  if (requireMfa !== (current.require_mfa === true)) checkMfaRequirementChange(role, requireMfa);
  const optional = optionalFields(data);
  const cleared = (Object.keys(optional) as (keyof typeof optional)[]).filter((key) => optional[key] === undefined);
  const changes = {
    ...fieldsOf(data, 'name', 'contact_email', 'timezone'),
    ...(data.probation_months !== undefined ? { probation_months: data.probation_months } : {}),
    ...(requireMfa !== (current.require_mfa === true) ? { require_mfa: requireMfa } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const after = { ...current, ...changes, ...Object.fromEntries(cleared.map((key) => [key, undefined])) };
  const result = await transactWrite([
    committed(
      organizationEntity()
        .patch({ organization_id: organizationId })
        .set(changes)
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut({
      organizationId,
      module: 'organizations',
      action: 'update',
      record: { type: 'organization', id: organizationId, label: after.name },
      changes: diffFields(current, after, ORGANIZATION_LABELS),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toOrganization(after as OrganizationItem, role, organizationAccess().employeeId ?? null);
}
