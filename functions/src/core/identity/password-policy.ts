import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * What a new password must be, beyond the schema's 12 characters: not guessable by a well-kept
 * estimator (zxcvbn-ts with its common-password, name and word lists, keyboard patterns, dates
 * and l33t, told the account's e-mail and name so passwords built on them score low), and not
 * the account's e-mail (or its part before the @). The current password is refused by the caller,
 * which holds its hash.
 */

/** zxcvbn scores 0–4; 3 is "safely unguessable" (about 10^8 guesses and up). */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess. Use a longer phrase of unrelated words.';
export const EMAIL_PASSWORD_MESSAGE = 'The password must not be your e-mail address.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, loaded on the first check: its word lists are half a megabyte of code that every
 * cold start of the auth function would otherwise evaluate (~100 ms), and building it ~150 ms more.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** Why `password` is refused for the account `email` (named `name`), or null when it is fine. */
export async function passwordProblem(
  password: string,
  account: { email: string; name?: string },
): Promise<string | null> {
  const email = account.email.trim().toLowerCase();
  const local = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if (lower.includes(email) || lower === local) return EMAIL_PASSWORD_MESSAGE;
  const inputs = [email, local, ...(account.name ? account.name.toLowerCase().split(/\s+/) : []), 'wattle', 'wattlehr'];
  return (await zxcvbn()).check(password, inputs).score < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_MESSAGE : null;
}
