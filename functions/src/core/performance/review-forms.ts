import { overallRating } from '@wattle/shared/review-calibration';
import { reviewAnswersInput, reviewListQuery } from '@wattle/shared/reviews';
import { organizationAccess } from '../access/permissions.ts';
import { queryAll } from '../db/query-all.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { requestOrganization } from '../tenancy/index.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { readsEveryForm } from './review-access.ts';
import { locatedCycle, subjectOf } from './review-cycles.ts';
import { type ReviewCycleItem, type ReviewItem, reviewEntity, reviewSubjectEntity } from './review-entities.ts';
import { readsReviewee, revieweeReview, toReview, viewOf } from './review-views.ts';

const WHAT = 'Review';

/** The form the route names, with its cycle (404: another organization's, or one the caller may not see). */
async function locatedForm(reviewId: number): Promise<{ form: ReviewItem; cycle: ReviewCycleItem }> {
  const { organizationId, parentId } = requestOrganization(WHAT, { kind: 'review', id: reviewId }) as {
    organizationId: number;
    parentId?: number;
  };
  const cycle = await locatedCycle(parentId as number);
  const { data: form } = await reviewEntity()
    .get({ organization_id: organizationId, cycle_id: cycle.cycle_id, review_id: reviewId })
    .go({ consistent: true });
  if (!form) throw VisibleError.notFound(WHAT);
  return { form, cycle };
}

/** GET /performance/reviews/{id}: the form as the caller may see it (reviewer, HR, or shared to the reviewee). */
export async function getReview(reviewId: number) {
  const { form, cycle } = await locatedForm(reviewId);
  const readsIt = readsReviewee(form.reviewee_employee_id, await readDirectory(cycle.organization_id));
  const view = viewOf(form, cycle, readsIt);
  if (!view) throw VisibleError.notFound(WHAT);
  return { ...toReview(form, view), questions: cycle.questions, cycle_name: cycle.name };
}

/** The caller's own open form in an active cycle (404 when not theirs: HR reads but never writes). */
async function ownOpenForm(reviewId: number) {
  const located = await locatedForm(reviewId);
  if (located.form.reviewer_employee_id !== organizationAccess().employeeId) {
    if (viewOf(located.form, located.cycle, false)) throw new VisibleError('forbidden', 'Only the reviewer writes it.');
    throw VisibleError.notFound(WHAT);
  }
  if (located.cycle.status !== 'active') throw VisibleError.conflict('The cycle is not open for answers.');
  if (located.form.status !== 'open') throw VisibleError.conflict('This review is already submitted.');
  return located;
}

/** The answers checked against the cycle's questions (ids, scale values). */
function checkedAnswers(
  cycle: ReviewCycleItem,
  answers: { question_id: number; rating?: number; text: string | null }[],
) {
  const questions = new Map(cycle.questions.map((question) => [question.question_id, question]));
  return answers.map((answer, index) => {
    const question = questions.get(answer.question_id);
    if (!question) throw VisibleError.validation({ [`answers.${index}`]: ['No such question in this cycle.'] });
    if (question.kind === 'text')
      return { question_id: answer.question_id, ...(answer.text ? { text: answer.text } : {}) };
    if (answer.rating !== undefined && !(question.scale ?? []).some((point) => point.value === answer.rating))
      throw VisibleError.validation({ [`answers.${index}`]: ['Choose a point of the scale.'] });
    return {
      question_id: answer.question_id,
      ...(answer.rating !== undefined ? { rating: answer.rating } : {}),
      ...(answer.text ? { text: answer.text } : {}),
    };
  });
}

/** PUT /performance/reviews/{id}: the reviewer saves answers (a manager also their private note). */
export async function saveReview(reviewId: number, input: unknown) {
  const data = parseInput(reviewAnswersInput, input);
  const { form, cycle } = await ownOpenForm(reviewId);
  checkVersion(data.version, form.version);
  if (data.private_note && form.relationship !== 'manager')
    throw VisibleError.validation({ private_note: ['Only a manager review has a private note.'] });
  const now = new Date().toISOString();
  const after: ReviewItem = {
    ...form,
    answers: checkedAnswers(cycle, data.answers),
    ...(form.relationship === 'manager' ? { private_note: data.private_note ?? undefined } : {}),
    version: form.version + 1,
    updated_at: now,
  };
  if (!after.private_note) delete after.private_note;
  await reviewEntity()
    .put(after)
    .where(({ version }, { eq }) => eq(version, form.version))
    .go();
  return { ...toReview(after, 'full'), questions: cycle.questions, cycle_name: cycle.name };
}

