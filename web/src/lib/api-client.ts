import type { ApiErrorBody } from '@wattle/shared/api';
import { API_BASE_PATH } from '@wattle/shared/constants';
import { MFA_REQUIRED_CODE } from '@wattle/shared/sign-in';
import type { FieldErrors } from '@wattle/shared/validation';
import { mutate } from 'swr';
import { claimEarlyRequest } from './early-requests';
import { dropCredentials, getAccessToken } from './session';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call: the HTTP status (0 when the server was not reached), its message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfter: number | null;
  /** What a 409 clashed with, when the server lists it (e.g. interviewers already booked). */
  readonly conflicts: unknown[];
  /** The server's machine-readable reason, when it gives one (e.g. `mfa_required`). */
  readonly code: string | null;

  constructor(
    status: number,
    message: string,
    errors: FieldErrors = {},
    retryAfter: number | null = null,
    conflicts: unknown[] = [],
    code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.conflicts = conflicts;
    this.code = code;
  }
}

/** The message to show for an error thrown by a call: the server's own message, else the fallback. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/** Calls that answer 401 as part of their normal job, not because the session ended. */
const SESSIONLESS_PATHS = new Set(['/login', '/login/mfa']);

/** Fired when an organization requires MFA of the signed-in user, who has none (the app shows where to set it up). */
export const MFA_REQUIRED_EVENT = 'wattle:mfa-required';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).message === 'string';
}

function onUnauthenticated(): void {
  dropCredentials();
  // Nothing cached under the old session may be shown to whoever signs in next.
  void mutate(() => true, undefined, { revalidate: false });
}

async function send(method: Method, path: string, body: unknown, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // One key per submit: the API answers a repeat of this request (a resend after a lost answer)
  // with the first answer instead of creating a second record. Forms send each submit once.
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  const early = method === 'GET' ? claimEarlyRequest(path, token) : undefined;
  try {
    return await (early ??
      fetch(`${API_BASE_PATH}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

function failure(response: Response, path: string, payload: unknown): ApiError {
  if (response.status === 401 && !SESSIONLESS_PATHS.has(path)) onUnauthenticated();
  // No message in the body (e.g. a proxy's HTML page): empty, so each screen shows its own fallback.
  const message = isErrorBody(payload) ? payload.message : '';
  const errors = isErrorBody(payload) && payload.errors ? payload.errors : {};
  const listed = isErrorBody(payload) ? (payload as { conflicts?: unknown }).conflicts : undefined;
  const conflicts = Array.isArray(listed) ? listed : [];
  const retryAfter = Number(response.headers.get('Retry-After'));
  const code = isErrorBody(payload) && typeof payload.code === 'string' ? payload.code : null;
  if (response.status === 403 && code === MFA_REQUIRED_CODE) {
    window.dispatchEvent(new CustomEvent(MFA_REQUIRED_EVENT, { detail: message }));
  }
  return new ApiError(
    response.status,
    message,
    errors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    conflicts,
    code,
  );
}

/** The one fetch wrapper: adds the token, sends and reads JSON, returns `data` and throws `ApiError`. */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await send(method, path, body, 'application/json');
  const payload = await readBody(response);
  if (!response.ok) throw failure(response, path, payload);
  if (payload && typeof payload === 'object' && 'data' in payload) return (payload as { data: T }).data;
  return undefined as T;
}

/** A file the API answers with (e.g. a calendar invite): its bytes and the name it suggests. */
export async function download(
  path: string,
  fallbackName = 'download',
): Promise<{ blob: Blob; fileName: string; truncated: boolean }> {
  const response = await send('GET', path, undefined, '*/*');
  if (!response.ok) throw failure(response, path, await readBody(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  // Exports say when more rows matched than the file holds.
  const truncated = response.headers.get('X-Export-Truncated') === 'true';
  return { blob: await response.blob(), fileName, truncated };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  delete: <T = void>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};

/** A 409: the record changed since it was read. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
