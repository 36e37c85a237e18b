import type { Page } from '@wattle/shared/api';
import type { RosterSettings, Shift } from '@wattle/shared/roster-constants';
import type { ShiftSwap, ShiftSwapAction, ShiftSwapStatus, SwapEligibility } from '@wattle/shared/shift-swap-constants';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Every cached swap read of an organization starts with this; each step reloads them (and My roster). */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'shift-swaps'] as const;

/** `GET /shift-swaps`: the swaps the caller sees (theirs, offered to them, those they approve), newest first. */
export function useShiftSwaps(organizationId: number | null, status: ShiftSwapStatus | null, cursor: string | null) {
  return useSWR(
    organizationId ? [...prefix(organizationId), 'list', status, cursor] : null,
    ([, id, , , state, page]) => {
      const search = new URLSearchParams({ organization_id: String(id) });
      if (state) search.set('status', state);
      if (page) search.set('cursor', page);
      return api.get<Page<ShiftSwap>>(`/shift-swaps?${search}`);
    },
    { keepPreviousData: true },
  );
}

/** `GET /shift-swaps/open-shifts`: the published open shifts of the caller's department to claim. */
export function useClaimableShifts(organizationId: number | null) {
  return useSWR(organizationId ? [...prefix(organizationId), 'open-shifts'] : null, ([, id]) =>
    api.get<Shift[]>(`/shift-swaps/open-shifts?organization_id=${id}`),
  );
}

/** `GET /shift-swaps/eligible`: who may take the shift (the named-colleague picker). */
export function useSwapEligible(organizationId: number | null, shiftId: number | null) {
  return useSWR(
    organizationId && shiftId ? [...prefix(organizationId), 'eligible', shiftId] : null,
    ([, id, , , shift]) => api.get<SwapEligibility>(`/shift-swaps/eligible?organization_id=${id}&shift_id=${shift}`),
  );
}

/** Offering, claiming and each step of a swap; afterwards every roster read of the organization is reloaded. */
export function useSwapActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate((key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId, undefined, {
        revalidate: true,
      }),
    [organizationId, mutate],
  );
  const offer = useCallback(
    async (input: { shift_id: number | string; to_employee_id?: number | string | null }) => {
      const swap = await api.post<ShiftSwap>('/shift-swaps', { organization_id: organizationId, ...input });
      await reload();
      return swap;
    },
    [organizationId, reload],
  );
  const step = useCallback(
    async (swap: ShiftSwap, action: ShiftSwapAction) => {
      const next = await api.patch<ShiftSwap>(`/shift-swaps/${swap.id}/${action}`, { version: swap.version });
      await reload();
      return next;
    },
    [reload],
  );
  return { offer, step, reload };
}

/** `GET /rosters/settings`: the checks' severities and whether swaps that fail no check approve themselves. */
export function useRosterSettings(organizationId: number | null) {
  return useSWR(organizationId ? [...prefix(organizationId), 'settings'] : null, ([, id]) =>
    api.get<RosterSettings>(`/rosters/settings?organization_id=${id}`),
  );
}

/**
 * `PUT /rosters/settings`: the settings as read with `changes` (the checks' severities, the swaps'
 * auto-approval) on condition of the version read (409 when someone saved meanwhile).
 */
export function useSaveRosterSettings(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      settings: RosterSettings,
      changes: Partial<Pick<RosterSettings, 'roster_check_severity' | 'swap_auto_approve'>>,
    ) => {
      const saved = await api.put<RosterSettings>(`/rosters/settings?organization_id=${organizationId}`, {
        roster_check_severity: changes.roster_check_severity ?? settings.roster_check_severity,
        swap_auto_approve: changes.swap_auto_approve ?? settings.swap_auto_approve,
        version: settings.version,
      });
      await mutate([...prefix(organizationId), 'settings'], saved, { revalidate: false });
      return saved;
    },
    [organizationId, mutate],
  );
}
