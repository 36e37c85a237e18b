import { Hono } from 'hono';
import { getFinalPay, removeFinalPay, setUpFinalPay } from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfRecord, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

/**
 * A leaver's final pay (issue 30 §1): payroll's work over the whole organization with the `pay`
 * field group — reading it needs the payroll view grant, setting it up and removing it the edit
 * and delete grants (as the pay items it is made of). The access layer checks before the handler.
 */
const VIEW = permit('payroll', 'view', { scope: 'organization', fields: ['pay'] });
const EDIT = permit('payroll', 'edit', { scope: 'organization', fields: ['pay'] });
const DELETE = permit('payroll', 'delete', { scope: 'organization', fields: ['pay'] });
const employee = (rule: ReturnType<typeof permit>) =>
  memberOfRecord('employee', 'Employee', rule, { reach: 'employee' });
const employeeId = (value: string | undefined) => parseId(value, 'Employee');

const finalPayRoutes = new Hono()
  .get('/:id/final-pay', employee(VIEW), async (c) =>
    c.json({ data: await getFinalPay(employeeId(c.req.param('id'))) }),
  )
  .post('/:id/final-pay', employee(EDIT), async (c) =>
    c.json({ data: await setUpFinalPay(employeeId(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .delete('/:id/final-pay', employee(DELETE), async (c) => {
    await removeFinalPay(employeeId(c.req.param('id')));
    return c.body(null, 204);
  });

/** GET, POST and DELETE /employees/{id}/final-pay. */
export const mountFinalPay: MountResource = (api) => api.route('/employees', finalPayRoutes);