/** POST /performance/reviews/{id}/submit: every rated question answered; counts on the reviewee's record. */
export async function submitReview(reviewId: number) {
  const { form, cycle } = await ownOpenForm(reviewId);
  const unrated = cycle.questions.filter(
    (question) =>
      question.kind !== 'text' &&
      form.answers.find((answer) => answer.question_id === question.question_id)?.rating === undefined,
  );
  if (unrated.length > 0)
    throw VisibleError.validation({ answers: [`Rate every rated question first (${unrated.length} left).`] });
  const subject = await subjectOf(cycle, form.reviewee_employee_id);
  const now = new Date().toISOString();
  const after: ReviewItem = {
    ...form,
    status: 'submitted',
    submitted_at: now,
    version: form.version + 1,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(
      reviewEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, form.version)),
    ),
    committed(
      reviewSubjectEntity()
        .update({ organization_id: cycle.organization_id, cycle_id: cycle.cycle_id, employee_id: subject.employee_id })
        .add({ forms_submitted: 1 })
        .set({ updated_at: now, ...managerRatingOf(cycle, after) }),
    ),
  ]);
  if (result.canceled) throw VisibleError.conflict('This review was changed by someone else. Reload it and try again.');
  return { ...toReview(after, 'full'), questions: cycle.questions, cycle_name: cycle.name };
}

/** A submitted manager form's overall rating, kept on the reviewee's record for calibration. */
function managerRatingOf(cycle: ReviewCycleItem, form: ReviewItem): { manager_rating?: number } {
  if (form.relationship !== 'manager') return {};
  const rating = overallRating(cycle.questions, form.answers);
  return rating === null ? {} : { manager_rating: rating };
}

/** A reviewee's record in the cycle and every form about them (one Query of the reviewee index). */
export async function revieweeForms(cycle: ReviewCycleItem, revieweeId: number) {
  const subject = await subjectOf(cycle, revieweeId);
  const forms = await queryAll<ReviewItem>(
    reviewEntity()
      .query.byReviewee({
        organization_id: cycle.organization_id,
        reviewee_employee_id: revieweeId,
        cycle_id: cycle.cycle_id,
      })
      .params(),
  );
  return { subject, forms };
}

/**
 * GET /performance/reviews: without `reviewee_id`, the caller's forms to write (one Query of the
 * reviewer index); with `cycle_id` and `reviewee_id`, that reviewee's review as the caller may see
 * it (one Query of the reviewee index): the forms it may read, and the peer and upward aggregates.
 */
export async function listReviews(input: Record<string, string | undefined>) {
  const query = parseInput(reviewListQuery, input);
  const organizationId = query.organization_id;
  if (query.reviewee_id === undefined) {
    const own = organizationAccess().employeeId;
    if (!own) return { data: [] };
    const forms = await queryAll<ReviewItem>(
      reviewEntity()
        .query.byReviewer({ organization_id: organizationId, reviewer_employee_id: own, cycle_id: query.cycle_id })
        .params(),
    );
    return { data: forms.map((form) => toReview(form, 'full')) };
  }
  if (query.cycle_id === undefined) throw VisibleError.validation({ cycle_id: ['Choose a cycle.'] });
  const cycle = await locatedCycle(query.cycle_id);
  if (cycle.organization_id !== organizationId) throw VisibleError.notFound('Review cycle');
  const readsIt = readsReviewee(query.reviewee_id, await readDirectory(organizationId));
  if (!readsIt && !readsEveryForm()) {
    // Someone outside the reach sees only what they wrote about the reviewee.
    const mine = await queryAll<ReviewItem>(
      reviewEntity()
        .query.byReviewer({
          organization_id: organizationId,
          reviewer_employee_id: organizationAccess().employeeId ?? 0,
          cycle_id: cycle.cycle_id,
        })
        .params(),
    );
    const own = mine.filter((form) => form.reviewee_employee_id === query.reviewee_id);
    if (own.length === 0) throw VisibleError.notFound('Reviewee');
    return { data: { subject: null, reviews: own.map((form) => toReview(form, 'full')), peer: null, upward: null } };
  }
  const { subject, forms } = await revieweeForms(cycle, query.reviewee_id);
  return { data: revieweeReview(cycle, subject, forms, (form) => viewOf(form, cycle, readsIt), readsEveryForm()) };
}
