import type { RouteRule } from '@wattle/shared/permissions';
import { customRoleInput } from '@wattle/shared/roles';
import { Hono } from 'hono';
import { createRole, deleteRole, listRoles, updateRole } from '../../core/organizations/index.ts';
import { memberOfParam, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId, validate } from '../validation.ts';

const member = (rule: RouteRule) => memberOfParam(rule);
const organizationId = (value: string) => parseId(value, 'Organization');

/** Settings → Manage Permission: the built-in roles (read-only) and the organization's custom roles. */
export const roleRoutes = new Hono()
  .get('/:id/roles', member(permit('access', 'view')), async (c) =>
    c.json({ data: await listRoles(organizationId(c.req.param('id'))) }),
  )
  .post('/:id/roles', member(permit('access', 'create')), idempotent, validate('json', customRoleInput), async (c) =>
    c.json({ data: await createRole(organizationId(c.req.param('id')), c.req.valid('json')) }, 201),
  )
  .put('/:id/roles/:key', member(permit('access', 'edit')), validate('json', customRoleInput), async (c) =>
    c.json({
      data: await updateRole(organizationId(c.req.param('id')), c.req.param('key'), c.req.valid('json')),
    }),
  )
  .delete('/:id/roles/:key', member(permit('access', 'delete')), async (c) => {
    await deleteRole(organizationId(c.req.param('id')), c.req.param('key'));
    return c.body(null, 204);
  });
