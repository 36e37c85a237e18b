import { historyQuery } from '@wattle/shared/employee-history';
import {
  employeeListQuery,
  employeeManagerInput,
  employeeStatusInput,
  HISTORY_PAGE_SIZE,
} from '@wattle/shared/employees';
import type { RouteRule } from '@wattle/shared/permissions';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import * as z from 'zod';
import { getDashboard } from '../../core/dashboard/index.ts';
import {
  changeEmployeeManager,
  changeEmployeeStatus,
  createEmployee,
  employeeOrganization,
  exportEmployees,
  exportHistory,
  forceDeleteEmployee,
  getEmployee,
  listEmployeeOptions,
  listEmployees,
  queryHistory,
  restoreEmployee,
  revealPayroll,
  suggestEmployeeCode,
  trashEmployee,
  updateEmployee,
} from '../../core/employees/index.ts';
import { requireMembership } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { csvAttachment } from '../csv-attachment.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId, validate } from '../validation.ts';
import { employeeLifecycleRoutes } from './employee-lifecycle.ts';

// Built on first use (z.lazy), like the shared schemas (see shared/src/validation.ts).
const organizationQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));
const employeeHistoryQuery = z.lazy(() =>
  z.object({
    cursor: z.string().max(500).optional(),
    per_page: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
  }),
);

const id = (value: string | undefined) => parseId(value, 'Employee');
const employee = (rule: RouteRule) => memberOfRecord('employee', 'Employee', rule, { reach: 'employee' });

export const employeeRoutes = new Hono()
  .get('/', memberOfQuery(permit('employees', 'view')), validate('query', employeeListQuery), async (c) =>
    c.json({ data: await listEmployees(c.req.valid('query')) }),
  )
  .get('/trashed', memberOfQuery(permit('employees', 'delete')), validate('query', employeeListQuery), async (c) =>
    c.json({ data: await listEmployees(c.req.valid('query'), 'trashed') }),
  )
  // The directory's own query (filters, search), every page, within the caller's export scope.
  .get('/export', memberOfQuery(permit('employees', 'export')), validate('query', employeeListQuery), async (c) => {
    const { cursor: _cursor, per_page: _perPage, ...query } = c.req.valid('query');
    return csvAttachment(c, 'employees', query.organization_id, await exportEmployees(query));
  })
  .get('/options', memberOfQuery(permit('employees', 'view')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await listEmployeeOptions(c.req.valid('query').organization_id) }),
  )
  // The new-employee form's suggested code (the next in the organization's sequence).
  .get('/next-code', memberOfQuery(permit('employees', 'create')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await suggestEmployeeCode(c.req.valid('query').organization_id) }),
  )
  .get(
    '/history',
    memberOfQuery(permit('employees', 'view', { scope: 'organization' })),
    validate('query', historyQuery),
    async (c) => {
      const { organization_id, ...query } = c.req.valid('query');
      await requireMembership(organization_id);
      return c.json({ data: await queryHistory(organization_id, query) });
    },
  )
  .get(
    '/history/export',
    memberOfQuery(permit('employees', 'export', { scope: 'organization' })),
    validate('query', historyQuery),
    async (c) => {
      const { organization_id, cursor: _cursor, per_page: _perPage, ...query } = c.req.valid('query');
      await requireMembership(organization_id);
      return csvAttachment(c, 'employee_history', organization_id, await exportHistory(organization_id, query));
    },
  )
  // Create and update take JSON, or form fields (multipart with `_method=PUT`, see app.ts).
  .post('/', memberOfBody(permit('employees', 'create')), idempotent, async (c) =>
    c.json({ data: await createEmployee(await readRawBody(c)) }, 201),
  )
  .get('/:id', employee(permit('employees', 'view')), async (c) =>
    c.json({ data: await getEmployee(id(c.req.param('id'))) }),
  )
  .put('/:id', employee(permit('employees', 'edit')), async (c) =>
    c.json({ data: await updateEmployee(id(c.req.param('id')), await readRawBody(c)) }),
  )
  .delete('/:id', employee(permit('employees', 'delete')), async (c) => {
    await trashEmployee(id(c.req.param('id')));
    return c.body(null, 204);
  })
  .patch('/:id/restore', employee(permit('employees', 'delete')), async (c) =>
    c.json({ data: await restoreEmployee(id(c.req.param('id'))) }),
  )
  .delete('/:id/force', employee(permit('employees', 'delete')), async (c) => {
    await forceDeleteEmployee(id(c.req.param('id')));
    return c.body(null, 204);
  })
  .patch('/:id/status', employee(permit('employees', 'edit')), validate('json', employeeStatusInput), async (c) => {
    const body = c.req.valid('json');
    return c.json({ data: await changeEmployeeStatus(id(c.req.param('id')), body.status, body.version) });
  })
  .patch('/:id/manager', employee(permit('employees', 'edit')), validate('json', employeeManagerInput), async (c) => {
    const body = c.req.valid('json');
    return c.json({
      data: await changeEmployeeManager(id(c.req.param('id')), body.reporting_manager_id, body.version),
    });
  })
  // POST, not GET: every reveal writes an audit event. Owners and admins only; no body.
  .post('/:id/payroll/reveal', employee(permit('employees', 'view', { fields: ['payroll_identifiers'] })), async (c) =>
    c.json({ data: await revealPayroll(id(c.req.param('id'))) }),
  )
  .get('/:id/history', employee(permit('employees', 'view')), validate('query', employeeHistoryQuery), async (c) => {
    const employeeId = id(c.req.param('id'));
    const organizationId = await employeeOrganization(employeeId);
    return c.json({ data: await queryHistory(organizationId, { ...c.req.valid('query'), employee_id: employeeId }) });
  });

export const dashboardRoutes = new Hono().get(
  '/',
  memberOfQuery(permit('employees', 'view', { scope: 'organization' })),
  validate('query', organizationQuery),
  async (c) => c.json({ data: await getDashboard(c.req.valid('query').organization_id) }),
);

export const mountEmployees: MountResource = (api) =>
  api
    .route('/employees', employeeLifecycleRoutes)
    .route('/employees', employeeRoutes)
    .route('/dashboard', dashboardRoutes);
