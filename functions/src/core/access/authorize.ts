import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MembershipRole } from '@wattle/shared/constants';
import { DEFAULT_PROBATION_MONTHS } from '@wattle/shared/employee-lifecycle';
import {
  allows,
  NO_ACCESS_CODE,
  NO_ACCESS_MESSAGE,
  permissionsOf,
  type RolePermissions,
  type RouteRule,
  roleNeedsMfa,
  scopeOf,
} from '@wattle/shared/permissions';
import { MFA_REQUIRED_CODE, MFA_REQUIRED_MESSAGE } from '@wattle/shared/sign-in';
import type { Actor } from '../actor.ts';
import { batchGet } from '../db/batch-get.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { locatorKey } from '../db/locator-entity.ts';
import { VisibleError } from '../error.ts';
import { confirmSession, sessionKey } from '../identity/session-check.ts';
import type { SessionItem } from '../identity/session-entity.ts';
import type { SessionClaims } from '../identity/tokens.ts';
import { fieldsOf } from '../item-fields.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { organizationEntity } from '../tenancy/organization-entity.ts';

/** Records that routes name by id alone, and the table whose locator maps each to its organization. */
const LOCATOR_TABLES = {
  department: 'organizations',
  designation: 'organizations',
  employee: 'employees',
  import: 'employees',
  job: 'recruitment',
  applicant: 'recruitment',
  interview: 'recruitment',
  offer: 'recruitment',
  template: 'recruitment',
  leave_request: 'leave',
  notification: 'leave',
  attendance_adjustment: 'attendance',
  pay_run: 'payroll',
  pay_schedule: 'payroll',
  pay_item: 'payroll',
  tax_table: 'payroll',
  stp_event: 'payroll',
  timesheet: 'timesheets',
  shift: 'rostering',
  goal: 'performance',
  review_cycle: 'performance',
  review: 'performance',
  shift_swap: 'rostering',
} as const;

export type LocatedKind = keyof typeof LOCATOR_TABLES;

/** Where a request's organization comes from. */
export type OrganizationTarget =
  /**
   * The organization's id, from the path, query or body. A deleted organization answers 404 like
   * one that does not exist, unless `includeDeleted` (only restoring it may reach it).
   */
  | { organizationId: number; includeDeleted?: boolean }
  /** A record id: its locator names the organization; a missing record answers 404 naming `what`. */
  | { kind: LocatedKind; id: number; what: string }
  /** The request names an organization but not a valid id: nothing is authorized (the handler's validation answers). */
  | { unresolved: true };

interface Locator {
  organization_id: number;
  parent_id?: number;
}

async function readLocator(kind: LocatedKind, id: number): Promise<Locator | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableNames()[LOCATOR_TABLES[kind]], Key: locatorKey(kind, id), ConsistentRead: true }),
  );
  return answer.Item as Locator | undefined;
}

/**
 * Authenticates and authorizes one request before any of its own work starts. The token was
 * verified already; this reads the session and, for an organization's request, the caller's
 * membership and the organization's settings (its time zone), in one strongly consistent
 * BatchGetItem. A route that names only a record id first
 * reads that record's locator (one GetItem) to learn its organization. Returns the actor the
 * handler runs as; throws 401 for a dead session and 404 (never 403) for an organization the
 * caller does not belong to, a deleted one (see `includeDeleted`), or a record that does not
 * exist, so other organizations stay unseen. Then the caller's role must allow the route's
 * `rule` (403 otherwise); the role's permissions come with the reads above (a custom role is kept
 * on the organization's item), so the check costs no request of its own.
 */
export async function authorize(
  claims: SessionClaims,
  target: OrganizationTarget | null,
  rule?: RouteRule,
): Promise<Actor> {
  const locator = target && 'kind' in target ? await readLocator(target.kind, target.id) : undefined;
  const organizationId =
    target && 'organizationId' in target ? target.organizationId : locator ? locator.organization_id : undefined;
  const identity = tableNames().identity;
  const organizations = tableNames().organizations;
  const organizationKeys =
    organizationId === undefined
      ? []
      : [
          membershipEntity()
            .get({ organization_id: organizationId, user_id: claims.userId })
            .params<{ Key: Record<string, string> }>().Key,
          organizationEntity().get({ organization_id: organizationId }).params<{ Key: Record<string, string> }>().Key,
        ];
  const items = await batchGet([
    { table: identity, keys: [sessionKey(claims)], consistent: true },
    ...(organizationKeys.length > 0 ? [{ table: organizations, keys: organizationKeys, consistent: true }] : []),
  ]);
  const session = items.get(identity)?.[0] as SessionItem | undefined;
  await confirmSession(claims, session);
  const actor: Actor = {
    type: 'user',
    ...fieldsOf(claims, 'userId', 'sessionId', 'userName'),
    mfaEnabled: session?.mfa_enabled === true,
  };
  if (!target || 'unresolved' in target) return actor;
  const what = 'kind' in target ? target.what : 'Organization';
  const found = items.get(organizations) ?? [];
  const membership = found.find((item) => String(item.sk).startsWith('member#')) as
    | { role?: MembershipRole; employee_id?: number }
    | undefined;
  const settings = found.find((item) => item.sk === 'organization') as
    | {
        name?: string;
        contact_email?: string;
        timezone?: string;
        probation_months?: number;
        deleted_at?: string;
        purge_after?: string;
        require_mfa?: boolean;
        custom_roles?: Record<string, RolePermissions & { name: string }>;
      }
    | undefined;
  if (organizationId === undefined || !membership?.role || !settings) throw VisibleError.notFound(what);
  const includeDeleted = 'organizationId' in target && target.includeDeleted === true;
  if (settings.deleted_at && !includeDeleted) throw VisibleError.notFound(what);
  const permissions = permissionsOf(membership.role, settings.custom_roles);
  // After the membership check, so a stranger still gets 404 and learns nothing of the setting.
  if (settings.require_mfa && roleNeedsMfa(permissions) && !actor.mfaEnabled) {
    throw new VisibleError('forbidden', MFA_REQUIRED_MESSAGE, { code: MFA_REQUIRED_CODE });
  }
  if (rule && !allows(membership.role, permissions, rule)) {
    // A deleted organization stays unseen by anyone who may not restore it.
    if (settings.deleted_at) throw VisibleError.notFound(what);
    throw new VisibleError('forbidden', NO_ACCESS_MESSAGE, { code: NO_ACCESS_CODE });
  }
  const scope = rule && 'module' in rule ? scopeOf(permissions, rule.module, rule.action) : undefined;
  return {
    ...actor,
    organization: {
      id: organizationId,
      role: membership.role,
      permissions,
      ...(scope ? { scope } : {}),
      ...(membership.employee_id ? { employeeId: membership.employee_id } : {}),
      customRoles: settings.custom_roles ?? {},
      name: settings.name ?? '',
      contactEmail: settings.contact_email ?? '',
      timezone: settings.timezone ?? 'UTC',
      probationMonths: settings.probation_months ?? DEFAULT_PROBATION_MONTHS,
      ...('kind' in target ? { located: { kind: target.kind, id: target.id, parentId: locator?.parent_id } } : {}),
      ...(settings.deleted_at
        ? { deleted: { at: settings.deleted_at, purgeAfter: settings.purge_after ?? settings.deleted_at } }
        : {}),
    },
  };
}
