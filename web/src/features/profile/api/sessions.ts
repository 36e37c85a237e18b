import type { ChangePasswordInput, SessionInfo } from '@wattle/shared/auth';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const sessionsKey = ['sessions'] as const;

export function getSessions(): Promise<SessionInfo[]> {
  return api.get<SessionInfo[]>('/sessions');
}

export function useSessions() {
  return useSWR(sessionsKey, getSessions);
}

export function endSession(sessionId: string): Promise<void> {
  return api.delete(`/sessions/${sessionId}`);
}

export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/password', input);
}
