import { Hono } from 'hono';
import {
  acknowledgeReview,
  calibrate,
  calibrationTable,
  createCycle,
  cycleProgress,
  decideNominations,
  exportCalibration,
  getCycle,
  getReview,
  importCalibration,
  launchCycle,
  listCycles,
  listReviews,
  moveDeadlines,
  nominatePeers,
  reviewPdf,
  saveReview,
  shareCycle,
  submitReview,
} from '../../core/performance/index.ts';
import { readRawBody } from '../body.ts';
import { csvAttachment } from '../csv-attachment.ts';
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
  .put('/:id/deadlines', cycle(permit('performance', 'edit')), async (c) =>
    c.json({ data: await moveDeadlines(cycleId(c.req.param('id')), await readRawBody(c)) }),
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
  )
  // Calibration: HR and senior managers (performance approve over the whole organization, checked in core).
  .get('/:id/calibration', cycle(permit('performance', 'approve')), async (c) =>
    c.json({ data: await calibrationTable(cycleId(c.req.param('id')), c.req.query()) }),
  )
  .get('/:id/calibration/csv', cycle(permit('performance', 'export')), async (c) => {
    const { organizationId, ...result } = await exportCalibration(cycleId(c.req.param('id')));
    return csvAttachment(c, 'calibration', organizationId, result);
  })
  .post('/:id/calibration/csv', cycle(permit('performance', 'approve')), async (c) =>
    c.json({ data: await importCalibration(cycleId(c.req.param('id')), await readRawBody(c)) }),
  )
  .put('/:id/calibration/:employeeId', cycle(permit('performance', 'approve')), async (c) =>
    c.json({
      data: await calibrate(
        cycleId(c.req.param('id')),
        parseId(c.req.param('employeeId'), 'Reviewee'),
        await readRawBody(c),
      ),
    }),
  );

/** Review forms: `/performance/reviews`. What each reader sees is decided in core (review-views.ts). */
export const reviewRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) => c.json(await listReviews(c.req.query())))
  // The shared review as the reviewee sees it, as a PDF (core decides who reads it).
  .get('/pdf', memberOfQuery(permit('performance', 'view')), async (c) => {
    const { bytes, filename } = await reviewPdf(c.req.query());
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/:id', review(permit('performance', 'view')), async (c) =>
    c.json({ data: await getReview(reviewId(c.req.param('id'))) }),
  )
  .put('/:id', review(permit('performance', 'edit')), async (c) =>
    c.json({ data: await saveReview(reviewId(c.req.param('id')), await readRawBody(c)) }),
  )
  .post('/:id/submit', review(permit('performance', 'edit')), async (c) =>
    c.json({ data: await submitReview(reviewId(c.req.param('id'))) }),
  );
