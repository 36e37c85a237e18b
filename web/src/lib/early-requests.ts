/**
 * The API reads index.html's inline script starts before the app's JavaScript has loaded (the
 * signed-in shell's organizations, the employee list's first page), so on a slow network they
 * arrive while the bundle is still downloading instead of after it has run. The api client
 * claims each one in place of its own fetch; everything after that (401 sign-out, errors, JSON)
 * is the same code path as for any other answer.
 */
interface EarlyRequests {
  /** The token the requests were sent with. */
  token: string;
  startedAt: number;
  /** API path (as the api client names it, without the base) → the pending answer. */
  requests: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    wattleEarlyRequests?: EarlyRequests;
  }
}

/** Older answers are not used: they were meant for the first render, not for a later visit. */
const MAX_AGE_MS = 30_000;

/** The early answer for a GET of `path`, at most once, and only under the token it was sent with. */
export function claimEarlyRequest(path: string, token: string | null): Promise<Response> | undefined {
  const early = window.wattleEarlyRequests;
  if (!early || early.token !== token || Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  const response = early.requests[path];
  delete early.requests[path];
  return response;
}
