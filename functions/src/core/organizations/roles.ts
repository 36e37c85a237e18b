import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditChange } from '@wattle/shared/audit';
import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLE_DESCRIPTIONS,
  BUILT_IN_ROLE_LABELS,
  BUILT_IN_ROLES,
  CUSTOM_ROLE_KEY,
  type CustomRole,
  type CustomRoleKey,
  FIELD_GROUP_LABELS,
  FIELD_GROUPS,
  type Grants,
  hasField,
  isBuiltInRole,
  MODULE_ACTIONS,
  MODULES,
  type RolePermissions,
  type RoleSummary,
  SCOPE_LABELS,
  scopeCovers,
} from '@wattle/shared/permissions';
import {
  BUILT_IN_ROLE_MESSAGE,
  type CustomRoleData,
  type CustomRoleInput,
  customRoleInput,
  MAX_CUSTOM_ROLES,
  permissionLabel,
  RESERVED_ROLE_NAMES,
  ROLE_LIMIT_MESSAGE,
  roleInUseMessage,
  roleNameTakenMessage,
  sameRoleName,
} from '@wattle/shared/roles';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { queryAll } from '../db/query-all.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import type { CustomRoleRecord } from '../tenancy/organization-entity.ts';
import { checkVersion, parseInput } from '../validation.ts';

/**
 * Custom roles: kept on the organization's item (`custom_roles`, a map by key), because every
 * request's authorization reads that item with the membership; a change is one conditional
 * UpdateItem of the map entry with its audit event, and holds from the holder's next request.
 */

const organizationKey = (organizationId: number) => ({ pk: `org#${organizationId}`, sk: 'organization' });

interface RolesState {
  roles: Record<string, CustomRoleRecord>;
  /** The last number given out; undefined before the first custom role. */
  seq: number | undefined;
  /** Whether the item has the map at all (the first role creates it). */
  hasMap: boolean;
}

async function readRoles(organizationId: number): Promise<RolesState> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableNames().organizations,
      Key: organizationKey(organizationId),
      ProjectionExpression: 'custom_roles, custom_role_seq, deleted_at',
      ConsistentRead: true,
    }),
  );
  const item = answer.Item as
    | { custom_roles?: Record<string, CustomRoleRecord>; custom_role_seq?: number; deleted_at?: string }
    | undefined;
  if (!item || item.deleted_at) throw VisibleError.notFound('Organization');
  return { roles: item.custom_roles ?? {}, seq: item.custom_role_seq, hasMap: item.custom_roles !== undefined };
}

/** The role of every member (`member#`) or pending invitation (`invitation#`): one paged Query. */
async function rolesHeld(organizationId: number, prefix: 'member#' | 'invitation#'): Promise<string[]> {
  const roles: string[] = [];
  const queried = await queryAll({
    TableName: tableNames().organizations,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': prefix },
    ExpressionAttributeNames: { '#role': 'role' },
    ProjectionExpression: '#role',
    ConsistentRead: true,
  });
  for (const item of queried) if (typeof item.role === 'string') roles.push(item.role);
  return roles;
}

const countOf = (roles: string[], key: string) => roles.filter((role) => role === key).length;

const toRole = (key: string, record: CustomRoleRecord): CustomRole => ({
  key: key as CustomRoleKey,
  name: record.name,
  description: record.description ?? '',
  grants: record.grants ?? {},
  fields: record.fields ?? [],
  ...fieldsOf(record, 'version', 'created_at', 'updated_at'),
});

/** The six built-in roles in table order, then the custom roles by name, each with its member count. */
export async function listRoles(organizationId: number): Promise<RoleSummary[]> {
  requireMembership(organizationId);
  const [state, held] = await Promise.all([readRoles(organizationId), rolesHeld(organizationId, 'member#')]);
  const builtIn = BUILT_IN_ROLES.map(
    (key): RoleSummary => ({
      key,
      name: BUILT_IN_ROLE_LABELS[key],
      description: BUILT_IN_ROLE_DESCRIPTIONS[key],
      built_in: true,
      ...BUILT_IN_PERMISSIONS[key],
      members: countOf(held, key),
    }),
  );
  const custom = Object.entries(state.roles)
    .map(([key, record]): RoleSummary => {
      const { created_at: _created, updated_at: _updated, ...role } = toRole(key, record);
      return { ...role, built_in: false, members: countOf(held, key) };
    })
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }) ||
        Number(a.key.slice(7)) - Number(b.key.slice(7)),
    );
  return [...builtIn, ...custom];
}

/** A path's role key: a built-in role answers 403, anything that is not a custom role's key 404. */
function customKey(key: string): CustomRoleKey {
  if (isBuiltInRole(key)) throw new VisibleError('forbidden', BUILT_IN_ROLE_MESSAGE);
  if (!CUSTOM_ROLE_KEY.test(key)) throw VisibleError.notFound('Role');
  return key as CustomRoleKey;
}

