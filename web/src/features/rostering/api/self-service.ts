import type { Shift } from '@wattle/shared/roster-constants';
import type { ShiftAcknowledgement, ShiftFeed } from '@wattle/shared/roster-publishing-constants';
import { useCallback } from 'react';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

const key = (organizationId: number | null, from: string, to: string) =>
  organizationId ? (['organizations', organizationId, 'own-shifts', from, to] as const) : null;

/** `GET /self-service/shifts`: the caller's own published shifts in the range. */
export function useOwnShifts(organizationId: number | null, from: string, to: string) {
  return useSWR(key(organizationId, from, to), ([, id, , start, end]) =>
    api.get<Shift[]>(`/self-service/shifts?organization_id=${id}&from=${start}&to=${end}`),
  );
}

/** `POST /shifts/{id}/acknowledge` (again is the same answer). */
export function useAcknowledgeShift(organizationId: number | null) {
  return useCallback(
    (shiftId: number) =>
      api.post<ShiftAcknowledgement>(`/shifts/${shiftId}/acknowledge`, { organization_id: organizationId }),
    [organizationId],
  );
}

/** `POST /self-service/shifts/feed-token`: a new calendar feed URL (the last one stops working). */
export function useCreateShiftFeed(organizationId: number | null) {
  return useCallback(
    () => api.post<ShiftFeed>('/self-service/shifts/feed-token', { organization_id: organizationId }),
    [organizationId],
  );
}
