import { Hono } from 'hono';
import { rosterTermsOf } from '../../core/payroll/index.ts';
import {
  createShift,
  deleteShift,
  getRoster,
  getRosterChecks,
  getRosterSettings,
  putRosterSettings,
  updateShift,
} from '../../core/rostering/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';
import { shiftSwapRoutes } from './shift-swaps.ts';

const WHAT = 'Shift';
/** Payroll's side of the roster: each employee's pay terms for a week, as timesheets are priced. */
const pricing = { terms: rosterTermsOf };
/** The organization the shift's locator named, and the id. */
const located = (id: string | undefined) => {
  const shiftId = parseId(id, WHAT);
  return { organizationId: requestOrganization(WHAT, { kind: 'shift', id: shiftId }).organizationId, shiftId };
};

/**
 * The roster of a department and range (shifts, people, leave, checks, costs) and the
 * organization's roster settings. The caller's reach (their reports, for a manager) is applied by
 * the core: a shift names an employee or, open, only a department.
 */
const rosterRoutes = new Hono()
  .get('/', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await getRoster(c.req.query(), pricing) }),
  )
  .get('/checks', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await getRosterChecks(c.req.query(), pricing) }),
  )
  .get('/settings', memberOfQuery(permit('rostering', 'view', { scope: 'organization' })), async (c) =>
    c.json({ data: await getRosterSettings(c.req.query()) }),
  )
  .put('/settings', memberOfQuery(permit('rostering', 'edit', { scope: 'organization' })), async (c) =>
    c.json({ data: await putRosterSettings(c.req.query(), await readRawBody(c)) }),
  );

/** Shifts: rostered (an employee's, within the caller's reach, or open), changed and removed, versioned. */
const shiftRoutes = new Hono()
  .post('/', memberOfBody(permit('rostering', 'create'), { reach: 'employee-field' }), idempotent, async (c) =>
    c.json({ data: await createShift(await readRawBody(c)) }, 201),
  )
  .put('/:id', memberOfRecord('shift', WHAT, permit('rostering', 'edit')), async (c) => {
    const { organizationId, shiftId } = located(c.req.param('id'));
    return c.json({ data: await updateShift(organizationId, shiftId, await readRawBody(c)) });
  })
  .delete('/:id', memberOfRecord('shift', WHAT, permit('rostering', 'edit')), async (c) => {
    const { organizationId, shiftId } = located(c.req.param('id'));
    await deleteShift(organizationId, shiftId, c.req.query());
    return c.body(null, 204);
  });

/** Rostering: the roster, its checks and settings, shifts, and shift swaps (issue 28 §3). */
export const mountRostering: MountResource = (api) =>
  api.route('/rosters', rosterRoutes).route('/shifts', shiftRoutes).route('/shift-swaps', shiftSwapRoutes);
