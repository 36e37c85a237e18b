import { Hono } from 'hono';
import { listPayslips, myPayslips, payslipPdf } from '../../core/payroll/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { memberOfQuery, memberOfRecordPart, permit } from '../middleware/access.ts';
import { withHolidayCalendars } from '../middleware/holiday-calendars.ts';

/**
 * Payslips: payroll's list (a payroll grant over the organization with the `pay` field group), the
 * caller's own (self-service: any payroll view grant, the linked employee record) and a finalised
 * payslip's PDF (a payroll view grant whose scope reaches the payslip's employee, and the `pay`
 * group unless it is the caller's own; both checked before the handler). A payslip's id is
 * `<pay_run_id>-<employee_id>`; its organization is its pay run's (the run's locator).
 */
const LIST = permit('payroll', 'view', { scope: 'organization', fields: ['pay'] });
const OWN_OR_PAY = permit('payroll', 'view', { fields: ['pay'], fieldsUnlessOwn: true });

const payslipRoutes = new Hono()
  .use(withHolidayCalendars)
  .get('/', memberOfQuery(LIST), async (c) => c.json({ data: await listPayslips(c.req.query()) }))
  .get('/mine', memberOfQuery(permit('payroll', 'view')), async (c) =>
    c.json({ data: await myPayslips(c.req.query()) }),
  )
  .get('/:id/pdf', memberOfRecordPart('pay_run', 'Payslip', OWN_OR_PAY, { reach: 'payslip' }), async (c) => {
    const { organizationId } = requestOrganization('Payslip');
    const { bytes, filename } = await payslipPdf(organizationId, c.req.param('id'));
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });

export const mountPayslips: MountResource = (api) => api.route('/payroll/payslips', payslipRoutes);
