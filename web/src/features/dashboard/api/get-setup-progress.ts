import type { SetupProgress } from '@wattle/shared/setup-progress';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** Under the organization's employee keys, so adding people (or their pay) ticks the list again. */
export const setupProgressKey = (organizationId: number) =>
  ['organizations', organizationId, 'employees', 'setup-progress'] as const;

export function useSetupProgress(organizationId: number | null) {
  return useSWR(organizationId ? setupProgressKey(organizationId) : null, ([, id]) =>
    api.get<SetupProgress>(`/organizations/${id}/setup-progress`),
  );
}
