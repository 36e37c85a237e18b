import { payItemsQuery } from '@wattle/shared/pay-items';
import { employeePayListQuery } from '@wattle/shared/payroll-setup';
import type { RouteRule } from '@wattle/shared/permissions';
import { Hono } from 'hono';
import {
  createLeaveCashOut,
  createPayItem,
  deletePayItem,
  getEmployeePay,
  getYtdBroughtIn,
  listEmployeePayItems,
  listEmployeePaySummaries,
  listLeaveCashOuts,
  listPayItemsOfKinds,
  putEmployeePay,
  putYtdBroughtIn,
  updatePayItem,
} from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

/**
 * An employee's effective-dated pay and pay items. Reading needs the payroll view grant (an
 * employee's `self` reaches their own record) and, for someone else's, the `pay` field group;
 * changing needs the payroll edit (delete) grant over the organization with the `pay` field group.
 * The access layer checks both before the handler (reach: the path's employee).
 */
const VIEW = permit('payroll', 'view', { fields: ['pay'], fieldsUnlessOwn: true });
const EDIT = permit('payroll', 'edit', { scope: 'organization', fields: ['pay'] });
const DELETE = permit('payroll', 'delete', { scope: 'organization', fields: ['pay'] });
const LIST = permit('payroll', 'view', { scope: 'organization', fields: ['pay'] });
const employee = (rule: RouteRule) => memberOfRecord('employee', 'Employee', rule, { reach: 'employee' });
const employeeId = (value: string | undefined) => parseId(value, 'Employee');
const itemId = (value: string | undefined) => parseId(value, 'Pay item');

const employeePayRoutes = new Hono()
  .get('/:id/pay', employee(VIEW), async (c) => c.json({ data: await getEmployeePay(employeeId(c.req.param('id'))) }))
  .put('/:id/pay', employee(EDIT), async (c) =>
    c.json({ data: await putEmployeePay(employeeId(c.req.param('id')), await readRawBody(c)) }),
  )
  .get('/:id/pay-items', employee(VIEW), async (c) =>
    c.json({ data: await listEmployeePayItems(employeeId(c.req.param('id'))) }),
  )
  .post('/:id/pay-items', employee(EDIT), async (c) =>
    c.json({ data: await createPayItem(employeeId(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .patch('/:id/pay-items/:itemId', employee(EDIT), async (c) =>
    c.json({
      data: await updatePayItem(employeeId(c.req.param('id')), itemId(c.req.param('itemId')), await readRawBody(c)),
    }),
  )
  .delete('/:id/pay-items/:itemId', employee(DELETE), async (c) => {
    await deletePayItem(employeeId(c.req.param('id')), itemId(c.req.param('itemId')));
    return c.body(null, 204);
  })
  // Cashing out annual leave (issue 30 §4): the written agreement, its ledger entry and pay items.
  .get('/:id/leave-cash-outs', employee(VIEW), async (c) =>
    c.json({ data: await listLeaveCashOuts(employeeId(c.req.param('id'))) }),
  )
  .post('/:id/leave-cash-outs', employee(EDIT), async (c) =>
    c.json({ data: await createLeaveCashOut(employeeId(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  // Year to date brought in from a previous payroll (issue 31 §2), one financial year at a time.
  .get('/:id/ytd-brought-in', employee(VIEW), async (c) =>
    c.json({ data: await getYtdBroughtIn(employeeId(c.req.param('id')), c.req.query()) }),
  )
  .put('/:id/ytd-brought-in', employee(EDIT), async (c) =>
    c.json({ data: await putYtdBroughtIn(employeeId(c.req.param('id')), await readRawBody(c)) }),
  );

const payrollSetupRoutes = new Hono()
  .get('/employee-pay', memberOfQuery(LIST), validate('query', employeePayListQuery), async (c) =>
    c.json({ data: await listEmployeePaySummaries(c.req.valid('query')) }),
  )
  .get('/pay-items', memberOfQuery(LIST), validate('query', payItemsQuery), async (c) =>
    c.json({ data: await listPayItemsOfKinds(c.req.valid('query')) }),
  );

/** An employee's effective-dated pay and their recurring and one-off pay items. */
export const mountEmployeePay: MountResource = (api) =>
  api.route('/employees', employeePayRoutes).route('/payroll', payrollSetupRoutes);
