import { type ChangePasswordInput, changePasswordInput, type SessionInfo } from '@wattle/shared/auth';
import { useActor, useUser, useUserId } from '../actor.ts';
import { accessAuditWrites, appendAccessEvent } from '../audit/access-events.ts';
import { batchDelete } from '../db/batch.ts';
import { tableNames } from '../db/client.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { listMembershipsOfUser } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { endSessionOf } from './auth.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { logAuthEvent } from './session-check.ts';
import { sessionEntity } from './session-entity.ts';
import { claimSignInAttempt, settleSuccessfulSignIn, signInCounters } from './sign-in-limits.ts';
import { userEntity } from './user-entity.ts';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function currentSessionId(): string | undefined {
  const actor = useActor();
  return actor?.type === 'user' ? actor.sessionId : undefined;
}

/** The signed-in user's live sessions, newest first: one Query. */
export async function listSessions(): Promise<SessionInfo[]> {
  const userId = useUserId();
  const now = Math.floor(Date.now() / 1000);
  const sessions = await sessionEntity().query.byUser({ user_id: userId }).go({ pages: 'all', order: 'desc' });
  const current = currentSessionId();
  return sessions.data
    .filter((session) => session.expires_at > now)
    .map((session) => ({
      id: session.session_id,
      created_at: session.created_at,
      last_seen_at: iso(session.last_seen_at ?? Date.parse(session.created_at) / 1000),
      expires_at: iso(session.expires_at),
      user_agent: session.user_agent ?? null,
      current: session.session_id === current,
    }));
}

/** Ends one of the user's own sessions; anyone else's answers 404. */
export async function endSession(sessionId: string): Promise<void> {
  const userId = useUserId();
  const session = (await sessionEntity().get({ session_id: sessionId }).go({ consistent: true })).data;
  if (!session || session.user_id !== userId) throw VisibleError.notFound('Session');
  const user = useUser();
  await endSessionOf(
    user,
    sessionId,
    `Ended a session${session.user_agent ? ` (${session.user_agent.slice(0, 120)})` : ''}`,
  );
  logAuthEvent('session_ended', { user_id: userId, session_id: sessionId });
}

/**
 * Changes the password after checking the current one; every other session of the user ends.
 * A wrong current password counts against the sign-in limits like a failed sign-in (a stolen
 * session cannot be used to guess the password); the new one must pass the password policy and
 * differ from the current one.
 */
export async function changePassword(input: ChangePasswordInput, client: { address?: string } = {}): Promise<void> {
  const data = parseInput(changePasswordInput, input);
  const userId = useUserId();
  const user = (await userEntity().get({ user_id: userId }).go({ consistent: true })).data;
  if (!user) throw VisibleError.notFound('User');
  const weak = await passwordProblem(data.new_password, { email: user.email, name: user.name });
  if (weak) throw VisibleError.validation({ new_password: [weak] });
  const limits = signInCounters(user.email, client.address);
  await claimSignInAttempt(limits);
  if (!(await verifyPassword(data.current_password, user.password_hash))) {
    logAuthEvent('password_change_failed', { user_id: userId });
    const memberships = await listMembershipsOfUser(userId);
    await appendAccessEvent(
      {
        action: 'sign_in_failed',
        user: { id: userId, name: user.name, email: user.email },
        actor: { id: userId, name: user.name },
        summary: 'Wrong current password when changing the password',
        clientAddress: client.address,
      },
      memberships.map((organization) => organization.id),
    );
    throw VisibleError.validation({ current_password: ['The current password is not correct.'] });
  }
  await settleSuccessfulSignIn(limits);
  if (await verifyPassword(data.new_password, user.password_hash)) {
    throw VisibleError.validation({ new_password: ['Choose a new password, not the current one.'] });
  }
  const organizations = await listMembershipsOfUser(userId);
  const account = { id: userId, name: user.name, email: user.email };
  const audit = accessAuditWrites(
    {
      action: 'password_change',
      user: account,
      actor: account,
      summary: 'Changed the password; every other session ended',
      clientAddress: client.address,
    },
    organizations.map((organization) => organization.id),
  );
  await transactWrite([
    committed(
      userEntity()
        .patch({ user_id: userId })
        .set({ password_hash: await hashPassword(data.new_password), updated_at: new Date().toISOString() }),
    ),
    ...audit.operations,
  ]);
  await audit.appendRest();
  const current = currentSessionId();
  const sessions = await sessionEntity()
    .query.byUser({ user_id: userId })
    .go({ pages: 'all', attributes: ['session_id'] });
  await batchDelete(
    tableNames().identity,
    sessions.data
      .filter((session) => session.session_id !== current)
      .map((session) => ({ pk: `session#${session.session_id}`, sk: 'session' })),
  );
  logAuthEvent('password_changed', { user_id: userId, sessions_ended: sessions.data.length - 1 });
}
