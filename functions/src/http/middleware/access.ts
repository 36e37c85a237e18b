import type { Action, FieldGroup, Module, RouteRule, Scope } from '@wattle/shared/permissions';
import { idString } from '@wattle/shared/validation';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { authorize, type LocatedKind, type OrganizationTarget } from '../../core/access/authorize.ts';
import { enforceReach } from '../../core/access/reach.ts';
import { type Actor, withActor } from '../../core/actor.ts';
import { directoryPeople } from '../../core/employees/directory.ts';
import { VisibleError } from '../../core/error.ts';
import { verifyBearer } from '../../core/identity/session-check.ts';
import { readRawBody } from '../body.ts';
import { clientAddress } from '../client-address.ts';
import { type ReachKind, reachTarget } from './reach.ts';

/**
 * Every route declares who may call it with one of these middlewares, which run before the
 * handler: verify the token, read the session and (for an organization's route) the caller's
 * membership, and only then run the handler as that actor. Nothing of the handler starts for a
 * caller who is not confirmed. A test checks that every route declares one.
 *
 * An organization's route also declares the permission it needs (a RouteRule from
 * shared/src/permissions.ts, the one table of who may do what): the caller's role must allow it,
 * or the answer is 403 before the handler starts. The role matrix test reads these declarations.
 *
 * A route that names one employee's record on a scoped module also declares its `reach` (see
 * reach.ts): whose record it is is resolved and the caller's data scope checked here, before the
 * handler (404 outside it; 403 without the field groups the rule needs for another's record).
 */

/** Marks the access middlewares with what the route declares, so the route tests can read it. */
export const ACCESS_MIDDLEWARE = Symbol('access middleware');
export interface AccessDeclaration {
  /** Undefined: any signed-in user, no organization (their own account). */
  rule?: RouteRule;
  /** Whose record the route names, for its data scope. */
  reach?: ReachKind;
}

/** How a route names one employee's record: its kind, the path parameter, and what a 404 calls it. */
export interface ReachOptions {
  reach?: ReachKind;
  /** The path parameter holding the record's id ('id'). */
  param?: string;
}

type Resolve = (c: Context) => Promise<OrganizationTarget | null> | OrganizationTarget | null;

async function checkReach(c: Context, actor: Actor, rule: RouteRule, reach: ReachKind, param: string, what: string) {
  const access = actor.type === 'user' ? actor.organization : undefined;
  if (!access) return;
  const target = await reachTarget(reach, c, param, access.id);
  if (!target) {
    if (reach === 'employee-field') return;
    throw VisibleError.notFound(what);
  }
  await enforceReach(access, rule, target, directoryPeople, what);
}

function accessMiddleware(resolve: Resolve, rule?: RouteRule, options: ReachOptions & { what?: string } = {}) {
  const { reach, param = 'id', what = 'Employee' } = options;
  const middleware = createMiddleware(async (c, next) => {
    const header = c.req.header('authorization');
    const claims = await verifyBearer(header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined);
    const actor = await authorize(claims, await resolve(c), rule);
    if (rule && reach) await checkReach(c, actor, rule, reach, param, what);
    const address = clientAddress(c);
    await withActor(actor.type === 'user' && address ? { ...actor, clientAddress: address } : actor, () => next());
  });
  const declaration: AccessDeclaration = { ...(rule ? { rule } : {}), ...(reach ? { reach } : {}) };
  return Object.assign(middleware as MiddlewareHandler, { [ACCESS_MIDDLEWARE]: declaration });
}

/**
 * A grant of `action` on `module`, at least as wide as `scope` when given, and the field groups
 * (`fieldsUnlessOwn`: only for someone else's record, which the route's reach resolves).
 */
export const permit = (
  module: Module,
  action: Action,
  extra: { scope?: Scope; fields?: FieldGroup[]; fieldsUnlessOwn?: true } = {},
): RouteRule => ({ module, action, ...extra });
/** Any member: the route acts on the caller's own data. */
export const SELF: RouteRule = { self: true };
/** Owners only. */
export const OWNER: RouteRule = { owner: true };

const asId = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && idString.safeParse(text).success ? Number(text) : undefined;
};

const organization = (id: number | undefined): OrganizationTarget =>
  id === undefined ? { unresolved: true } : { organizationId: id };

/** Any signed-in user (their own account and organizations). */
export const signedIn = accessMiddleware(() => null);

/** A member of the organization whose id is the path parameter `name`, whose role allows `rule`. */
export const memberOfParam = (rule: RouteRule, name = 'id') =>
  accessMiddleware((c) => organization(asId(c.req.param(name))), rule);

/**
 * An owner of the organization whose id is the path parameter `id`, even after it was deleted:
 * only for restoring it (every other route answers 404 for a deleted organization).
 */
export const ownerOfDeletedOrLiveParam = accessMiddleware((c) => {
  const id = asId(c.req.param('id'));
  return id === undefined ? { unresolved: true } : { organizationId: id, includeDeleted: true };
}, OWNER);

/**
 * A member of the organization named by the `organization_id` query parameter, whose role allows
 * `rule` (and, with `reach: 'employee-field'`, whose scope reaches the query's `employee_id`).
 */
export const memberOfQuery = (rule: RouteRule, options: { reach?: 'employee-field' } = {}) =>
  accessMiddleware((c) => organization(asId(c.req.query('organization_id'))), rule, options);

/**
 * A member of the organization named by the body's `organization_id` (JSON or form fields), whose
 * role allows `rule` (and, with `reach: 'employee-field'`, whose scope reaches the body's `employee_id`).
 */
export const memberOfBody = (rule: RouteRule, options: { reach?: 'employee-field' } = {}) =>
  accessMiddleware(
    async (c) => {
      const body = await readRawBody(c).catch(() => undefined);
      const id = body && typeof body === 'object' ? (body as Record<string, unknown>).organization_id : undefined;
      return organization(asId(id));
    },
    rule,
    options,
  );

/**
 * A member of the organization that owns the record the path parameter (`param`, default `id`)
 * names, found through the record's locator, whose role allows `rule` and, with `reach`, whose
 * scope reaches the record's employee; a missing record (or a non-numeric id) answers 404 naming `what`.
 */
export const memberOfRecord = (kind: LocatedKind, what: string, rule: RouteRule, options: ReachOptions = {}) =>
  accessMiddleware((c) => ({ kind, id: asId(c.req.param(options.param ?? 'id')) ?? 0, what }), rule, {
    ...options,
    what,
  });

/**
 * Like memberOfRecord, for a path parameter that names a record of `kind` in its first part
 * (`<id>-<rest>`: payslip `12-34` is pay run 12's payslip of employee 34).
 */
export const memberOfRecordPart = (kind: LocatedKind, what: string, rule: RouteRule, options: ReachOptions = {}) =>
  accessMiddleware((c) => ({ kind, id: asId(c.req.param(options.param ?? 'id')?.split('-')[0]) ?? 0, what }), rule, {
    ...options,
    what,
  });
