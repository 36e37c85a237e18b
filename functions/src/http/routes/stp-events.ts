import type { Action } from '@wattle/shared/permissions';
import { Hono } from 'hono';
import {
  checkStpEvent,
  createStpEvent,
  eofySummary,
  getStpEvent,
  listStpEvents,
  recordStpEventOutcome,
  stpEventFile,
} from '../../core/payroll/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

/**
 * Single Touch Payroll events and the end of the financial year (issue 30 §5). The year's events
 * and their states: payroll view over the organization (no one's pay: kinds, dates, states). An
 * event's payload and the "Finalise the year" summary carry everyone's pay: payroll view with the
 * `pay` field group. Preparing an event (a declaration to the ATO) and recording what the ATO
 * answered: payroll approve, as finalising a run. The file to lodge holds TFNs: payroll export
 * with payroll identifiers and pay. An event named by id is found through its locator: another
 * organization's event answers 404.
 */
const WHAT = 'STP event';
const withPay = (action: Action) => permit('payroll', action, { scope: 'organization', fields: ['pay'] });
const LIST = permit('payroll', 'view', { scope: 'organization' });
const EXPORT = permit('payroll', 'export', { scope: 'organization', fields: ['payroll_identifiers', 'pay'] });
const located = (id: string | undefined) => {
  const stpEventId = parseId(id, WHAT);
  return {
    organizationId: requestOrganization(WHAT, { kind: 'stp_event', id: stpEventId }).organizationId,
    stpEventId,
  };
};
const event = (rule: ReturnType<typeof permit>) => memberOfRecord('stp_event', WHAT, rule);

const eventRoutes = new Hono()
  .get('/', memberOfQuery(LIST), async (c) => c.json({ data: await listStpEvents(c.req.query()) }))
  .post('/', memberOfBody(withPay('approve')), async (c) =>
    c.json({ data: await createStpEvent(await readRawBody(c)) }, 201),
  )
  .get('/:id', event(withPay('view')), async (c) => {
    const { organizationId, stpEventId } = located(c.req.param('id'));
    return c.json({ data: await getStpEvent(organizationId, stpEventId) });
  })
  .get('/:id/file', event(EXPORT), async (c) => {
    const { organizationId, stpEventId } = located(c.req.param('id'));
    const { fileName, data } = await stpEventFile(organizationId, stpEventId);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return c.json({ data });
  })
  .post('/:id/outcome', event(withPay('approve')), async (c) => {
    const { organizationId, stpEventId } = located(c.req.param('id'));
    return c.json({ data: await recordStpEventOutcome(organizationId, stpEventId, await readRawBody(c)) });
  })
  .post('/:id/check', event(withPay('approve')), async (c) => {
    const { organizationId, stpEventId } = located(c.req.param('id'));
    return c.json({ data: await checkStpEvent(organizationId, stpEventId) });
  });

/** "Finalise the year": the financial year's employees, their year to date by STP category, problems and finalisation. */
const eofyRoutes = new Hono().get('/', memberOfQuery(withPay('view')), async (c) =>
  c.json({ data: await eofySummary(c.req.query()) }),
);

export const mountStpEvents: MountResource = (api) =>
  api.route('/payroll/stp-events', eventRoutes).route('/payroll/eofy', eofyRoutes);
