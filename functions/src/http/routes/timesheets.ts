import { Hono } from 'hono';
import { requirePermission } from '../../core/access/index.ts';
import { priceTimesheets, timesheetPeriodFor, timesheetPeriodHolding } from '../../core/payroll/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import {
  bulkApproveTimesheets,
  createTimesheet,
  decideOvertime,
  decideTimesheet,
  getTimesheet,
  listTimesheets,
  openTimesheetAdjustment,
  putTimesheetDay,
  submitTimesheet,
  timesheetOvertime,
  timesheetPayLinesOf,
  timesheetPeriod,
  timesheetReport,
  timesheetReportCsv,
} from '../../core/timesheets/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

const WHAT = 'Timesheet';
/** Payroll's side of timesheets: a new one's period, the period holding a day, and pay lines under the employees' terms. */
const pricing = { periodFor: timesheetPeriodFor, periodHolding: timesheetPeriodHolding, price: priceTimesheets };
const timesheet = (rule: ReturnType<typeof permit>) => memberOfRecord('timesheet', WHAT, rule, { reach: 'timesheet' });
/** The organization the timesheet's locator named, and the id. */
const located = (id: string | undefined) => {
  const timesheetId = parseId(id, WHAT);
  return {
    organizationId: requestOrganization(WHAT, { kind: 'timesheet', id: timesheetId }).organizationId,
    timesheetId,
  };
};

/**
 * Timesheets: a pay period's worked entries per employee, entered by the employee (or a manager or
 * HR for those they reach), submitted, approved or rejected (never one's own), and bulk-approved
 * through the queue.
 */
const timesheetRoutes = new Hono()
  .get('/', memberOfQuery(permit('timesheets', 'view'), { reach: 'employee-field' }), async (c) =>
    c.json({ data: await listTimesheets(c.req.query(), pricing) }),
  )
  .post('/', memberOfBody(permit('timesheets', 'create'), { reach: 'employee-field' }), idempotent, async (c) =>
    c.json({ data: await createTimesheet(await readRawBody(c), pricing) }, 201),
  )
  .post('/bulk-approve', memberOfBody(permit('timesheets', 'approve')), async (c) =>
    c.json({ data: await bulkApproveTimesheets(await readRawBody(c)) }, 202),
  )
  .get('/period', memberOfQuery(permit('timesheets', 'view'), { reach: 'employee-field' }), async (c) =>
    c.json({ data: await timesheetPeriod(c.req.query(), pricing) }),
  )
  .get('/overtime', memberOfQuery(permit('timesheets', 'view')), async (c) =>
    c.json({ data: await timesheetOvertime(c.req.query(), pricing) }),
  )
  .get('/reports', memberOfQuery(permit('timesheets', 'view', { fields: ['pay'] })), async (c) => {
    const csv = c.req.query('format') === 'csv';
    if (csv) requirePermission('timesheets', 'export');
    const report = await timesheetReport(c.req.query(), pricing);
    if (!csv) return c.json({ data: report });
    const { csv: text, rows, truncated } = await timesheetReportCsv(report);
    return c.body(`\uFEFF${text}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="timesheets-${report.group_by}-${report.from}-${report.to}.csv"`,
      'X-Export-Rows': String(rows),
      'X-Export-Truncated': String(truncated),
    });
  })
  .get('/:id', timesheet(permit('timesheets', 'view')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({ data: await getTimesheet(organizationId, timesheetId, pricing) });
  })
  .put('/:id/days/:date', timesheet(permit('timesheets', 'edit')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({
      data: await putTimesheetDay(organizationId, timesheetId, c.req.param('date'), await readRawBody(c), pricing),
    });
  })
  .post('/:id/submit', timesheet(permit('timesheets', 'edit')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({ data: await submitTimesheet(organizationId, timesheetId, await readRawBody(c), pricing) });
  })
  .post('/:id/adjustment', timesheet(permit('timesheets', 'edit')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    const opened = await openTimesheetAdjustment(organizationId, timesheetId, await readRawBody(c), pricing);
    return c.json({ data: opened.timesheet }, opened.created ? 201 : 200);
  })
  .get(
    '/:id/pay-lines',
    timesheet(permit('timesheets', 'view', { fields: ['pay'], fieldsUnlessOwn: true })),
    async (c) => {
      const { organizationId, timesheetId } = located(c.req.param('id'));
      return c.json({ data: await timesheetPayLinesOf(organizationId, timesheetId, pricing) });
    },
  )
  .patch('/:id/approve', timesheet(permit('timesheets', 'approve')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({
      data: await decideTimesheet(organizationId, timesheetId, 'approved', await readRawBody(c), pricing),
    });
  })
  .patch('/:id/overtime/:week', timesheet(permit('timesheets', 'approve')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({
      data: await decideOvertime(organizationId, timesheetId, c.req.param('week'), await readRawBody(c), pricing),
    });
  })
  .patch('/:id/reject', timesheet(permit('timesheets', 'approve')), async (c) => {
    const { organizationId, timesheetId } = located(c.req.param('id'));
    return c.json({
      data: await decideTimesheet(organizationId, timesheetId, 'rejected', await readRawBody(c), pricing),
    });
  });

/** Timesheets: entry, submission, approvals. */
export const mountTimesheets: MountResource = (api) => api.route('/timesheets', timesheetRoutes);
