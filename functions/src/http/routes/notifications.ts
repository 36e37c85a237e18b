import { organizationBody } from '@wattle/shared/leave-requests';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import * as z from 'zod';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../../core/leave/index.ts';
import { requestOrganization } from '../../core/tenancy/index.ts';
import { parseInput } from '../../core/validation.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, SELF } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

const organizationQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));

/** The caller's in-app notifications (the bell in the top bar): their own only. */
const notificationRoutes = new Hono()
  .get('/', memberOfQuery(SELF), validate('query', organizationQuery), async (c) =>
    c.json({ data: await listNotifications(c.req.valid('query').organization_id) }),
  )
  .post('/read-all', memberOfBody(SELF), async (c) => {
    const { organization_id: organizationId } = parseInput(organizationBody, await readRawBody(c));
    return c.json({ data: { marked: await markAllNotificationsRead(organizationId) } });
  })
  .patch('/:id/read', memberOfRecord('notification', 'Notification', SELF), async (c) => {
    const id = parseId(c.req.param('id'), 'Notification');
    const { organizationId } = requestOrganization('Notification', { kind: 'notification', id });
    return c.json({ data: await markNotificationRead(organizationId, id) });
  });

export const mountNotifications: MountResource = (api) => api.route('/notifications', notificationRoutes);
