import { payRunQuery } from '@wattle/shared/pay-runs';
import type { Action } from '@wattle/shared/permissions';
import { Hono } from 'hono';
import {
  adjustPayslip,
  createPayRun,
  deletePayRun,
  finalisePayRun,
  getPayRun,
  listPayRuns,
  markPayRunPaid,
  recalculatePayslips,
  superOwingOf,
} from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { withHolidayCalendars } from '../middleware/holiday-calendars.ts';
import { parseId, validate } from '../validation.ts';

/**
 * Pay runs: draft (payroll create), read (payroll view over the organization), adjust a payslip in
 * review (payroll edit), recalculate payslips in review after a leave change in the period (payroll
 * edit, like adjusting one), delete a draft (payroll delete), finalise and mark paid (payroll
 * approve). Every answer but the delete's carries the run's gross, tax and net: those need the
 * `pay` field group as well (403 without it). A run named by id is found through its locator:
 * another organization's run answers 404.
 */
const withPay = (action: Action) => permit('payroll', action, { scope: 'organization', fields: ['pay'] });
const VIEW = withPay('view');
const CREATE = withPay('create');
const EDIT = withPay('edit');
const DELETE = permit('payroll', 'delete', { scope: 'organization' });
const APPROVE = withPay('approve');
const runId = (value: string | undefined) => parseId(value, 'Pay run');

const payRunRoutes = new Hono()
  .use(withHolidayCalendars)
  .get('/', memberOfQuery(VIEW), async (c) => c.json({ data: await listPayRuns(c.req.query()) }))
  .post('/', memberOfBody(CREATE), async (c) => c.json({ data: await createPayRun(await readRawBody(c)) }, 201))
  .get('/:id', memberOfRecord('pay_run', 'Pay run', VIEW), validate('query', payRunQuery), async (c) =>
    c.json({ data: await getPayRun(runId(c.req.param('id')), c.req.valid('query')) }),
  )
  .delete('/:id', memberOfRecord('pay_run', 'Pay run', DELETE), async (c) => {
    await deletePayRun(runId(c.req.param('id')));
    return c.body(null, 204);
  })
  .patch('/:id/payslips/:employeeId', memberOfRecord('pay_run', 'Pay run', EDIT), async (c) =>
    c.json({
      data: await adjustPayslip(
        runId(c.req.param('id')),
        parseId(c.req.param('employeeId'), 'Payslip'),
        await readRawBody(c),
      ),
    }),
  )
  // What the run owes each fund and by when (due dates count business days: the calendars are loaded).
  .get('/:id/super', memberOfRecord('pay_run', 'Pay run', VIEW), async (c) =>
    c.json({ data: await superOwingOf(runId(c.req.param('id'))) }),
  )
  .post('/:id/recalculate', memberOfRecord('pay_run', 'Pay run', EDIT), async (c) =>
    c.json({ data: await recalculatePayslips(runId(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/finalise', memberOfRecord('pay_run', 'Pay run', APPROVE), async (c) =>
    c.json({ data: await finalisePayRun(runId(c.req.param('id'))) }),
  )
  .post('/:id/pay', memberOfRecord('pay_run', 'Pay run', APPROVE), async (c) =>
    c.json({ data: await markPayRunPaid(runId(c.req.param('id'))) }),
  );

/** Pay runs: draft, review and adjust lines, finalise, mark paid. */
export const mountPayRuns: MountResource = (api) => api.route('/payroll/pay-runs', payRunRoutes);
