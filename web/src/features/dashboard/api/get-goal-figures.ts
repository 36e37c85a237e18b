import type { GoalTracking } from '@wattle/shared/goal-constants';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** Under the organization's goal keys, so a goal saved on the Goals screen reloads the figures. */
export function useGoalFigures(organizationId: number | null) {
  return useSWR(organizationId ? ['organizations', organizationId, 'goals', 'tracking'] : null, ([, id]) =>
    api.get<GoalTracking>(`/performance/goals/tracking?organization_id=${id}`),
  );
}
