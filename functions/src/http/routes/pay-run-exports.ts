import { Hono } from 'hono';
import { requestOrganization } from '../../core/organizations/memberships.ts';
import { payRunAba } from '../../core/payroll/aba-file.ts';
import { payRunStp } from '../../core/payroll/stp-event.ts';
import type { MountResource } from '../app.ts';
import { memberOfRecord, permit } from '../middleware/access.ts';
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

/** A finalised run's bank file (ABA) and its Single Touch Payroll Phase 2 pay event (JSON): payroll export with payroll identifiers. */
const exportRoutes = new Hono()
  .get('/:id/aba', run(), async (c) => {
    const { organizationId, payRunId } = located(c.req.param('id'));
    const { filename, text } = await payRunAba(organizationId, payRunId);
    return c.body(text, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/:id/stp', run(), async (c) => {
    const { organizationId, payRunId } = located(c.req.param('id'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await payRunStp(organizationId, payRunId) });
  });

export const mountPayRunExports: MountResource = (api) => api.route('/payroll/pay-runs', exportRoutes);
