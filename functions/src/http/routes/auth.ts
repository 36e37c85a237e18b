import { changePasswordInput, loginInput, passwordResetInput, passwordResetRequestInput } from '@wattle/shared/auth';
import { mfaConfirmInput, mfaDisableInput, mfaLoginInput } from '@wattle/shared/mfa';
import { Hono } from 'hono';
import { useSessionId, useUserId } from '../../core/actor.ts';
import { VisibleError } from '../../core/error.ts';
import {
  accountOf,
  changePassword,
  completeMfaLogin,
  confirmEnrolment,
  disableMfa,
  endSession,
  listSessions,
  login,
  logout,
  mfaStatus,
  requestPasswordReset,
  resetPassword,
  startEnrolment,
  toUser,
} from '../../core/identity/index.ts';
import type { MountResource } from '../app.ts';
import { clientAddress } from '../client-address.ts';
import { signedIn } from '../middleware/access.ts';
import { validate } from '../validation.ts';

export const authRoutes = new Hono()
  .post('/login', validate('json', loginInput), async (c) => {
    const result = await login(c.req.valid('json'), {
      userAgent: c.req.header('user-agent'),
      address: clientAddress(c),
    });
    return c.json({ data: result });
  })
  // Anyone holding the challenge `/login` answered for an account with MFA: the second step.
  .post('/login/mfa', validate('json', mfaLoginInput), async (c) => {
    const result = await completeMfaLogin(c.req.valid('json'), {
      userAgent: c.req.header('user-agent'),
      address: clientAddress(c),
    });
    return c.json({ data: result });
  })
  .get('/mfa', signedIn, async (c) => c.json({ data: await mfaStatus() }))
  .post('/mfa/enrolment', signedIn, async (c) => c.json({ data: await startEnrolment() }))
  .post('/mfa/enrolment/confirm', signedIn, validate('json', mfaConfirmInput), async (c) =>
    c.json({ data: await confirmEnrolment(c.req.valid('json'), { address: clientAddress(c) }) }),
  )
  .delete('/mfa', signedIn, validate('json', mfaDisableInput), async (c) => {
    await disableMfa(c.req.valid('json'), { address: clientAddress(c) });
    return c.body(null, 204);
  })
  .post('/logout', signedIn, async (c) => {
    await logout(useSessionId());
    return c.body(null, 204);
  })
  .get('/me', signedIn, async (c) => {
    const { user, organizations } = await accountOf(useUserId());
    if (!user) throw VisibleError.notFound('User');
    return c.json({ data: { user: toUser(user), organizations } });
  })
  .get('/sessions', signedIn, async (c) => c.json({ data: await listSessions() }))
  .delete('/sessions/:id', signedIn, async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/.test(id)) throw VisibleError.notFound('Session');
    await endSession(id);
    return c.body(null, 204);
  })
  .post('/password', signedIn, validate('json', changePasswordInput), async (c) => {
    await changePassword(c.req.valid('json'), { address: clientAddress(c) });
    return c.body(null, 204);
  })
  // Anyone: asking for a link answers the same whether or not the account exists.
  .post('/password-reset', validate('json', passwordResetRequestInput), async (c) =>
    c.json({ data: await requestPasswordReset(c.req.valid('json'), { address: clientAddress(c) }) }, 202),
  )
  .post('/password-reset/confirm', validate('json', passwordResetInput), async (c) => {
    await resetPassword(c.req.valid('json'), { address: clientAddress(c) });
    return c.body(null, 204);
  });

export const mountAuth: MountResource = (api) => api.route('/', authRoutes);
