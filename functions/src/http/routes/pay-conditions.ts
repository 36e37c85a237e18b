import { Hono } from 'hono';
import {
  createPayConditionSet,
  deletePayConditionSet,
  getPayConditionSet,
  listPayConditionSets,
  updatePayConditionSet,
} from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfParam, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

/**
 * Pay condition sets (issue 27 §1): the built-in awards and the organization's own sets, read with
 * the payroll view grant over the whole organization, created and changed with its edit grant,
 * deleted with its delete grant (as pay schedules are). A built-in's PUT and DELETE answer 409.
 */
const VIEW = memberOfParam(permit('payroll', 'view', { scope: 'organization' }));
const EDIT = memberOfParam(permit('payroll', 'edit', { scope: 'organization' }));
const DELETE = memberOfParam(permit('payroll', 'delete', { scope: 'organization' }));
const organization = (value: string | undefined) => parseId(value, 'Organization');

const payConditionRoutes = new Hono()
  .get('/:id/pay-conditions', VIEW, async (c) =>
    c.json({ data: await listPayConditionSets(organization(c.req.param('id'))) }),
  )
  .post('/:id/pay-conditions', EDIT, async (c) =>
    c.json({ data: await createPayConditionSet(organization(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .get('/:id/pay-conditions/:setId', VIEW, async (c) =>
    c.json({ data: await getPayConditionSet(organization(c.req.param('id')), c.req.param('setId')) }),
  )
  .put('/:id/pay-conditions/:setId', EDIT, async (c) =>
    c.json({
      data: await updatePayConditionSet(organization(c.req.param('id')), c.req.param('setId'), await readRawBody(c)),
    }),
  )
  .delete('/:id/pay-conditions/:setId', DELETE, async (c) => {
    await deletePayConditionSet(organization(c.req.param('id')), c.req.param('setId'));
    return c.body(null, 204);
  });

/** Pay condition sets: the built-in awards (read-only) and the organization's own. */
export const mountPayConditions: MountResource = (api) => api.route('/organizations', payConditionRoutes);
