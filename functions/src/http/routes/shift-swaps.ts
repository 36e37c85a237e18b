import { Hono } from 'hono';
import { rosterTermsOf } from '../../core/payroll/index.ts';
import {
  acceptShiftSwap,
  approveShiftSwap,
  cancelShiftSwap,
  createShiftSwap,
  declineShiftSwap,
  listClaimableShifts,
  listShiftSwaps,
  swapEligible,
} from '../../core/rostering/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

const WHAT = 'Shift swap';
/** The checks of a swap's taker are priced with payroll's terms, as the roster's are. */
const pricing = { terms: rosterTermsOf };
const located = (id: string | undefined) => {
  const swapId = parseId(id, WHAT);
  return { organizationId: requestOrganization(WHAT, { kind: 'shift_swap', id: swapId }).organizationId, swapId };
};

/**
 * Shift swapping (issue 28 §3). Acting on a shift one holds, is offered or may claim needs only
 * `rostering.view` (an employee's `self`, as acknowledging one's shift does); the core finds the
 * caller's own record and answers 404 for a shift or swap not theirs. Approving needs
 * `rostering.approve` with reach over both employees, and never by the one who asked or accepted.
 */
export const shiftSwapRoutes = new Hono()
  .get('/', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await listShiftSwaps(c.req.query()) }),
  )
  .get('/open-shifts', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await listClaimableShifts(c.req.query()) }),
  )
  .get('/eligible', memberOfQuery(permit('rostering', 'view')), async (c) =>
    c.json({ data: await swapEligible(c.req.query(), pricing) }),
  )
  .post('/', memberOfBody(permit('rostering', 'view')), idempotent, async (c) =>
    c.json({ data: await createShiftSwap(await readRawBody(c), pricing) }, 201),
  )
  .patch('/:id/accept', memberOfRecord('shift_swap', WHAT, permit('rostering', 'view')), async (c) => {
    const { organizationId, swapId } = located(c.req.param('id'));
    return c.json({ data: await acceptShiftSwap(organizationId, swapId, await readRawBody(c), pricing) });
  })
  .patch('/:id/approve', memberOfRecord('shift_swap', WHAT, permit('rostering', 'approve')), async (c) => {
    const { organizationId, swapId } = located(c.req.param('id'));
    return c.json({ data: await approveShiftSwap(organizationId, swapId, await readRawBody(c), pricing) });
  })
  .patch('/:id/decline', memberOfRecord('shift_swap', WHAT, permit('rostering', 'view')), async (c) => {
    const { organizationId, swapId } = located(c.req.param('id'));
    return c.json({ data: await declineShiftSwap(organizationId, swapId, await readRawBody(c)) });
  })
  .patch('/:id/cancel', memberOfRecord('shift_swap', WHAT, permit('rostering', 'view')), async (c) => {
    const { organizationId, swapId } = located(c.req.param('id'));
    return c.json({ data: await cancelShiftSwap(organizationId, swapId, await readRawBody(c)) });
  });
