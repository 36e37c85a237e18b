import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@wattle/shared/constants';
import { INVITATIONS_PER_HOUR } from '@wattle/shared/members';
import { config } from '../config.ts';
import { VisibleError } from '../error.ts';
import { attemptCounterEntity } from './attempt-counter-entity.ts';

/**
 * Limits on what a signed-in member may do, counted the way sign-in attempts are
 * (sign-in-limits.ts): each attempt is one atomic ADD on a counter item per subject and fixed
 * window, answering the new count, so attempts sent at the same moment each get a count of their
 * own; past the limit the answer is 429 with Retry-After until the window ends. The counters are
 * their own items (attempt-counter-entity.ts): an action limited here never counts against anyone's
 * sign-in.
 */
export interface AttemptLimit {
  /** Names the counter (with the subject and the window). */
  name: string;
  max: number;
  windowSeconds: number;
  /** The 429's message, given how long to wait ("4 minutes"). */
  message: (wait: string) => string;
}

/**
 * Invitations sent (and resent) by one member: INVITATIONS_PER_HOUR (20) unless the deployment sets
 * `INVITATIONS_PER_HOUR` (an employer moving a large team in; the browser tests' one owner invites
 * for every spec of a run).
 */
export const invitationsSent = (): AttemptLimit => ({
  name: 'invitations',
  max: config().INVITATIONS_PER_HOUR ?? INVITATIONS_PER_HOUR,
  windowSeconds: 3600,
  message: (wait) => `Too many invitations sent. Try again in ${wait}.`,
});

/** Passwords (and second factors) given on the self-service bank-details form, by account. */
export const BANK_DETAILS_PASSWORDS: AttemptLimit = {
  name: 'bank-details',
  max: LOGIN_MAX_FAILURES,
  windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
  message: (wait) => `Too many password attempts. Try again in ${wait}.`,
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

function window(limit: AttemptLimit, subject: string, now = nowSeconds()) {
  const number = Math.floor(now / limit.windowSeconds);
  return { key: `${limit.name}#${subject}#${number}`, endsAt: (number + 1) * limit.windowSeconds };
}

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;

/** Counts this attempt, then throws 429 (with Retry-After) when it is beyond the limit. */
export async function claimAttempt(limit: AttemptLimit, subject: string): Promise<void> {
  const now = nowSeconds();
  const { key, endsAt } = window(limit, subject, now);
  const item = (
    await attemptCounterEntity()
      .update({ subject: key })
      .add({ attempts: 1 })
      .set({ expires_at: endsAt })
      .go({ response: 'all_new' })
  ).data;
  if ((item.attempts ?? 1) <= limit.max) return;
  const seconds = Math.max(1, endsAt - now);
  throw new VisibleError('rate-limited', limit.message(waitText(seconds)), { retryAfterSeconds: seconds });
}

/** After a success that should not count (the right password): the window starts again. */
export async function clearAttempts(limit: AttemptLimit, subject: string): Promise<void> {
  await attemptCounterEntity()
    .delete({ subject: window(limit, subject).key })
    .go();
}
