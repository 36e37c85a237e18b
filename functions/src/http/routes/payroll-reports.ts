import { Hono } from 'hono';
import { requirePermission } from '../../core/access/index.ts';
import { payrollReport, payrollReportCsv } from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { memberOfQuery, permit } from '../middleware/access.ts';
import { withHolidayCalendars } from '../middleware/holiday-calendars.ts';

/**
 * Payroll reports over the organization (payroll view, with the `pay` field group: every report is
 * pay figures); `format=csv` downloads it (payroll export).
 */
const reportRoutes = new Hono()
  .use(withHolidayCalendars)
  .get('/:report', memberOfQuery(permit('payroll', 'view', { scope: 'organization', fields: ['pay'] })), async (c) => {
    const csv = c.req.query('format') === 'csv';
    if (csv) requirePermission('payroll', 'export');
    const report = await payrollReport(c.req.param('report'), c.req.query());
    if (!csv) return c.json({ data: report });
    const { csv: text, rows, truncated } = await payrollReportCsv(report);
    return c.body(`\uFEFF${text}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payroll-${report.report}-${report.from}-${report.to}.csv"`,
      'X-Export-Rows': String(rows),
      'X-Export-Truncated': String(truncated),
    });
  });

export const mountPayrollReports: MountResource = (api) => api.route('/payroll/reports', reportRoutes);
