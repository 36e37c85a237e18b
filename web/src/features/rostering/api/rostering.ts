// PROVISIONAL: replaced by shared/src/rostering.ts once i28-api's contract lands.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export interface Shift {
  shift_id: number;
  organization_id: number;
  employee_id: number | null;
  department_id: number;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  role: string | null;
  notes: string | null;
  minutes: number;
  cost_cents: number | null;
  version: number;
}

export interface RosterCheck {
  shift_id: number;
  rule: string;
  clause: string;
  severity: 'warning' | 'block';
  message: string;
}

export interface RosterLeave {
  date: string;
  leave_type: string;
  status: 'approved' | 'pending';
}

export interface RosterPerson {
  employee_id: number;
  name: string;
  contracted_minutes: number | null;
  leave: RosterLeave[];
}

export interface RosterView {
  from: string;
  to: string;
  department_id: number;
  people: RosterPerson[];
  shifts: Shift[];
  checks: RosterCheck[];
  costs: { by_day: Record<string, number>; total_cents: number };
}

export interface ShiftInput {
  employee_id: number | null;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  role?: string | null;
  notes?: string | null;
}

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
export function useShiftActions(organizationId: number | null, departmentId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate((key) => isRosterKey(key, organizationId)), [mutate, organizationId]);
  const after = useCallback(
    async <T>(call: Promise<T>): Promise<T> => {
      const answer = await call;
      void reload();
      return answer;
    },
    [reload],
  );
  return {
    reload,
    create: (input: ShiftInput) =>
      after(api.post<Shift>('/shifts', { organization_id: organizationId, department_id: departmentId, ...input })),
    /** A create that leaves the reload to the caller (many at once: copy last week). */
    createQuietly: (input: ShiftInput) =>
      api.post<Shift>('/shifts', { organization_id: organizationId, department_id: departmentId, ...input }),
    update: (shiftId: number, input: ShiftInput, version: number) =>
      after(api.put<Shift>(`/shifts/${shiftId}`, { ...input, version })),
    remove: (shiftId: number, version: number) => after(api.delete(`/shifts/${shiftId}`, { version })),
    /** Another week's roster, read once (copy last week). */
    read: (from: string, to: string) =>
      api.get<RosterView>(rosterPath(organizationId as number, departmentId as number, from, to)),
  };
}
