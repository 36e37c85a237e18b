import { Hono } from 'hono';
import {
  cancelLeaveRequest,
  createLeaveAttachmentUpload,
  createLeaveRequest,
  decideLeaveRequest,
  getLeaveRequest,
  leaveRequestAttachment,
  listLeaveRequests,
  previewLeaveRequest,
  teamCalendar,
} from '../../core/leave/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId } from '../validation.ts';

const WHAT = 'Leave request';
const request = (rule: ReturnType<typeof permit>) =>
  memberOfRecord('leave_request', WHAT, rule, { reach: 'leave-request' });
/** The organization the record's locator named, and the id. */
const located = (id: string | undefined) => {
  const requestId = parseId(id, WHAT);
  return {
    organizationId: requestOrganization(WHAT, { kind: 'leave_request', id: requestId }).organizationId,
    requestId,
  };
};

/**
 * Leave requests: ask (employees for themselves, managers and HR for those they reach), approve or
 * decline (the manager, else HR; never one's own), cancel; the team calendar.
 */
const leaveRequestRoutes = new Hono()
  .get('/requests', memberOfQuery(permit('leave', 'view')), async (c) =>
    c.json({ data: await listLeaveRequests(c.req.query()) }),
  )
  .post('/requests', memberOfBody(permit('leave', 'create'), { reach: 'employee-field' }), idempotent, async (c) =>
    c.json({ data: await createLeaveRequest(await readRawBody(c)) }, 201),
  )
  .post('/requests/preview', memberOfBody(permit('leave', 'create'), { reach: 'employee-field' }), async (c) =>
    c.json({ data: await previewLeaveRequest(await readRawBody(c)) }),
  )
  .post('/attachments', memberOfBody(permit('leave', 'create')), async (c) =>
    c.json({ data: await createLeaveAttachmentUpload(await readRawBody(c)) }, 201),
  )
  .get('/requests/:id', request(permit('leave', 'view')), async (c) => {
    const { organizationId, requestId } = located(c.req.param('id'));
    return c.json({ data: await getLeaveRequest(organizationId, requestId) });
  })
  .get('/requests/:id/attachment', request(permit('leave', 'view')), async (c) => {
    const { organizationId, requestId } = located(c.req.param('id'));
    return c.json({ data: await leaveRequestAttachment(organizationId, requestId) });
  })
  .patch('/requests/:id/approve', request(permit('leave', 'approve')), async (c) => {
    const { organizationId, requestId } = located(c.req.param('id'));
    return c.json({ data: await decideLeaveRequest(organizationId, requestId, 'approved', await readRawBody(c)) });
  })
  .patch('/requests/:id/decline', request(permit('leave', 'approve')), async (c) => {
    const { organizationId, requestId } = located(c.req.param('id'));
    return c.json({ data: await decideLeaveRequest(organizationId, requestId, 'declined', await readRawBody(c)) });
  })
  .patch('/requests/:id/cancel', request(permit('leave', 'create')), async (c) => {
    const { organizationId, requestId } = located(c.req.param('id'));
    return c.json({ data: await cancelLeaveRequest(organizationId, requestId, await readRawBody(c)) });
  })
  .get('/calendar', memberOfQuery(permit('leave', 'view')), async (c) =>
    c.json({ data: await teamCalendar(c.req.query()) }),
  );

export const mountLeaveRequests: MountResource = (api) => api.route('/leave', leaveRequestRoutes);
