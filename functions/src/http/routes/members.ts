import { acceptInvitationInput, invitationInput, memberUpdateInput } from '@wattle/shared/members';
import type { RouteRule } from '@wattle/shared/permissions';
import { Hono } from 'hono';
import { authorize } from '../../core/access/index.ts';
import { verifyBearer } from '../../core/identity/index.ts';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  listMembers,
  previewInvitation,
  removeMember,
  resendInvitation,
  resetMemberMfa,
  revokeInvitation,
  updateMember,
} from '../../core/organizations/index.ts';
import { clientAddress } from '../client-address.ts';
import { memberOfParam, OWNER, permit, SELF } from '../middleware/access.ts';
import { idempotent } from '../middleware/idempotency.ts';
import { parseId, validate } from '../validation.ts';

const member = (rule: RouteRule) => memberOfParam(rule);
const organizationId = (value: string) => parseId(value, 'Organization');

/** Settings → Members: the organization's members and invitations (owners and admins). */
export const memberRoutes = new Hono()
  .get('/:id/members', member(permit('access', 'view')), async (c) =>
    c.json({ data: await listMembers(organizationId(c.req.param('id'))) }),
  )
  // The role and/or the linked employee record (self-service).
  .patch('/:id/members/:userId', member(permit('access', 'edit')), validate('json', memberUpdateInput), async (c) =>
    c.json({
      data: await updateMember(
        organizationId(c.req.param('id')),
        parseId(c.req.param('userId'), 'Member'),
        c.req.valid('json'),
      ),
    }),
  )
  .delete('/:id/members/:userId', member(SELF), async (c) => {
    await removeMember(organizationId(c.req.param('id')), parseId(c.req.param('userId'), 'Member'));
    return c.body(null, 204);
  })
  // Owners only: turns off a member's MFA (a lost device).
  .delete('/:id/members/:userId/mfa', member(OWNER), async (c) => {
    await resetMemberMfa(organizationId(c.req.param('id')), parseId(c.req.param('userId'), 'Member'));
    return c.body(null, 204);
  })
  .get('/:id/invitations', member(permit('access', 'view')), async (c) =>
    c.json({ data: await listInvitations(organizationId(c.req.param('id'))) }),
  )
  .post(
    '/:id/invitations',
    member(permit('access', 'create')),
    idempotent,
    validate('json', invitationInput),
    async (c) => c.json({ data: await createInvitation(organizationId(c.req.param('id')), c.req.valid('json')) }, 201),
  )
  .post('/:id/invitations/:invitationId/resend', member(permit('access', 'create')), async (c) =>
    c.json({
      data: await resendInvitation(
        organizationId(c.req.param('id')),
        parseId(c.req.param('invitationId'), 'Invitation'),
      ),
    }),
  )
  .delete('/:id/invitations/:invitationId', member(permit('access', 'delete')), async (c) => {
    await revokeInvitation(organizationId(c.req.param('id')), parseId(c.req.param('invitationId'), 'Invitation'));
    return c.body(null, 204);
  });

/**
 * An invitation link: anyone holding its token may see what it is for and accept it, signed in
 * (a valid session is checked like any request's) or with credentials in the body.
 */
export const invitationRoutes = new Hono()
  .get('/:token', async (c) => c.json({ data: await previewInvitation(c.req.param('token')) }))
  .post('/:token/accept', validate('json', acceptInvitationInput), async (c) => {
    const header = c.req.header('authorization');
    const signedInUserId = header?.startsWith('Bearer ')
      ? await authorize(await verifyBearer(header.slice(7).trim()), null).then((actor) =>
          actor.type === 'user' ? actor.userId : undefined,
        )
      : undefined;
    const answer = await acceptInvitation(c.req.param('token'), c.req.valid('json'), {
      userAgent: c.req.header('user-agent'),
      address: clientAddress(c),
      signedInUserId,
    });
    return c.json({ data: answer });
  });
