import type { Page } from '@wattle/shared/api';
import type { AggregateAnswer, CycleStatus, PeerStatus, ReviewRelationship, ReviewStage } from '@wattle/shared/reviews';
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
  /** Reviewees the queue has launched so far. */
  reviewees_launched: number;
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

/** A peer a reviewee nominated, and the manager's decision. */
export interface Nomination {
  employee_id: number;
  name: string;
  status: PeerStatus;
}

export interface SharedReview {
  subject: {
    employee_id: number;
    employee_name: string;
    peers: Nomination[];
    acknowledged_at: string | null;
    /** Once the cycle is shared (HR: before too). */
    calibrated_rating: number | null;
  } | null;
  questions: ReviewQuestion[];
  shared: boolean;
  threshold: number;
  reviews: ReviewForm[];
  peer: { answered: number; answers: AggregateAnswer[] } | null;
  upward: { answered: number; answers: AggregateAnswer[] } | null;
}

/** A reviewee's record in a cycle, as the progress route answers it. */
export interface CycleSubject {
  employee_id: number;
  employee_name: string;
  manager_employee_id: number | null;
  peers: Nomination[];
  forms_total: number;
  forms_submitted: number;
  acknowledged_at: string | null;
  version: number;
}

export interface CycleProgress extends Page<CycleSubject> {
  cycle: ReviewCycle;
  teams: { manager_employee_id: number | null; forms_total: number; forms_submitted: number }[];
}

const key = (organizationId: number | null, ...rest: (string | number | null)[]) =>
  organizationId ? (['organizations', organizationId, 'reviews', ...rest] as const) : null;

/** `GET /performance/cycles`: the organization's cycles, newest first (the first page: 50). */
export function useCycles(organizationId: number | null) {
  return useSWR(key(organizationId, 'cycles'), () =>
    api.get<Page<ReviewCycle>>(`/performance/cycles?organization_id=${organizationId}`),
  );
}

/** `GET /performance/reviews`: the forms the caller writes. */
export function useMyForms(organizationId: number | null) {
  return useSWR(key(organizationId, 'mine'), () =>
    api.get<ReviewForm[]>(`/performance/reviews?organization_id=${organizationId}`),
  );
}

export function useReviewForm(organizationId: number | null, reviewId: number | null) {
  return useSWR(reviewId ? key(organizationId, 'form', reviewId) : null, () =>
    api.get<ReviewForm>(`/performance/reviews/${reviewId}`),
  );
}

/** A reviewee's review as the caller may see it (their own: with their nominations). */
export function useSharedReview(organizationId: number | null, cycleId: number | null, employeeId: number | null) {
  return useSWR(cycleId && employeeId ? key(organizationId, 'shared', cycleId, employeeId) : null, () =>
    api.get<SharedReview>(
      `/performance/reviews?organization_id=${organizationId}&cycle_id=${cycleId}&reviewee_id=${employeeId}`,
    ),
  );
}

/**
 * `GET /performance/cycles/{id}/progress`, a page of 100 reviewees (`cursor`: a later one); reloaded
 * every 2 s while `polling` (a launch in the queue).
 */
export function useCycleProgress(
  organizationId: number | null,
  cycleId: number | null,
  polling = false,
  cursor?: string,
) {
  return useSWR(
    cycleId ? key(organizationId, 'progress', cycleId, cursor ?? null) : null,
    () =>
      api.get<CycleProgress>(
        `/performance/cycles/${cycleId}/progress${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    { refreshInterval: polling ? 2000 : 0, keepPreviousData: true },
  );
}

/** Reloads every review read of the organization (after an action changed them). */
export function useReviewsReload(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () =>
      mutate((cached) => Array.isArray(cached) && cached[1] === organizationId && cached[2] === 'reviews', undefined, {
        revalidate: true,
      }),
    [mutate, organizationId],
  );
  return reload;
}

/** The review actions; each reloads every review read of the organization. */
export function useReviewActions(organizationId: number | null) {
  const reload = useReviewsReload(organizationId);
  const after =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await action(...args);
      await reload();
      return result;
    };
  return {
    create: after((input: unknown) => api.post<ReviewCycle>('/performance/cycles', input)),
    launch: after((cycleId: number) => api.post<ReviewCycle>(`/performance/cycles/${cycleId}/launch`)),
    share: after((cycleId: number) => api.post(`/performance/cycles/${cycleId}/share`)),
    moveDeadlines: after((cycle: ReviewCycle, stages: ReviewCycle['stages']) =>
      api.put<ReviewCycle>(`/performance/cycles/${cycle.id}/deadlines`, { stages, version: cycle.version }),
    ),
    nominate: after((cycleId: number, peerIds: number[]) =>
      api.post(`/performance/cycles/${cycleId}/nominations`, { peer_ids: peerIds }),
    ),
    decide: after((cycleId: number, employeeId: number, decision: { approve?: number[]; decline?: number[] }) =>
      api.post(`/performance/cycles/${cycleId}/nominations/decide`, { employee_id: employeeId, ...decision }),
    ),
    save: after((form: ReviewForm, answers: ReviewForm['answers'], privateNote?: string) =>
      api.put<ReviewForm>(`/performance/reviews/${form.id}`, {
        answers,
        version: form.version,
        ...(privateNote !== undefined ? { private_note: privateNote } : {}),
      }),
    ),
    submit: after((reviewId: number) => api.post(`/performance/reviews/${reviewId}/submit`)),
    acknowledge: after((cycleId: number) => api.post(`/performance/cycles/${cycleId}/acknowledge`, {})),
  };
}