function checkNameFree(name: string, roles: Record<string, CustomRoleRecord>, except?: string): void {
  const taken =
    RESERVED_ROLE_NAMES.some((reserved) => sameRoleName(reserved, name)) ||
    Object.entries(roles).some(([key, role]) => key !== except && sameRoleName(role.name, name));
  if (taken) throw VisibleError.validation({ name: [roleNameTakenMessage(name)] });
}

/**
 * No one hands out more than they hold: every grant a role gains (or widens) must be within the
 * caller's own role, and so must every field group it gains. Owners and admins hold everything;
 * this stops a custom role that manages access from making a stronger one.
 */
function checkWithinCaller(next: RolePermissions, before?: RolePermissions): void {
  const { permissions } = organizationAccess();
  const beyond: string[] = [];
  for (const module of MODULES) {
    for (const action of MODULE_ACTIONS[module]) {
      const scope = next.grants[module]?.[action];
      if (!scope) continue;
      const had = before?.grants[module]?.[action];
      if (had && scopeCovers(had, scope)) continue;
      const held = permissions.grants[module]?.[action];
      if (!held || !scopeCovers(held, scope)) beyond.push(permissionLabel(module, action));
    }
  }
  for (const field of next.fields) {
    if (!before?.fields.includes(field) && !hasField(permissions, field)) beyond.push(FIELD_GROUP_LABELS[field]);
  }
  if (beyond.length > 0) {
    throw VisibleError.validation({
      grants: [`You can only grant what your own role holds. Not held: ${beyond.join(', ')}.`],
    });
  }
}

const scopeText = (grants: Grants | undefined, module: (typeof MODULES)[number], action: string) => {
  const scope = grants?.[module]?.[action as keyof Grants[typeof module]];
  return scope ? SCOPE_LABELS[scope] : null;
};

/** The audit log's changes: name, description, then each permission and field group that differs. */
function roleChanges(before: CustomRoleRecord | null, after: CustomRoleRecord | null): AuditChange[] {
  const changes: AuditChange[] = [];
  const push = (field: string, label: string, old: string | null, next: string | null) => {
    if (old !== next) changes.push({ field, label, before: old, after: next });
  };
  push('name', 'Name', before?.name ?? null, after?.name ?? null);
  push('description', 'Description', before?.description || null, after?.description || null);
  for (const module of MODULES) {
    for (const action of MODULE_ACTIONS[module]) {
      push(
        `grants.${module}.${action}`,
        permissionLabel(module, action),
        scopeText(before?.grants, module, action),
        scopeText(after?.grants, module, action),
      );
    }
  }
  for (const field of FIELD_GROUPS) {
    const granted = (role: CustomRoleRecord | null) => (role?.fields?.includes(field) ? 'Granted' : null);
    push(`fields.${field}`, FIELD_GROUP_LABELS[field], granted(before), granted(after));
  }
  return changes;
}

function roleAudit(
  organizationId: number,
  action: 'create' | 'update' | 'delete',
  key: string,
  before: CustomRoleRecord | null,
  after: CustomRoleRecord | null,
) {
  const name = (after ?? before)?.name ?? key;
  const summary =
    action === 'create'
      ? `Created the role ${name}`
      : action === 'delete'
        ? `Deleted the role ${name}`
        : before && after && before.name !== after.name
          ? `Changed the role ${before.name} (now ${after.name})`
          : `Changed the role ${name}`;
  return auditPut({
    organizationId,
    module: 'organizations',
    action,
    record: { type: 'role', id: key, label: name },
    summary,
    changes: roleChanges(before, after),
  });
}

const permissionsOfInput = (data: CustomRoleData): RolePermissions => ({ grants: data.grants, fields: data.fields });

/** A live organization's item: a deleted one takes no role changes. */
const LIVE = 'attribute_exists(pk) AND attribute_not_exists(deleted_at)';

/**
 * Adds a custom role `custom-<n>`, n one more than the organization's last. The number and the
 * role are written in one conditional update on the number read: of two creates at once, one
 * writes and the other reads again and takes the next number.
 */
