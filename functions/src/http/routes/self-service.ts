import { selfServiceInvitationInput } from '@wattle/shared/members';
import { bankDetailsInput, selfServiceProfileInput } from '@wattle/shared/self-service';
import { idString } from '@wattle/shared/validation';
import { Hono } from 'hono';
import * as z from 'zod';
import { changeOwnBankDetails, getOwnProfile, updateOwnProfile } from '../../core/employees/index.ts';
import { inviteToSelfService } from '../../core/organizations/index.ts';
import type { MountResource } from '../app.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit, SELF } from '../middleware/access.ts';
import { parseId, validate } from '../validation.ts';

const organizationQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));

/**
 * Employee self-service: any member acts on their own linked employee record (404 when none is
 * linked). Served by the employees function, which holds the field key for the bank details.
 */
export const selfServiceRoutes = new Hono()
  .get('/profile', memberOfQuery(SELF), validate('query', organizationQuery), async (c) =>
    c.json({ data: await getOwnProfile(c.req.valid('query').organization_id) }),
  )
  .patch('/profile', memberOfBody(SELF), validate('json', selfServiceProfileInput), async (c) =>
    c.json({ data: await updateOwnProfile(await c.req.json()) }),
  )
  // Re-authenticates with the password (and second factor), counted on the form's own limit.
  .put('/bank-details', memberOfBody(SELF), validate('json', bankDetailsInput), async (c) =>
    c.json({ data: await changeOwnBankDetails(await c.req.json()) }),
  );

/** On an employee record: invite its person to self-service (HR, with employees.edit). */
export const selfServiceInvitationRoutes = new Hono().post(
  '/:id/self-service-invitation',
  memberOfRecord('employee', 'Employee', permit('employees', 'edit'), { reach: 'employee' }),
  validate('json', selfServiceInvitationInput),
  async (c) =>
    c.json({ data: await inviteToSelfService(parseId(c.req.param('id'), 'Employee'), c.req.valid('json')) }, 201),
);

export const mountSelfService: MountResource = (api) =>
  api.route('/self-service', selfServiceRoutes).route('/employees', selfServiceInvitationRoutes);
