import { STORAGE_KEYS } from '@wattle/shared/constants';
import type { SignedIn, User } from '@wattle/shared/sign-in';

/** Fired on this tab whenever the stored session changes; other tabs get the `storage` event. */
const SESSION_EVENT = 'wattle:session';

function notify(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

export function getAccessToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.accessToken);
}

export function getStoredUserRaw(): string | null {
  return localStorage.getItem(STORAGE_KEYS.user);
}

/** Parses the stored user entry; a damaged entry counts as no user. */
export function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<User> | null;
    if (value && typeof value.name === 'string' && typeof value.email === 'string') return value as User;
  } catch {
    // fall through
  }
  return null;
}

export function storeSession(session: SignedIn): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, session.token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  notify();
}

/** What a 401 does: the token and the user entry go, the rest (e.g. the selected organization) stays. */
export function dropCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  notify();
}

/** What logout does: everything this app stored goes. */
export function clearAllStorage(): void {
  localStorage.clear();
  notify();
}

export function subscribeToSession(callback: () => void): () => void {
  window.addEventListener(SESSION_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(SESSION_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}
