import { Hono } from 'hono';
import {
  addAgendaItem,
  approvePayChange,
  createFeedback,
  createOneOnOne,
  declinePayChange,
  listColleagues,
  listFeedback,
  listOneOnOnes,
  listPayChangeApprovals,
  listPayChanges,
  proposePayChange,
  putOwnNote,
  recentPraise,
  updateAgendaItem,
} from '../../core/performance/index.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

/**
 * Feedback, 1:1s and pay change proposals (issue 29 §3). Praise, requests and 1:1s are between
 * people of the organization, so the route needs `performance.view` (every employee's `self`) and
 * the core decides item by item who reads what (core/performance/feedback.ts, one-on-ones.ts);
 * a manager's note, a request about a report and a pay proposal need `performance.create` reaching
 * the person. Approving a pay change is payroll's: payroll edit over the organization with the
 * `pay` field group (as changing employee pay is).
 */
const VIEW = permit('performance', 'view');
const ORGANIZATION_FIGURES = permit('performance', 'view', { scope: 'organization' });
const PROPOSE = permit('performance', 'create');
const APPROVE = permit('payroll', 'edit', { scope: 'organization', fields: ['pay'] });

const organizationOf = (c: { req: { query: (name: string) => string | undefined } }) =>
  parseId(c.req.query('organization_id'), 'Organization');

export const feedbackRoutes = new Hono()
  .get('/', memberOfQuery(VIEW), async (c) => c.json({ data: await listFeedback(c.req.query()) }))
  // The people one may praise, ask or nominate (names and reporting lines only).
  .get('/people', memberOfQuery(VIEW), async (c) => c.json({ data: await listColleagues(organizationOf(c)) }))
  .get('/praise', memberOfQuery(ORGANIZATION_FIGURES), async (c) => c.json({ data: await recentPraise(c.req.query()) }))
  .post('/', memberOfBody(VIEW), idempotent, async (c) =>
    c.json({ data: await createFeedback(await readRawBody(c)) }, 201),
  );

const meeting = (value: string | undefined) => parseId(value, '1:1');

export const oneOnOneRoutes = new Hono()
  .get('/', memberOfQuery(VIEW), async (c) => c.json({ data: await listOneOnOnes(c.req.query()) }))
  .post('/', memberOfBody(VIEW), idempotent, async (c) =>
    c.json({ data: await createOneOnOne(await readRawBody(c)) }, 201),
  )
  .post('/:id/items', memberOfQuery(VIEW), async (c) =>
    c.json({ data: await addAgendaItem(organizationOf(c), meeting(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .patch('/:id/items/:itemId', memberOfQuery(VIEW), async (c) =>
    c.json({
      data: await updateAgendaItem(
        organizationOf(c),
        meeting(c.req.param('id')),
        parseId(c.req.param('itemId'), 'Agenda item'),
        await readRawBody(c),
      ),
    }),
  )
  .put('/:id/note', memberOfQuery(VIEW), async (c) =>
    c.json({ data: await putOwnNote(organizationOf(c), meeting(c.req.param('id')), await readRawBody(c)) }),
  );

const payChange = (value: string | undefined) => parseId(value, 'Pay change');

export const payChangeRoutes = new Hono()
  .get('/', memberOfQuery(VIEW), async (c) => c.json({ data: await listPayChanges(c.req.query()) }))
  .get('/approvals', memberOfQuery(APPROVE), async (c) => c.json({ data: await listPayChangeApprovals(c.req.query()) }))
  .post('/', memberOfBody(PROPOSE, { reach: 'employee-field' }), idempotent, async (c) =>
    c.json({ data: await proposePayChange(await readRawBody(c)) }, 201),
  )
  .post('/:id/approve', memberOfQuery(APPROVE), async (c) =>
    c.json({ data: await approvePayChange(organizationOf(c), payChange(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/decline', memberOfQuery(APPROVE), async (c) =>
    c.json({ data: await declinePayChange(organizationOf(c), payChange(c.req.param('id')), await readRawBody(c)) }),
  );