export async function createRole(organizationId: number, input: CustomRoleInput): Promise<CustomRole> {
  const data = parseInput(customRoleInput, input);
  requireMembership(organizationId);
  checkWithinCaller(permissionsOfInput(data));
  for (let attempt = 0; attempt < 4; attempt++) {
    const state = await readRoles(organizationId);
    if (Object.keys(state.roles).length >= MAX_CUSTOM_ROLES)
      throw VisibleError.validation({ roles: [ROLE_LIMIT_MESSAGE] });
    checkNameFree(data.name, state.roles);
    const used = Object.keys(state.roles).map((key) => Number(key.slice(7)));
    const seq = Math.max(state.seq ?? 0, ...used) + 1;
    const key = `custom-${seq}`;
    if (!CUSTOM_ROLE_KEY.test(key)) throw new Error(`Organization ${organizationId} ran out of custom role keys`);
    const now = new Date().toISOString();
    const record: CustomRoleRecord = {
      ...fieldsOf(data, 'name', 'description', 'grants', 'fields'),
      version: 1,
      created_at: now,
      updated_at: now,
    };
    const seqCondition = state.seq === undefined ? 'attribute_not_exists(custom_role_seq)' : 'custom_role_seq = :old';
    const result = await transactWrite([
      rawItem({
        Update: {
          TableName: tableNames().organizations,
          Key: organizationKey(organizationId),
          ...(state.hasMap
            ? {
                UpdateExpression: 'SET custom_roles.#key = :role, custom_role_seq = :seq',
                ConditionExpression: `${LIVE} AND ${seqCondition} AND attribute_exists(custom_roles)`,
                ExpressionAttributeNames: { '#key': key },
                ExpressionAttributeValues: {
                  ':role': record,
                  ':seq': seq,
                  ...(state.seq === undefined ? {} : { ':old': state.seq }),
                },
              }
            : {
                UpdateExpression: 'SET custom_roles = :roles, custom_role_seq = :seq',
                ConditionExpression: `${LIVE} AND ${seqCondition} AND attribute_not_exists(custom_roles)`,
                ExpressionAttributeValues: {
                  ':roles': { [key]: record },
                  ':seq': seq,
                  ...(state.seq === undefined ? {} : { ':old': state.seq }),
                },
              }),
        },
      }),
      roleAudit(organizationId, 'create', key, null, record),
    ]);
    if (!result.canceled) return toRole(key, record);
  }
  throw VisibleError.conflict('The roles were changed meanwhile. Reload and try again.');
}

/** Changes a custom role's name, description and permissions; `version` must be the stored one. */
export async function updateRole(organizationId: number, roleKey: string, input: CustomRoleInput): Promise<CustomRole> {
  const data = parseInput(customRoleInput, input);
  requireMembership(organizationId);
  const key = customKey(roleKey);
  const state = await readRoles(organizationId);
  const current = state.roles[key];
  if (!current) throw VisibleError.notFound('Role');
  checkVersion(data.version, current.version);
  checkNameFree(data.name, state.roles, key);
  checkWithinCaller(permissionsOfInput(data), { grants: current.grants ?? {}, fields: current.fields ?? [] });
  const next: CustomRoleRecord = {
    ...current,
    ...fieldsOf(data, 'name', 'description', 'grants', 'fields'),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  // Nothing changed: no new version, no event.
  if (roleChanges(current, next).length === 0) return toRole(key, current);
  const result = await transactWrite([
    rawItem({
      Update: {
        TableName: tableNames().organizations,
        Key: organizationKey(organizationId),
        UpdateExpression: 'SET custom_roles.#key = :role',
        ConditionExpression: `${LIVE} AND custom_roles.#key.#version = :version`,
        ExpressionAttributeNames: { '#key': key, '#version': 'version' },
        ExpressionAttributeValues: { ':role': next, ':version': current.version },
      },
    }),
    roleAudit(organizationId, 'update', key, current, next),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toRole(key, next);
}

/** Deletes a custom role no member or pending invitation holds. */
export async function deleteRole(organizationId: number, roleKey: string): Promise<void> {
  requireMembership(organizationId);
  const key = customKey(roleKey);
  const [state, members, invitations] = await Promise.all([
    readRoles(organizationId),
    rolesHeld(organizationId, 'member#'),
    rolesHeld(organizationId, 'invitation#'),
  ]);
  const current = state.roles[key];
  if (!current) throw VisibleError.notFound('Role');
  const holders = countOf(members, key);
  const invited = countOf(invitations, key);
  if (holders > 0 || invited > 0) throw VisibleError.conflict(roleInUseMessage(holders, invited));
  const result = await transactWrite([
    rawItem({
      Update: {
        TableName: tableNames().organizations,
        Key: organizationKey(organizationId),
        UpdateExpression: 'REMOVE custom_roles.#key',
        ConditionExpression: `${LIVE} AND custom_roles.#key.#version = :version`,
        ExpressionAttributeNames: { '#key': key, '#version': 'version' },
        ExpressionAttributeValues: { ':version': current.version },
      },
    }),
    roleAudit(organizationId, 'delete', key, current, null),
  ]);
  if (result.canceled) throw VisibleError.conflict('This role was changed meanwhile. Reload and try again.');
}
