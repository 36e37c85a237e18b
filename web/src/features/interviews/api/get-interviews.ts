import type { Interview } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { interviewsKey } from './keys';

/** Inclusive dates in the organization's timezone; without `to`, every interview from `from` on. */
export interface InterviewRange {
  from: string;
  to?: string;
}

export const interviewRangeKey = (organizationId: number, range: InterviewRange) =>
  [...interviewsKey(organizationId), 'range', range.from, range.to ?? null] as const;

export function getInterviews(organizationId: number, range: InterviewRange): Promise<Interview[]> {
  const query = new URLSearchParams({ organization_id: String(organizationId), from: range.from });
  if (range.to) query.set('to', range.to);
  return api.get<Interview[]>(`/recruitment/interviews?${query}`);
}

/** The interviews of a date range, sorted by start (the calendar's month, or everything from today). */
export function useInterviews(organizationId: number, range: InterviewRange) {
  return useSWR(
    interviewRangeKey(organizationId, range),
    ([, id, , , from, to]) => getInterviews(id, { from, to: to ?? undefined }),
    // The month on screen stays while the next one loads, so the grid does not flash empty.
    { keepPreviousData: true },
  );
}
