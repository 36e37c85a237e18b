import { rosterOrganizationBody } from '@wattle/shared/roster-publishing';
import { Hono } from 'hono';
import { rosterTermsOf } from '../../core/payroll/index.ts';
import {
  acknowledgeShift,
  type BlockingChecks,
  createShiftFeedToken,
  getRosterChecks,
  listOwnShifts,
  listRosterDeliveries,
  listRosterPublications,
  publishRoster,
  shiftFeed,
} from '../../core/rostering/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import { parseInput } from '../../core/validation.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit, SELF } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

/**
 * The range's checks the organization set to block publishing (GET /rosters/checks' own findings,
 * priced with payroll's terms as the roster is): publishing answers 422 while any remains.
 */
const blockingChecks: BlockingChecks = async (range) =>
  (
    await getRosterChecks(
      {
        organization_id: String(range.organization_id),
        department_id: String(range.department_id),
        from: range.from,
        to: range.to,
      },
      { terms: rosterTermsOf },
    )
  ).checks.filter((check) => check.severity === 'block');

/**
 * Publishing rosters (issue 28 §2): publish a department's range (202: the employees are told
 * through the queue), what was sent to whom, and the published rosters kept.
 */
const publishingRoutes = new Hono()
  .post('/publish', memberOfBody(permit('rostering', 'publish')), idempotent, async (c) =>
    c.json({ data: await publishRoster(await readRawBody(c), blockingChecks) }, 202),
  )
  .get('/notifications', memberOfQuery(permit('rostering', 'publish')), async (c) =>
    c.json({ data: await listRosterDeliveries(c.req.query()) }),
  )
  .get('/publications', memberOfQuery(permit('rostering', 'publish')), async (c) =>
    c.json({ data: await listRosterPublications(c.req.query()) }),
  );

/** The employee's own side: acknowledging a published shift of theirs. */
const acknowledgeRoutes = new Hono().post('/:id/acknowledge', memberOfRecord('shift', 'Shift', SELF), async (c) => {
  const id = parseId(c.req.param('id'), 'Shift');
  const { organizationId } = requestOrganization('Shift', { kind: 'shift', id });
  return c.json({ data: await acknowledgeShift(organizationId, id) });
});

/**
 * The caller's own shifts and their calendar feed. The feed itself (`shifts.ics`) authenticates by
 * its secret token alone, as a calendar app subscribing to it carries no session.
 */
const ownShiftRoutes = new Hono()
  .get('/shifts', memberOfQuery(SELF), async (c) => c.json({ data: await listOwnShifts(c.req.query()) }))
  .post('/shifts/feed-token', memberOfBody(SELF), async (c) => {
    const { organization_id: organizationId } = parseInput(rosterOrganizationBody, await readRawBody(c));
    return c.json({ data: await createShiftFeedToken(organizationId) }, 201);
  })
  .get('/shifts.ics', async (c) => {
    const body = await shiftFeed(c.req.query());
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="shifts.ics"');
    return c.body(body);
  });

export const mountRosterPublishing: MountResource = (api) =>
  api.route('/rosters', publishingRoutes).route('/shifts', acknowledgeRoutes).route('/self-service', ownShiftRoutes);
