import { createHash } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@wattle/shared/constants';
import { VisibleError } from '../error.ts';
import { logAuthEvent } from './session-check.ts';
import { signInCounterEntity } from './sign-in-counter-entity.ts';

/**
 * Sign-in attempts are counted before any password is checked, against three limits per window
 * of 15 minutes:
 * - an account from one client address: 5 attempts, then 429 until the window ends (a guesser
 *   gets 5 password checks however many requests it sends at once);
 * - an account from anywhere: 20 attempts, then each further one must wait twice as long as the
 *   last (2 s, 4 s, ... up to the window's end) — a delay, not a lock, so nobody can lock the
 *   owner out from another address;
 * - a client address across accounts: 100 attempts, then 429 until the window ends.
 * Each counter is one atomic ADD that returns the new count, so attempts sent at the same moment
 * each get a count of their own. A success clears the account's counters and gives the address
 * its attempt back.
 */

export const ACCOUNT_FREE_ATTEMPTS = 20;
export const ADDRESS_MAX_ATTEMPTS = 100;

type Limit = 'account-address' | 'account' | 'address';

interface Counter {
  limit: Limit;
  /** Digest of what is counted and the window's number. */
  subject: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The counters of one attempt at `now`: the e-mail is normalized by the caller; the address may be unknown. */
export function signInCounters(email: string, address: string | undefined, now = nowSeconds()): Counter[] {
  const window = Math.floor(now / LOGIN_FAILURE_WINDOW_SECONDS);
  const subject = (value: string) => `${sha256(value)}:${window}`;
  return [
    ...(address ? [{ limit: 'account-address' as const, subject: subject(`pair:${email}:${address}`) }] : []),
    // Without an address (a test calling the app directly), the account is limited like a pair.
    { limit: address ? ('account' as const) : ('account-address' as const), subject: subject(`account:${email}`) },
    ...(address ? [{ limit: 'address' as const, subject: subject(`address:${address}`) }] : []),
  ];
}

function tooMany(retryAfterSeconds: number, limit: Limit): VisibleError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`;
  logAuthEvent('login_throttled', { limit, retry_after_seconds: seconds });
  return new VisibleError('rate-limited', `Too many login attempts. Try again in ${wait}.`, {
    retryAfterSeconds: seconds,
  });
}

/** Counts this attempt on every counter (in parallel), then throws 429 when any limit is reached. */
export async function claimSignInAttempt(counters: Counter[]): Promise<void> {
  const now = nowSeconds();
  const windowEnds = (Math.floor(now / LOGIN_FAILURE_WINDOW_SECONDS) + 1) * LOGIN_FAILURE_WINDOW_SECONDS;
  const counted = await Promise.all(
    counters.map(async (counter) => {
      const item = (
        await signInCounterEntity()
          .update({ subject: counter.subject })
          .add({ attempts: 1 })
          .set({ expires_at: windowEnds })
          .go({ response: 'all_new' })
      ).data;
      return { counter, attempts: item.attempts ?? 1, nextAllowedAt: item.next_allowed_at ?? 0 };
    }),
  );
  for (const { counter, attempts, nextAllowedAt } of counted) {
    if (counter.limit === 'account-address' && attempts > LOGIN_MAX_FAILURES)
      throw tooMany(windowEnds - now, counter.limit);
    if (counter.limit === 'address' && attempts > ADDRESS_MAX_ATTEMPTS) throw tooMany(windowEnds - now, counter.limit);
    if (counter.limit === 'account') {
      if (nextAllowedAt > now) throw tooMany(nextAllowedAt - now, counter.limit);
      const beyond = attempts - ACCOUNT_FREE_ATTEMPTS;
      if (beyond > 0) {
        await signInCounterEntity()
          .patch({ subject: counter.subject })
          .set({ next_allowed_at: now + Math.min(2 ** beyond, windowEnds - now) })
          .go();
      }
    }
  }
}

/** After a successful sign-in: the account's counters start again; the address keeps no attempt for it. */
export async function settleSuccessfulSignIn(counters: Counter[]): Promise<void> {
  await Promise.all(
    counters.map(({ limit, subject }) =>
      limit === 'address'
        ? signInCounterEntity()
            .patch({ subject })
            .add({ attempts: -1 })
            .go()
            .catch(() => undefined)
        : signInCounterEntity().delete({ subject }).go(),
    ),
  );
}
