import { auditQuery } from '@wattle/shared/audit';
import { departmentInput, designationInput, organizationInput } from '@wattle/shared/organizations';
import type { RouteRule } from '@wattle/shared/permissions';
import { Hono } from 'hono';
import { exportAuditLog, queryAuditLog } from '../../core/audit/index.ts';
import {
  createDepartment,
  createDesignation,
  createOrganization,
  deleteDepartment,
  deleteDesignation,
  deleteOrganization,
  getDepartment,
  getDesignation,
  getOrganization,
  listDeletedOrganizations,
  listDepartments,
  listDesignations,
  listOrganizations,
  restoreOrganization,
  updateDepartment,
  updateDesignation,
  updateOrganization,
} from '../../core/organizations/index.ts';
import type { MountResource } from '../app.ts';
import {
  memberOfParam,
  memberOfRecord,
  OWNER,
  ownerOfDeletedOrLiveParam,
  permit,
  signedIn,
} from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId, validate } from '../validation.ts';
import { invitationRoutes, memberRoutes } from './members.ts';
import { roleRoutes } from './roles.ts';

const member = (rule: RouteRule) => memberOfParam(rule);
const department = (rule: RouteRule) => memberOfRecord('department', 'Department', rule);
const designation = (rule: RouteRule) => memberOfRecord('designation', 'Designation', rule);

export const organizationRoutes = new Hono()
  .get('/', signedIn, async (c) => c.json({ data: await listOrganizations() }))
  .post('/', signedIn, idempotent, validate('json', organizationInput), async (c) =>
    c.json({ data: await createOrganization(c.req.valid('json')) }, 201),
  )
  // Before `/:id`: the caller's deleted organizations (owners see theirs until the purge).
  .get('/deleted', signedIn, async (c) => c.json({ data: await listDeletedOrganizations() }))
  .get('/:id', member(permit('organization', 'view')), async (c) =>
    c.json({ data: await getOrganization(parseId(c.req.param('id'), 'Organization')) }),
  )
  .put('/:id', member(permit('organization', 'edit')), validate('json', organizationInput), async (c) =>
    c.json({ data: await updateOrganization(parseId(c.req.param('id'), 'Organization'), c.req.valid('json')) }),
  )
  .delete('/:id', member(OWNER), async (c) => {
    await deleteOrganization(parseId(c.req.param('id'), 'Organization'));
    return c.body(null, 204);
  })
  .post('/:id/restore', ownerOfDeletedOrLiveParam, async (c) => {
    await restoreOrganization(parseId(c.req.param('id'), 'Organization'));
    return c.json({ data: await getOrganization(parseId(c.req.param('id'), 'Organization')) });
  })
  .get('/:id/departments', member(permit('organization', 'view')), async (c) =>
    c.json({ data: await listDepartments(parseId(c.req.param('id'), 'Organization')) }),
  )
  .post(
    '/:id/departments',
    member(permit('organization', 'create')),
    idempotent,
    validate('json', departmentInput),
    async (c) =>
      c.json({ data: await createDepartment(parseId(c.req.param('id'), 'Organization'), c.req.valid('json')) }, 201),
  )
  .get('/:id/audit-log', member(permit('audit', 'view')), validate('query', auditQuery), async (c) =>
    c.json({ data: await queryAuditLog(parseId(c.req.param('id'), 'Organization'), c.req.valid('query')) }),
  )
  .get('/:id/audit-log/export', member(permit('audit', 'export')), validate('query', auditQuery), async (c) => {
    const organizationId = parseId(c.req.param('id'), 'Organization');
    const { csv, rows, truncated, day } = await exportAuditLog(organizationId, c.req.valid('query'));
    // A byte-order mark, so spreadsheet programs read the UTF-8 (names, arrows) as UTF-8.
    return c.body(`\uFEFF${csv}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${organizationId}-${day}.csv"`,
      'X-Export-Rows': String(rows),
      'X-Export-Truncated': String(truncated),
    });
  });

export const departmentRoutes = new Hono()
  .get('/:id', department(permit('organization', 'view')), async (c) =>
    c.json({ data: await getDepartment(parseId(c.req.param('id'), 'Department')) }),
  )
  .put('/:id', department(permit('organization', 'edit')), validate('json', departmentInput), async (c) =>
    c.json({ data: await updateDepartment(parseId(c.req.param('id'), 'Department'), c.req.valid('json')) }),
  )
  .delete('/:id', department(permit('organization', 'delete')), async (c) => {
    await deleteDepartment(parseId(c.req.param('id'), 'Department'));
    return c.body(null, 204);
  })
  .get('/:id/designations', department(permit('organization', 'view')), async (c) =>
    c.json({ data: await listDesignations(parseId(c.req.param('id'), 'Department')) }),
  )
  .post(
    '/:id/designations',
    department(permit('organization', 'create')),
    idempotent,
    validate('json', designationInput),
    async (c) =>
      c.json({ data: await createDesignation(parseId(c.req.param('id'), 'Department'), c.req.valid('json')) }, 201),
  );

export const designationRoutes = new Hono()
  .get('/:id', designation(permit('organization', 'view')), async (c) =>
    c.json({ data: await getDesignation(parseId(c.req.param('id'), 'Designation')) }),
  )
  .put('/:id', designation(permit('organization', 'edit')), validate('json', designationInput), async (c) =>
    c.json({ data: await updateDesignation(parseId(c.req.param('id'), 'Designation'), c.req.valid('json')) }),
  )
  .delete('/:id', designation(permit('organization', 'delete')), async (c) => {
    await deleteDesignation(parseId(c.req.param('id'), 'Designation'));
    return c.body(null, 204);
  });

export const mountOrganizations: MountResource = (api) =>
  api
    .route('/organizations', organizationRoutes)
    .route('/organizations', memberRoutes)
    .route('/organizations', roleRoutes)
    .route('/invitations', invitationRoutes)
    .route('/departments', departmentRoutes)
    .route('/designations', designationRoutes);
