import type { Page } from '@wattle/shared/api';
import type { CreateGoalInput, Goal, GoalCheckIn, GoalCheckInInput, GoalTracking } from '@wattle/shared/goals';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Every cached goal read of an organization starts with this; each change reloads them. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'goals'] as const;

/** `GET /performance/goals`: every goal the caller may see (`parentId` set: one level of the tree, 0 the top). */
export function useGoals(organizationId: number | null, parentId: number | null = null, cursor: string | null = null) {
  return useSWR(
    organizationId ? [...prefix(organizationId), 'list', parentId, cursor] : null,
    ([, id, , , parent, page]) => {
      const search = new URLSearchParams({ organization_id: String(id), per_page: '100' });
      if (parent !== null) search.set('parent_id', String(parent));
      if (page) search.set('cursor', String(page));
      return api.get<Page<Goal>>(`/performance/goals?${search}`);
    },
    { keepPreviousData: true },
  );
}

/** `GET /performance/goals?employee_id=`: one person's goals, those the caller may see (a review's evidence). */
export function useEmployeeGoals(organizationId: number | null, employeeId: number | null) {
  return useSWR(
    organizationId && employeeId ? [...prefix(organizationId), 'owner', employeeId] : null,
    ([, id, , , owner]) =>
      api.get<Page<Goal>>(`/performance/goals?organization_id=${id}&employee_id=${owner}&per_page=100`),
  );
}

/** `GET /performance/goals/tracking`: progress by department and team, at-risk goals first. */
export function useGoalTracking(organizationId: number | null) {
  return useSWR(organizationId ? [...prefix(organizationId), 'tracking'] : null, ([, id]) =>
    api.get<GoalTracking>(`/performance/goals/tracking?organization_id=${id}`),
  );
}

/** `GET /performance/goals/{id}/check-ins`: a goal's history, oldest first. */
export function useGoalCheckIns(organizationId: number | null, goalId: number | null) {
  return useSWR(organizationId && goalId ? [...prefix(organizationId), 'check-ins', goalId] : null, ([, , , , id]) =>
    api.get<GoalCheckIn[]>(`/performance/goals/${id}/check-ins`),
  );
}

export type GoalChange = Omit<CreateGoalInput, 'organization_id'> & { status?: Goal['status']; version?: number };

/** Setting, changing, approving, removing and checking in on goals; afterwards every goal read is reloaded. */
export function useGoalActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate(
        (key) => Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'goals',
        undefined,
        { revalidate: true },
      ),
    [organizationId, mutate],
  );
  const after = useCallback(
    async <T>(promise: Promise<T>) => {
      const result = await promise;
      await reload();
      return result;
    },
    [reload],
  );
  return {
    create: (input: GoalChange) =>
      after(api.post<Goal>('/performance/goals', { organization_id: organizationId, ...input })),
    update: (goal: Goal, input: GoalChange) =>
      after(api.put<Goal>(`/performance/goals/${goal.id}`, { ...input, version: goal.version })),
    remove: (goal: Goal) => after(api.delete(`/performance/goals/${goal.id}?version=${goal.version}`)),
    checkIn: (goal: Goal, input: Omit<GoalCheckInInput, 'version'>) =>
      after(
        api.post<{ goal: Goal; check_in: GoalCheckIn }>(`/performance/goals/${goal.id}/check-ins`, {
          ...input,
          version: goal.version,
        }),
      ),
  };
}

/** What an approval sends: the goal as it is, made active. */
export function goalAsInput(goal: Goal): GoalChange {
  return {
    title: goal.title,
    description: goal.description,
    level: goal.level,
    kind: goal.kind,
    employee_id: goal.owner_employee_id,
    department_id: goal.department_id,
    parent_id: goal.parent_id,
    visibility: goal.visibility,
    start_date: goal.start_date,
    due_date: goal.due_date,
    key_results: goal.key_results.map((result) => ({
      id: result.id,
      title: result.title,
      kind: result.kind,
      start: result.start,
      target: result.target,
      unit: result.unit,
      weight: result.weight,
    })),
  };
}
