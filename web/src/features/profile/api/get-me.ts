import type { OrganizationMembership, User } from '@wattle/shared/auth';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface Me {
  user: User;
  organizations: OrganizationMembership[];
}

export const meKey = ['me'] as const;

export function getMe(): Promise<Me> {
  return api.get<Me>('/me');
}

export function useMe() {
  return useSWR(meKey, getMe);
}
