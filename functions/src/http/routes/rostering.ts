import { Hono } from 'hono';
import { rosterTermsOf } from '../../core/payroll/index.ts';
import {
  createOwnUnavailability,
  createShift,
  createShiftTemplate,
  deleteOwnUnavailability,
  deleteShift,
  deleteShiftTemplate,
  getRoster,
  getRosterChecks,
  getRosterSettings,
  listOwnUnavailability,
  listShiftTemplates,
  putRosterSettings,
  updateShift,
  updateShiftTemplate,
} from '../../core/rostering/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit, SELF } from '../middleware/access.ts';
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
  )
  // A department's shift templates: its reach checked by the core, as for an open shift.
  .get('/templates', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await listShiftTemplates(c.req.query()) }),
  )
  .post('/templates', memberOfBody(permit('rostering', 'create')), idempotent, async (c) =>
    c.json({ data: await createShiftTemplate(await readRawBody(c)) }, 201),
  )
  .put('/templates/:id', memberOfQuery(permit('rostering', 'edit')), async (c) =>
    c.json({
      data: await updateShiftTemplate(
        parseId(c.req.param('id'), 'Shift template'),
        c.req.query(),
        await readRawBody(c),
      ),
    }),
  )
  .delete('/templates/:id', memberOfQuery(permit('rostering', 'edit')), async (c) => {
    await deleteShiftTemplate(parseId(c.req.param('id'), 'Shift template'), c.req.query());
    return c.body(null, 204);
  });

/** The caller's own unavailability (self-service: any member linked to an employee record). */
const unavailabilityRoutes = new Hono()
  .get('/unavailability', memberOfQuery(SELF), async (c) =>
    c.json({ data: await listOwnUnavailability(c.req.query()) }),
  )
  .post('/unavailability', memberOfBody(SELF), idempotent, async (c) =>
    c.json({ data: await createOwnUnavailability(await readRawBody(c)) }, 201),
  )
  .delete('/unavailability/:id', memberOfQuery(SELF), async (c) => {
    await deleteOwnUnavailability(parseId(c.req.param('id'), 'Unavailability'), c.req.query());
    return c.body(null, 204);
  });

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

/** Rostering: the roster, its checks, settings and templates, shifts, shift swaps (issue 28 §3), and the caller's unavailability. */
export const mountRostering: MountResource = (api) =>
  api
    .route('/rosters', rosterRoutes)
    .route('/shifts', shiftRoutes)
    .route('/shift-swaps', shiftSwapRoutes)
    .route('/self-service', unavailabilityRoutes);
