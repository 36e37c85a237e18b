import type { Page } from '@wattle/shared/api';
import type { RosterView } from '@wattle/shared/roster-constants';
import type {
  PublishRosterResult,
  RosterDelivery,
  RosterPublicationRow,
} from '@wattle/shared/roster-publishing-constants';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Every cached publishing read of an organization starts with this; publishing reloads them all. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'roster-publishing'] as const;

const query = (values: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
};

/** `GET /rosters/notifications`: what was sent to whom, newest first. */
export function useRosterDeliveries(
  organizationId: number | null,
  filter: { from?: string; to?: string; cursor?: string | null } | null,
) {
  return useSWR(
    organizationId && filter ? [...prefix(organizationId), 'deliveries', query({ ...filter })] : null,
    ([, id, , , search]) => api.get<Page<RosterDelivery>>(`/rosters/notifications?organization_id=${id}&${search}`),
    { keepPreviousData: true },
  );
}

/** `GET /rosters/publications`: the department's published rosters, newest first (kept, not deleted). */
export function useRosterPublications(
  organizationId: number | null,
  departmentId: number | null,
  cursor: string | null,
) {
  return useSWR(
    organizationId && departmentId ? [...prefix(organizationId), 'publications', departmentId, cursor] : null,
    ([, id, , , department, page]) =>
      api.get<Page<RosterPublicationRow>>(
        `/rosters/publications?${query({ organization_id: id, department_id: department, cursor: page })}`,
      ),
    { keepPreviousData: true },
  );
}

/** `POST /rosters/publish`; reloads every roster read of the organization (the grid's too). */
export function usePublishRoster(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (range: { department_id: number; from: string; to: string }) => {
      const result = await api.post<PublishRosterResult>('/rosters/publish', {
        organization_id: organizationId,
        ...range,
      });
      await mutate((key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId, undefined, {
        revalidate: true,
      });
      return result;
    },
    [organizationId, mutate],
  );
}

/** `GET /rosters` for the rosters screen: the department's shifts of the weeks it lists (their status). */
export function useRosterWeeks(organizationId: number | null, departmentId: number | null, from: string, to: string) {
  return useSWR(
    organizationId && departmentId ? [...prefix(organizationId), 'weeks', departmentId, from, to] : null,
    ([, id, , , department, start, end]) =>
      api.get<RosterView>(
        `/rosters?${query({ organization_id: id, department_id: department, from: start, to: end })}`,
      ),
    { keepPreviousData: true },
  );
}
