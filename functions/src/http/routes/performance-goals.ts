import { Hono } from 'hono';
import {
  checkInGoal,
  createGoal,
  deleteGoal,
  exportGoals,
  getGoal,
  goalTracking,
  listCheckIns,
  listGoals,
  updateGoal,
} from '../../core/performance/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import { readRawBody } from '../body.ts';
import { csvAttachment } from '../csv-attachment.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

const WHAT = 'Goal';
/** The organization the goal's locator named, and the id. */
const located = (id: string | undefined) => {
  const goalId = parseId(id, WHAT);
  return { organizationId: requestOrganization(WHAT, { kind: 'goal', id: goalId }).organizationId, goalId };
};

/**
 * Goals and their check-ins (issue 29 §1): `/performance/goals`. The route's grant is checked
 * before the handler; whose goal it is (the owner in the caller's reach, the goal's visibility) the
 * core decides from the directory, 404 when the caller may not see it. Creating a goal names its
 * owner (`employee_id`), checked against the caller's reach before the handler (404 outside it).
 */
export const goalRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) => c.json({ data: await listGoals(c.req.query()) }))
  .post('/', memberOfBody(permit('performance', 'create'), { reach: 'employee-field' }), idempotent, async (c) =>
    c.json({ data: await createGoal(await readRawBody(c)) }, 201),
  )
  .get('/tracking', memberOfQuery(permit('performance', 'view')), async (c) =>
    c.json({ data: await goalTracking(c.req.query()) }),
  )
  .get('/export', memberOfQuery(permit('performance', 'export')), async (c) => {
    const query = c.req.query();
    const result = await exportGoals(query);
    return csvAttachment(c, 'goals', Number(query.organization_id), result);
  })
  .get('/:id', memberOfRecord('goal', WHAT, permit('performance', 'view')), async (c) => {
    const { organizationId, goalId } = located(c.req.param('id'));
    return c.json({ data: await getGoal(organizationId, goalId) });
  })
  .put('/:id', memberOfRecord('goal', WHAT, permit('performance', 'edit')), async (c) => {
    const { organizationId, goalId } = located(c.req.param('id'));
    return c.json({ data: await updateGoal(organizationId, goalId, await readRawBody(c)) });
  })
  .delete('/:id', memberOfRecord('goal', WHAT, permit('performance', 'delete')), async (c) => {
    const { organizationId, goalId } = located(c.req.param('id'));
    await deleteGoal(organizationId, goalId, c.req.query());
    return c.body(null, 204);
  })
  .get('/:id/check-ins', memberOfRecord('goal', WHAT, permit('performance', 'view')), async (c) => {
    const { organizationId, goalId } = located(c.req.param('id'));
    return c.json({ data: await listCheckIns(organizationId, goalId) });
  })
  .post('/:id/check-ins', memberOfRecord('goal', WHAT, permit('performance', 'edit')), async (c) => {
    const { organizationId, goalId } = located(c.req.param('id'));
    return c.json({ data: await checkInGoal(organizationId, goalId, await readRawBody(c)) }, 201);
  });
