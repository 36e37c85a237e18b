import { type AggregateAnswer, MIN_PEER_THRESHOLD } from '@wattle/shared/reviews';
import { organizationAccess } from '../access/permissions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { fieldsOf } from '../item-fields.ts';
import { reachFor, readsEveryForm } from './review-access.ts';
import type { ReviewCycleItem, ReviewItem, ReviewSubjectItem } from './review-entities.ts';

/**
 * What a reader may see of a cycle's forms (issue 29 §2; docs/performance-management.md, Reviews):
 * - a reviewer sees their own form in full (with their private note), at any time;
 * - HR (performance view over the whole organization) sees every form in full;
 * - once the cycle is shared, the reviewee and the managers who reach them see the self and manager
 *   forms WITHOUT the manager's private note, and the peer and upward answers only as an aggregate
 *   (average rating per question, no text, no names) when at least the cycle's threshold (never
 *   below 3) answered; below it, nothing of them;
 * - nobody else sees anything (404).
 */
export type FormView = 'full' | 'shared' | null;

const ANONYMOUS: ReadonlySet<ReviewItem['relationship']> = new Set(['peer', 'upward']);

/** Whether the caller reaches the reviewee for reading (their own record, or in their view scope). */
export function readsReviewee(revieweeId: number, directory: readonly DirectoryEntry[]): boolean {
  if (organizationAccess().employeeId === revieweeId) return true;
  const reach = reachFor('view', directory);
  return !reach || reach.has(revieweeId);
}

export function viewOf(form: ReviewItem, cycle: ReviewCycleItem, readsIt: boolean): FormView {
  if (form.reviewer_employee_id === organizationAccess().employeeId) return 'full';
  if (readsEveryForm()) return 'full';
  return readsIt ? revieweeView(form, cycle) : null;
}

/** What the reviewee sees of a form: once shared, a submitted self or manager form without the private note. */
export function revieweeView(form: ReviewItem, cycle: ReviewCycleItem): FormView {
  return cycle.status === 'shared' && !ANONYMOUS.has(form.relationship) && form.status === 'submitted'
    ? 'shared'
    : null;
}

/**
 * A reviewee's review as one reader sees it (`view` decides each form): the screen's shared review
 * (GET /performance/reviews with a reviewee) and its PDF both answer this. The calibrated rating
 * shows once the cycle is shared (and to HR, who read every form, before).
 */
export function revieweeReview(
  cycle: ReviewCycleItem,
  subject: ReviewSubjectItem,
  forms: readonly ReviewItem[],
  view: (form: ReviewItem) => FormView,
  everything: boolean,
) {
  const reviews = forms.flatMap((form) => {
    const seen = view(form);
    return seen ? [toReview(form, seen)] : [];
  });
  const aggregates = cycle.status === 'shared' || everything;
  return {
    subject: {
      ...fieldsOf(subject, 'employee_id', 'employee_name', 'peers'),
      acknowledged_at: subject.acknowledged_at ?? null,
      acknowledgement_comment: subject.acknowledgement_comment ?? null,
      calibrated_rating: aggregates ? (subject.calibrated_rating ?? null) : null,
    },
    cycle_name: cycle.name,
    questions: cycle.questions,
    shared: cycle.status === 'shared',
    threshold: thresholdOf(cycle),
    reviews,
    peer: aggregates ? aggregateOf(cycle, forms, 'peer') : null,
    upward: aggregates ? aggregateOf(cycle, forms, 'upward') : null,
  };
}
export type RevieweeReview = ReturnType<typeof revieweeReview>;

export function toReview(form: ReviewItem, view: Exclude<FormView, null>) {
  return {
    id: form.review_id,
    ...fieldsOf(form, 'cycle_id', 'reviewee_employee_id', 'reviewee_name'),
    // An anonymous form shows its reviewer only to the reviewer and HR (both 'full').
    reviewer_employee_id: form.reviewer_employee_id,
    ...fieldsOf(form, 'reviewer_name', 'relationship', 'status', 'answers'),
    ...(view === 'full' && form.relationship === 'manager' ? { private_note: form.private_note ?? null } : {}),
    submitted_at: form.submitted_at ?? null,
    version: form.version,
  };
}
export type ReviewView = ReturnType<typeof toReview>;

/** The threshold a cycle applies: its setting, never below MIN_PEER_THRESHOLD. */
export const thresholdOf = (cycle: Pick<ReviewCycleItem, 'peer_threshold'>) =>
  Math.max(MIN_PEER_THRESHOLD, cycle.peer_threshold);

/**
 * The anonymous answers of one relationship (peer or upward) as the reviewee may see them: null
 * unless at least the threshold submitted; then the average rating of each rated question only.
 */
export function aggregateOf(
  cycle: ReviewCycleItem,
  forms: readonly ReviewItem[],
  relationship: 'peer' | 'upward',
): { answered: number; answers: AggregateAnswer[] } | null {
  const submitted = forms.filter((form) => form.relationship === relationship && form.status === 'submitted');
  if (submitted.length < thresholdOf(cycle)) return null;
  const answers = cycle.questions
    .filter((question) => question.kind !== 'text')
    .map((question) => {
      const ratings = submitted.flatMap((form) => {
        const rating = form.answers.find((item) => item.question_id === question.question_id)?.rating;
        return rating === undefined ? [] : [rating];
      });
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      return {
        question_id: question.question_id,
        average: ratings.length > 0 ? Math.round((sum / ratings.length) * 100) / 100 : null,
        count: ratings.length,
      };
    });
  return { answered: submitted.length, answers };
}
