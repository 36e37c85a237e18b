import type { Page } from '@wattle/shared/api';
import type { Pulse, PulsePriority } from '@wattle/shared/pulse';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Every cached read of the pulse screen starts with this; each save reloads them. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'pulse'] as const;

export interface PerformanceSettings {
  weekly_pulse: boolean;
  version: number;
}

/** `GET /performance/settings`: whether the organization runs the weekly pulse. */
export function usePerformanceSettings(organizationId: number | null) {
  return useSWR(organizationId ? [...prefix(organizationId), 'settings'] : null, ([, id]) =>
    api.get<PerformanceSettings>(`/performance/settings?organization_id=${id}`),
  );
}

/** `GET /performance/pulses/mine`: the caller's pulse this week (a draft with last week's open priorities carried). */
export function useMyPulse(organizationId: number | null, enabled: boolean) {
  return useSWR(organizationId && enabled ? [...prefix(organizationId), 'mine'] : null, ([, id]) =>
    api.get<Pulse>(`/performance/pulses/mine?organization_id=${id}`),
  );
}

/** `GET /performance/pulses`: this week's pulses the caller may read, 100 a page. */
export function usePulses(organizationId: number | null, enabled: boolean, cursor?: string) {
  return useSWR(
    organizationId && enabled ? [...prefix(organizationId), 'list', cursor ?? null] : null,
    ([, id]) =>
      api.get<Page<Pulse> & { week: string }>(
        `/performance/pulses?organization_id=${id}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    { keepPreviousData: true },
  );
}

/** Turning the pulse on or off (HR) and writing one's own; each reloads the screen's reads. */
export function usePulseActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate((cached) => Array.isArray(cached) && cached[1] === organizationId && cached[2] === 'pulse', undefined, {
        revalidate: true,
      }),
    [mutate, organizationId],
  );
  return {
    setPulse: async (on: boolean) => {
      const saved = await api.put<PerformanceSettings>('/performance/settings', {
        organization_id: organizationId,
        weekly_pulse: on,
      });
      await reload();
      return saved;
    },
    save: async (pulse: Pulse, priorities: PulsePriority[], lastWeek: string) => {
      const saved = await api.put<Pulse>('/performance/pulses/mine', {
        organization_id: organizationId,
        week: pulse.week,
        priorities,
        last_week: lastWeek,
        version: pulse.version,
      });
      await reload();
      return saved;
    },
  };
}
