import type { Colleague, Feedback, OneOnOne, PayChange } from '@wattle/shared/performance-feedback';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** Every cached read of the appraisals screen starts with this; each save reloads them. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'appraisals'] as const;

/** `GET /performance/feedback`: the caller's own feed (or `view=asked`: requests asked of them). */
export function useFeedback(organizationId: number | null, view: 'about' | 'asked') {
  return useSWR(organizationId ? [...prefix(organizationId), 'feedback', view] : null, ([, id, , , which]) =>
    api.get<{ data: Feedback[]; next_cursor: string | null }>(
      `/performance/feedback?organization_id=${id}&view=${which}`,
    ),
  );
}

/**
 * `GET /performance/feedback/people`: everyone of the organization by name and reporting line, to
 * praise, ask, nominate or meet (an employee's directory holds only themselves).
 */
export function useColleagues(organizationId: number | null) {
  return useSWR(organizationId ? [...prefix(organizationId), 'people'] : null, ([, id]) =>
    api.get<Colleague[]>(`/performance/feedback/people?organization_id=${id}`),
  );
}

/** `GET /performance/feedback/praise`: the organization's latest public praise (the dashboard). */
export function useRecentPraise(organizationId: number | null, enabled: boolean) {
  return useSWR(organizationId && enabled ? [...prefix(organizationId), 'praise'] : null, ([, id]) =>
    api.get<{ data: Feedback[] }>(`/performance/feedback/praise?organization_id=${id}`),
  );
}

/**
 * `GET /performance/one-on-ones`: the caller's 1:1s as the report, or (`reportId`) their 1:1s with
 * that direct report. `enabled` false: the caller has no employee record, so no 1:1s.
 */
export function useOneOnOnes(organizationId: number | null, reportId: number | null = null, enabled = true) {
  return useSWR(
    organizationId && enabled ? [...prefix(organizationId), 'one-on-ones', reportId] : null,
    ([, id, , , report]) =>
      api.get<OneOnOne[]>(`/performance/one-on-ones?organization_id=${id}${report ? `&employee_id=${report}` : ''}`),
  );
}

/** `GET /performance/pay-changes` (proposer) or `/approvals` (payroll). */
export function usePayChanges(organizationId: number | null, approvals: boolean, enabled = true) {
  return useSWR(
    organizationId && enabled ? [...prefix(organizationId), 'pay-changes', approvals] : null,
    ([, id, , , payroll]) =>
      api.get<PayChange[]>(`/performance/pay-changes${payroll ? '/approvals' : ''}?organization_id=${id}`),
  );
}

/** Saves of the screen; afterwards its reads reload. */
export function useAppraisalActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate((key) => Array.isArray(key) && key[1] === organizationId && key[2] === 'appraisals', undefined, {
        revalidate: true,
      }),
    [organizationId, mutate],
  );
  const post = useCallback(
    async <T>(path: string, body: Record<string, unknown>) => {
      const answer = await api.post<T>(path, { organization_id: organizationId, ...body });
      await reload();
      return answer;
    },
    [organizationId, reload],
  );
  const decide = useCallback(
    async (change: PayChange, decision: 'approve' | 'decline') => {
      const answer = await api.post<PayChange>(
        `/performance/pay-changes/${change.id}/${decision}?organization_id=${organizationId}`,
        { version: change.version },
      );
      await reload();
      return answer;
    },
    [organizationId, reload],
  );
  /** A 1:1's agenda and note: `PATCH`/`PUT`/`POST` under `/performance/one-on-ones/{id}`. */
  const meeting = useCallback(
    async (method: 'post' | 'patch' | 'put', path: string, body: Record<string, unknown>) => {
      const answer = await api[method]<OneOnOne>(
        `/performance/one-on-ones/${path}?organization_id=${organizationId}`,
        body,
      );
      await reload();
      return answer;
    },
    [organizationId, reload],
  );
  return { post, decide, meeting };
}
