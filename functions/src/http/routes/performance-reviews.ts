import { Hono } from 'hono';
import {
  acknowledgeReview,
  createCycle,
  cycleProgress,
  decideNominations,
  getCycle,
  getReview,
  launchCycle,
  listCycles,
  listReviews,
  nominatePeers,
  saveReview,
  shareCycle,
  submitReview,
} from '../../core/performance/index.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

const cycle = (rule: ReturnType<typeof permit>) => memberOfRecord('review_cycle', 'Review cycle', rule);
const review = (rule: ReturnType<typeof permit>) => memberOfRecord('review', 'Review', rule);
const cycleId = (id: string | undefined) => parseId(id, 'Review cycle');
const reviewId = (id: string | undefined) => parseId(id, 'Review');

/**
 * Review cycles (issue 29 §2): `/performance/cycles`. Creating, launching and sharing are HR's
 * (performance create/approve over the whole organization, checked in core); progress is read by
 * HR and, for their reach, managers; nomination and acknowledgement by the reviewee.
 */
export const cycleRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) =>
    c.json({ data: await listCycles(c.req.query()) }),
  )
  .post('/', memberOfBody(permit('performance', 'create')), async (c) =>
    c.json({ data: await createCycle(await readRawBody(c)) }, 201),
  )
  .get('/:id', cycle(permit('performance', 'view')), async (c) =>
    c.json({ data: await getCycle(cycleId(c.req.param('id'))) }),
  )
  .post('/:id/launch', cycle(permit('performance', 'approve')), async (c) =>
    c.json({ data: await launchCycle(cycleId(c.req.param('id'))) }, 202),
  )
  .get('/:id/progress', cycle(permit('performance', 'view')), async (c) =>
    c.json({ data: await cycleProgress(cycleId(c.req.param('id')), c.req.query()) }),
  )
  .post('/:id/share', cycle(permit('performance', 'approve')), async (c) =>
    c.json({ data: await shareCycle(cycleId(c.req.param('id'))) }),
  )
  .post('/:id/nominations', cycle(permit('performance', 'create')), async (c) =>
    c.json({ data: await nominatePeers(cycleId(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/nominations/decide', cycle(permit('performance', 'approve')), async (c) =>
    c.json({ data: await decideNominations(cycleId(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/acknowledge', cycle(permit('performance', 'view')), async (c) =>
    c.json({ data: await acknowledgeReview(cycleId(c.req.param('id')), await readRawBody(c)) }),
  );

/** Review forms: `/performance/reviews`. What each reader sees is decided in core (review-views.ts). */
export const reviewRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) => c.json(await listReviews(c.req.query())))
  .get('/:id', review(permit('performance', 'view')), async (c) =>
    c.json({ data: await getReview(reviewId(c.req.param('id'))) }),
  )
  .put('/:id', review(permit('performance', 'edit')), async (c) =>
    c.json({ data: await saveReview(reviewId(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/submit', review(permit('performance', 'edit')), async (c) =>
    c.json({ data: await submitReview(reviewId(c.req.param('id'))) }),
  );
