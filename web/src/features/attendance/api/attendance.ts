import type { AdjustmentInput, ClockInput } from '@wattle/shared/attendance';
import type {
  AdjustmentPage,
  AdjustmentState,
  AdjustmentView,
  AttendanceAdjustment,
  AttendanceBoard,
  BoardStatus,
  MyAttendance,
} from '@wattle/shared/attendance-constants';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

/** Every cached attendance read of an organization starts with this; a change reloads them all. */
export const attendanceKeyPrefix = <T extends number | null>(organizationId: T) =>
  ['organizations', organizationId, 'attendance'] as const;

const isAttendanceKey = (key: unknown, organizationId: number | null) =>
  Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'attendance';

export function useRevalidateAttendance(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isAttendanceKey(key, organizationId)), [mutate, organizationId]);
}

/** Live enough: the day and the board reload every minute while shown (and on focus). */
const LIVE = { refreshInterval: 60_000, revalidateOnFocus: true };

export function useMyAttendance(organizationId: number | null) {
  return useSWR(
    organizationId ? [...attendanceKeyPrefix(organizationId), 'me'] : null,
    ([, id]) => api.get<MyAttendance>(`/attendance/me?organization_id=${id}`),
    LIVE,
  );
}

export function useClock(organizationId: number | null) {
  const revalidate = useRevalidateAttendance(organizationId);
  return useSWRMutation(
    [...attendanceKeyPrefix(organizationId), 'clock'],
    (_key, { arg }: { arg: Omit<ClockInput, 'organization_id'> }) =>
      api.post<MyAttendance>('/attendance/clock', { organization_id: organizationId, ...arg }),
    { onSuccess: () => void revalidate() },
  );
}

export function useBoard(organizationId: number | null, date: string, status: BoardStatus | 'late' | '') {
  return useSWR(
    organizationId ? [...attendanceKeyPrefix(organizationId), 'board', date, status] : null,
    ([, id, , , day, filter]) =>
      api.get<AttendanceBoard>(
        `/attendance/board?organization_id=${id}&date=${day}${filter ? `&status=${filter}` : ''}`,
      ),
    { ...LIVE, keepPreviousData: true },
  );
}

export function useAdjustments(
  organizationId: number | null,
  view: AdjustmentView,
  state: AdjustmentState | '',
  cursor: string | null,
) {
  return useSWR(
    organizationId ? [...attendanceKeyPrefix(organizationId), 'adjustments', view, state, cursor] : null,
    ([, id, , , v, s, c]) =>
      api.get<AdjustmentPage>(
        `/attendance/adjustments?organization_id=${id}&view=${v}${s ? `&state=${s}` : ''}${
          c ? `&cursor=${encodeURIComponent(c)}` : ''
        }`,
      ),
    { keepPreviousData: true },
  );
}

export function useRequestAdjustment(organizationId: number | null) {
  const revalidate = useRevalidateAttendance(organizationId);
  return useSWRMutation(
    [...attendanceKeyPrefix(organizationId), 'adjustment-request'],
    (_key, { arg }: { arg: AdjustmentInput }) => api.post<AttendanceAdjustment>('/attendance/adjustments', arg),
    { onSuccess: () => void revalidate() },
  );
}

export function useDecideAdjustment(organizationId: number | null) {
  const revalidate = useRevalidateAttendance(organizationId);
  return useSWRMutation(
    [...attendanceKeyPrefix(organizationId), 'adjustment-decision'],
    (_key, { arg }: { arg: { id: number; decision: 'approve' | 'decline'; comment: string } }) =>
      api.patch<AttendanceAdjustment>(`/attendance/adjustments/${arg.id}/${arg.decision}`, {
        ...(arg.comment.trim() ? { comment: arg.comment } : {}),
      }),
    { onSuccess: () => void revalidate() },
  );
}
