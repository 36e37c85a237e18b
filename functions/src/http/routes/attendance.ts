import {
  adjustmentInput,
  adjustmentListQuery,
  boardQuery,
  clockInput,
  decisionInput,
  organizationQuery,
  recordsQuery,
} from '@wattle/shared/attendance';
import { Hono } from 'hono';
import {
  approveAdjustment,
  clock,
  declineAdjustment,
  listAdjustments,
  listRecords,
  myAttendance,
  readBoard,
  requestAdjustment,
} from '../../core/attendance/index.ts';
import { publishedShiftsOf } from '../../core/rostering/index.ts';
import type { MountResource } from '../app.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

/**
 * Attendance: the caller's own clock (in, breaks, out) and day, the tracking board of the
 * employees their grant reaches, one employee's days, and corrections asked for and decided.
 */
export const attendanceRoutes = new Hono()
  .post('/clock', memberOfBody(permit('attendance', 'create')), validate('json', clockInput), async (c) =>
    // Rostering's published shifts: a clock-in is matched to its shift (late or early).
    c.json({ data: await clock(await c.req.json(), publishedShiftsOf) }),
  )
  .get('/me', memberOfQuery(permit('attendance', 'view')), validate('query', organizationQuery), async (c) =>
    c.json({ data: await myAttendance(c.req.valid('query').organization_id, publishedShiftsOf) }),
  )
  .get('/board', memberOfQuery(permit('attendance', 'view')), validate('query', boardQuery), async (c) =>
    c.json({ data: await readBoard(c.req.query()) }),
  )
  .get(
    '/records',
    memberOfQuery(permit('attendance', 'view'), { reach: 'employee-field' }),
    validate('query', recordsQuery),
    async (c) => c.json({ data: await listRecords(c.req.query()) }),
  )
  .post(
    '/adjustments',
    memberOfBody(permit('attendance', 'create'), { reach: 'employee-field' }),
    validate('json', adjustmentInput),
    async (c) => c.json({ data: await requestAdjustment(await c.req.json()) }, 201),
  )
  .get('/adjustments', memberOfQuery(permit('attendance', 'view')), validate('query', adjustmentListQuery), async (c) =>
    c.json({ data: await listAdjustments(c.req.query()) }),
  )
  .patch(
    '/adjustments/:id/approve',
    memberOfRecord('attendance_adjustment', 'Adjustment', permit('attendance', 'approve'), {
      reach: 'attendance-adjustment',
    }),
    validate('json', decisionInput),
    async (c) =>
      c.json({ data: await approveAdjustment(parseId(c.req.param('id'), 'Adjustment'), await c.req.json()) }),
  )
  .patch(
    '/adjustments/:id/decline',
    memberOfRecord('attendance_adjustment', 'Adjustment', permit('attendance', 'approve'), {
      reach: 'attendance-adjustment',
    }),
    validate('json', decisionInput),
    async (c) =>
      c.json({ data: await declineAdjustment(parseId(c.req.param('id'), 'Adjustment'), await c.req.json()) }),
  );

/** Attendance: clock in and out, breaks, the tracking board, corrections. */
export const mountAttendance: MountResource = (api) => api.route('/attendance', attendanceRoutes);
