import type { LoginInput } from '@wattle/shared/auth';
import type { MfaLoginInput } from '@wattle/shared/mfa';
import { isMfaChallenge, type LoginResponse, type SignedIn, type User } from '@wattle/shared/sign-in';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { api } from './api-client';
import {
  clearAllStorage,
  getAccessToken,
  getStoredUserRaw,
  parseUser,
  storeSession,
  subscribeToSession,
} from './session';

export interface Session {
  /** Logged in means a token is stored. */
  isLoggedIn: boolean;
  user: User | null;
}

export function useSession(): Session {
  const token = useSyncExternalStore(subscribeToSession, getAccessToken, () => null);
  const rawUser = useSyncExternalStore(subscribeToSession, getStoredUserRaw, () => null);
  const user = useMemo(() => parseUser(rawUser), [rawUser]);
  return { isLoggedIn: Boolean(token), user };
}

/**
 * Signs in and stores the token and the user; the caller decides where to go next. An account
 * with MFA answers a challenge instead, and nothing is stored until `completeMfaLogin`.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const answer = await api.post<LoginResponse>('/login', input);
  if (!isMfaChallenge(answer)) storeSession(answer);
  return answer;
}

/** The second step: the challenge with an authentication code or a recovery code. */
export async function completeMfaLogin(input: MfaLoginInput): Promise<SignedIn> {
  const session = await api.post<SignedIn>('/login/mfa', input);
  storeSession(session);
  return session;
}

/** Ends the session on the server if it can; the local session is cleared either way. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await api.post('/logout');
    } catch (error) {
      console.error('Logout failed; clearing the local session anyway.', error);
    }
    clearAllStorage();
    await mutate(() => true, undefined, { revalidate: false });
    navigate(paths.auth.login.getHref(), { replace: true });
  }, [mutate, navigate]);
}
