import { Hono } from 'hono';
import {
  createPaySchedule,
  deletePaySchedule,
  getPayrollSettings,
  listPaySchedules,
  savePayrollSettings,
  setupProgress,
  updatePaySchedule,
} from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfParam, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

/**
 * Payroll settings (ABN, the employer's bank account, default super rate) and pay schedules: read
 * with the payroll view grant over the whole organization, changed with its edit (delete) grant.
 */
const VIEW = memberOfParam(permit('payroll', 'view', { scope: 'organization' }));
const EDIT = memberOfParam(permit('payroll', 'edit', { scope: 'organization' }));
const DELETE = memberOfParam(permit('payroll', 'delete', { scope: 'organization' }));
// The first-week checklist is for those who keep the workspace's settings (owners, admins, HR).
const SETUP = memberOfParam(permit('organization', 'edit'));
const organization = (value: string | undefined) => parseId(value, 'Organization');
const schedule = (value: string | undefined) => parseId(value, 'Pay schedule');

const payrollSettingsRoutes = new Hono()
  .get('/:id/setup-progress', SETUP, async (c) =>
    c.json({ data: await setupProgress(organization(c.req.param('id'))) }),
  )
  .get('/:id/payroll-settings', VIEW, async (c) =>
    c.json({ data: await getPayrollSettings(organization(c.req.param('id'))) }),
  )
  .put('/:id/payroll-settings', EDIT, async (c) =>
    c.json({ data: await savePayrollSettings(organization(c.req.param('id')), await readRawBody(c)) }),
  )
  .get('/:id/pay-schedules', VIEW, async (c) =>
    c.json({ data: await listPaySchedules(organization(c.req.param('id'))) }),
  )
  .post('/:id/pay-schedules', EDIT, async (c) =>
    c.json({ data: await createPaySchedule(organization(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .patch('/:id/pay-schedules/:scheduleId', EDIT, async (c) =>
    c.json({
      data: await updatePaySchedule(
        organization(c.req.param('id')),
        schedule(c.req.param('scheduleId')),
        await readRawBody(c),
      ),
    }),
  )
  .delete('/:id/pay-schedules/:scheduleId', DELETE, async (c) => {
    await deletePaySchedule(organization(c.req.param('id')), schedule(c.req.param('scheduleId')));
    return c.body(null, 204);
  });

/** Payroll settings (ABN, the employer's bank account, default super rate) and pay schedules. */
export const mountPayrollSettings: MountResource = (api) => api.route('/organizations', payrollSettingsRoutes);
