import { type Hire, type OnboardingTaskStatus, onboardingProgress, onboardingTaskInput } from '@wattle/shared/hiring';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { hiresKey, withHire } from './get-hires';

export interface SetTaskStatusArg {
  applicantId: number;
  taskId: number;
  status: OnboardingTaskStatus;
}

export function setTaskStatus({ applicantId, taskId, status }: SetTaskStatusArg): Promise<Hire> {
  return api.patch<Hire>(
    `/recruitment/onboarding/hires/${applicantId}/tasks/${taskId}`,
    onboardingTaskInput.parse({ status }),
  );
}

/**
 * The hire as it will be once the task has the new status: progress moves at once. A task done
 * again keeps its first time, as the server does; `today` is the organization's day.
 */
export function withTaskStatus(hire: Hire, taskId: number, status: OnboardingTaskStatus, today: string): Hire {
  if (!hire.onboarding) return hire;
  const tasks = hire.onboarding.tasks.map((task) => {
    if (task.id !== taskId) return task;
    if (status !== 'completed') return { ...task, status, completed_at: null, completed_date: null };
    return task.completed_at
      ? { ...task, status }
      : { ...task, status, completed_at: new Date().toISOString(), completed_date: today };
  });
  return { ...hire, onboarding: { ...hire.onboarding, tasks, progress: onboardingProgress(tasks) } };
}

/**
 * Ticks or unticks a task. The list shows the change at once and keeps the server's copy when it
 * answers; a failure puts the task back and throws.
 */
export function useSetTaskStatus(organizationId: number) {
  const { mutate } = useSWRConfig();
  const today = useOrganizationToday();
  return useCallback(
    (arg: SetTaskStatusArg) =>
      mutate<Hire[], Hire>(hiresKey(organizationId), setTaskStatus(arg), {
        optimisticData: (hires) =>
          (hires ?? []).map((hire) =>
            hire.applicant_id === arg.applicantId ? withTaskStatus(hire, arg.taskId, arg.status, today) : hire,
          ),
        populateCache: (hire, hires) => withHire(hires, hire),
        rollbackOnError: true,
        revalidate: false,
      }),
    [mutate, organizationId, today],
  );
}
