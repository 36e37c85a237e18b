import type { RosterView, Shift } from '@wattle/shared/roster-constants';
import type { ShiftValues } from '@wattle/shared/rostering';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export type {
  OtherDepartmentShift,
  RosterCheck,
  RosterLeaveDay,
  RosterPerson,
  RosterView,
  Shift,
  ShiftCost,
} from '@wattle/shared/roster-constants';

/**
 * What the screen sends for a shift (`POST /shifts` adds the organization, `PUT` the version);
 * `confirm_leave` puts it on the person's approved leave anyway (the user confirmed it).
 */
export type ShiftInput = ShiftValues;

/** Every cached roster read of an organization starts with this; a change reloads them all. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'rosters'] as const;
const isRosterKey = (key: unknown, organizationId: number | null) =>
  Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'rosters';

export const rosterPath = (organizationId: number, departmentId: number, from: string, to: string) =>
  `/rosters?${new URLSearchParams({
    organization_id: String(organizationId),
    department_id: String(departmentId),
    from,
    to,
  })}`;

/** `GET /rosters`: the department's shifts, people, leave, checks and costs of the range. */
export function useRoster(organizationId: number | null, departmentId: number | null, from: string, to: string) {
  return useSWR(
    organizationId && departmentId ? [...prefix(organizationId), departmentId, from, to] : null,
    ([, id, , department, start, end]) => api.get<RosterView>(rosterPath(id as number, department, start, end)),
    { keepPreviousData: true },
  );
}

/** The calls that change shifts; each reloads every roster read of the organization after. */
export function useShiftActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate((key) => isRosterKey(key, organizationId)), [mutate, organizationId]);
  const after = useCallback(
    async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } finally {
        void reload();
      }
    },
    [reload],
  );
  /** A create that leaves the reload to the caller (many at once: copy last week). */
  const createQuietly = (input: ShiftInput) =>
    api.post<Shift>('/shifts', { organization_id: organizationId, ...input });
  return {
    reload,
    createQuietly,
    create: (input: ShiftInput) => after(createQuietly(input)),
    update: (shiftId: number, input: ShiftInput, version: number) =>
      after(api.put<Shift>(`/shifts/${shiftId}`, { ...input, version })),
    /** An update that leaves the reload to the caller (a drop reads its roster again for the cost's change). */
    updateQuietly: (shiftId: number, input: ShiftInput, version: number) =>
      api.put<Shift>(`/shifts/${shiftId}`, { ...input, version }),
    remove: (shiftId: number, version: number) => after(api.delete(`/shifts/${shiftId}?version=${version}`)),
    /** Another range's roster, read once (copy last week). */
    read: (departmentId: number, from: string, to: string) =>
      api.get<RosterView>(rosterPath(organizationId as number, departmentId, from, to)),
  };
}
