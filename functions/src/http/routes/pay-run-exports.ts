import { stpFileName } from '@wattle/shared/pay-run-files';
import { Hono } from 'hono';
import {
  listPayRunFiles,
  payRunAba,
  payRunStp,
  payRunSuperFile,
  recordPayRunFileDownload,
} from '../../core/payroll/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

const WHAT = 'Pay run';
// Both carry clear payroll identifiers (bank accounts, TFNs) and everyone's pay: both field groups are needed as well.
const run = () =>
  memberOfRecord(
    'pay_run',
    WHAT,
    permit('payroll', 'export', { scope: 'organization', fields: ['payroll_identifiers', 'pay'] }),
  );
const located = (id: string | undefined) => {
  const payRunId = parseId(id, WHAT);
  return { organizationId: requestOrganization(WHAT, { kind: 'pay_run', id: payRunId }).organizationId, payRunId };
};

/**
 * A finalised run's bank file (ABA), its Single Touch Payroll Phase 2 pay event (JSON) and its super
 * contributions (CSV): payroll
 * export with payroll identifiers. Each download is recorded (audit event and the run's file item)
 * before the file is answered; a file that cannot be built (422) records nothing.
 */
const exportRoutes = new Hono()
  .get('/:id/aba', run(), async (c) => {
    const { organizationId, payRunId } = located(c.req.param('id'));
    const { filename, text, run: paid, payments } = await payRunAba(organizationId, payRunId);
    await recordPayRunFileDownload(organizationId, { kind: 'aba', run: paid, fileName: filename, count: payments });
    return c.body(text, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/:id/stp', run(), async (c) => {
    const { organizationId, payRunId } = located(c.req.param('id'));
    const data = await payRunStp(organizationId, payRunId);
    const event = data.PayEvent;
    await recordPayRunFileDownload(organizationId, {
      kind: 'stp',
      run: {
        pay_run_id: payRunId,
        pay_date: event.PaymentDate,
        period_start: event.PayrollPeriodStartDate,
        period_end: event.PayrollPeriodEndDate,
      },
      fileName: stpFileName(payRunId, event.PaymentDate),
      count: event.Payees.length,
    });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  // The super contributions CSV (fund member numbers, everyone's super): the same rule as the bank file.
  .get('/:id/super-file', run(), async (c) => {
    const { organizationId, payRunId } = located(c.req.param('id'));
    const { filename, text, run: paid, rows } = await payRunSuperFile(organizationId, payRunId);
    await recordPayRunFileDownload(organizationId, { kind: 'super', run: paid, fileName: filename, count: rows });
    return c.body(text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });

/** The files downloaded for runs paid in a period (Payroll Reports): payroll export over the organization. */
const fileRoutes = new Hono().get(
  '/',
  memberOfQuery(permit('payroll', 'export', { scope: 'organization' })),
  async (c) => c.json({ data: await listPayRunFiles(c.req.query()) }),
);

export const mountPayRunExports: MountResource = (api) =>
  api.route('/payroll/pay-runs', exportRoutes).route('/payroll/pay-run-files', fileRoutes);
