import type { AggregateAnswer, CycleStatus, ReviewRelationship, ReviewStage } from '@wattle/shared/reviews';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

/** A question of a cycle's template. */
export interface ReviewQuestion {
  question_id: number;
  kind: 'rating' | 'text' | 'competency';
  text: string;
  competency?: string;
  scale?: { value: number; label: string; description?: string }[];
}

export interface ReviewCycle {
  id: number;
  name: string;
  status: CycleStatus;
  questions: ReviewQuestion[];
  stages: { stage: ReviewStage; due_date: string }[];
  max_peers: number;
  peer_threshold: number;
  reviewee_count: number;
  launched_at: string | null;
  shared_at: string | null;
  version: number;
}

export interface ReviewForm {
  id: number;
  cycle_id: number;
  reviewee_employee_id: number;
  reviewee_name: string;
  reviewer_name: string;
  relationship: ReviewRelationship;
  status: 'open' | 'submitted';
  answers: { question_id: number; rating?: number; text?: string }[];
  private_note?: string | null;
  submitted_at: string | null;
  version: number;
  questions?: ReviewQuestion[];
}

export interface SharedReview {
  subject: { employee_id: number; employee_name: string; acknowledged_at: string | null } | null;
  questions: ReviewQuestion[];
  shared: boolean;
  threshold: number;
  reviews: ReviewForm[];
  peer: { answered: number; answers: AggregateAnswer[] } | null;
  upward: { answered: number; answers: AggregateAnswer[] } | null;
}

export interface CycleProgress {
  data: {
    employee_id: number;
    employee_name: string;
    forms_total: number;
    forms_submitted: number;
    acknowledged_at: string | null;
  }[];
  teams: { manager_employee_id: number | null; forms_total: number; forms_submitted: number }[];
}

const key = (organizationId: number | null, ...rest: (string | number | null)[]) =>
  organizationId ? (['organizations', organizationId, 'reviews', ...rest] as const) : null;

export function useCycles(organizationId: number | null) {
  return useSWR(key(organizationId, 'cycles'), () =>
    api.get<{ data: ReviewCycle[] }>(`/performance/cycles?organization_id=${organizationId}`),
  );
}

export function useMyForms(organizationId: number | null) {
  return useSWR(key(organizationId, 'mine'), () =>
    api.get<{ data: ReviewForm[] }>(`/performance/reviews?organization_id=${organizationId}`),
  );
}

export function useReviewForm(organizationId: number | null, reviewId: number | null) {
  return useSWR(reviewId ? key(organizationId, 'form', reviewId) : null, () =>
    api.get<{ data: ReviewForm }>(`/performance/reviews/${reviewId}`),
  );
}

export function useSharedReview(organizationId: number | null, cycleId: number | null, employeeId: number | null) {
  return useSWR(cycleId && employeeId ? key(organizationId, 'shared', cycleId, employeeId) : null, () =>
    api.get<{ data: SharedReview }>(
      `/performance/reviews?organization_id=${organizationId}&cycle_id=${cycleId}&reviewee_id=${employeeId}`,
    ),
  );
}

export function useCycleProgress(organizationId: number | null, cycleId: number | null) {
  return useSWR(cycleId ? key(organizationId, 'progress', cycleId) : null, () =>
    api.get<CycleProgress>(`/performance/cycles/${cycleId}/progress`),
  );
}

/** The review actions; each reloads every review read of the organization. */
export function useReviewActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate((cached) => Array.isArray(cached) && cached[1] === organizationId && cached[2] === 'reviews', undefined, {
        revalidate: true,
      }),
    [mutate, organizationId],
  );
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await reload();
      return result;
    };
  return {
    launch: after((cycleId: number) => api.post(`/performance/cycles/${cycleId}/launch`)),
    share: after((cycleId: number) => api.post(`/performance/cycles/${cycleId}/share`)),
    save: after((form: ReviewForm, answers: ReviewForm['answers'], privateNote?: string) =>
      api.put<{ data: ReviewForm }>(`/performance/reviews/${form.id}`, {
        answers,
        version: form.version,
        ...(privateNote !== undefined ? { private_note: privateNote } : {}),
      }),
    ),
    submit: after((reviewId: number) => api.post(`/performance/reviews/${reviewId}/submit`)),
    acknowledge: after((cycleId: number) => api.post(`/performance/cycles/${cycleId}/acknowledge`, {})),
  };
}
