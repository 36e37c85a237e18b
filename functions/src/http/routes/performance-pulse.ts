import { Hono } from 'hono';
import {
  getPerformanceSettings,
  listPulses,
  myPulse,
  putMyPulse,
  putPerformanceSettings,
} from '../../core/performance/index.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, permit } from '../middleware/access.ts';

/**
 * The weekly pulse (issue 29 §1, optional per organization) and the performance settings that turn
 * it on. Everyone with performance view reads the settings and writes their own pulse (their
 * employee record: 404 without one); the week's list holds the pulses the caller's view reaches;
 * the setting is HR's (performance edit over the whole organization, checked in core).
 */
export const performanceSettingsRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) =>
    c.json({ data: await getPerformanceSettings(c.req.query()) }),
  )
  .put('/', memberOfBody(permit('performance', 'edit')), async (c) =>
    c.json({ data: await putPerformanceSettings(await readRawBody(c)) }),
  );

export const pulseRoutes = new Hono()
  .get('/', memberOfQuery(permit('performance', 'view')), async (c) =>
    c.json({ data: await listPulses(c.req.query()) }),
  )
  .get('/mine', memberOfQuery(permit('performance', 'view')), async (c) =>
    c.json({ data: await myPulse(c.req.query()) }),
  )
  .put('/mine', memberOfBody(permit('performance', 'view')), async (c) =>
    c.json({ data: await putMyPulse(await readRawBody(c)) }),
  );
