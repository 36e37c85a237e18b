import { PERFORMANCE_RATING_LABELS } from '@wattle/shared/review-calibration';
import { REVIEW_RELATIONSHIP_LABELS, ratingText, reviewListQuery } from '@wattle/shared/reviews';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { renderPdf } from '../payroll/payslip-pdf.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { readsEveryForm } from './review-access.ts';
import { locatedCycle } from './review-cycles.ts';
import { revieweeForms } from './review-forms.ts';
import { type RevieweeReview, readsReviewee, revieweeReview, revieweeView } from './review-views.ts';

/**
 * The shared review as a PDF (issue 29 §2): exactly what the reviewee sees on the Reviews screen's
 * shared review, whoever downloads it — the self and manager answers without the manager's private
 * note, peer and upward answers only as averages when at least the threshold answered, the
 * calibrated rating. The same view code decides it (review-views.ts `revieweeView`), and the
 * payslip's PDF library renders it (pdfmake, `renderPdf`).
 */

function aggregate(label: string, summary: RevieweeReview['peer'], review: RevieweeReview): Content[] {
  const text = (id: number) => review.questions.find((question) => question.question_id === id)?.text ?? '';
  return [
    { text: label, style: 'section' },
    summary
      ? {
          ul: [
            `${summary.answered} answered; averages only, no names.`,
            ...summary.answers.map(
              (answer) => `${text(answer.question_id)}: average ${answer.average ?? '–'} (${answer.count} ratings)`,
            ),
          ],
        }
      : { text: `Shown only as a summary when at least ${review.threshold} people answered.`, color: '#475569' },
  ];
}

/** The pdfmake document of a shared review (pure: tests read it without rendering). */
export function reviewDocument(review: RevieweeReview, employerName: string): TDocumentDefinitions {
  const questionOf = (id: number) => review.questions.find((question) => question.question_id === id);
  const calibrated = review.subject.calibrated_rating;
  const content: Content[] = [
    { text: `Review: ${review.cycle_name}`, style: 'title' },
    { text: `${review.subject.employee_name} · ${employerName}`, margin: [0, 0, 0, 8] },
    ...(calibrated !== null
      ? [{ text: `Calibrated rating: ${calibrated} – ${PERFORMANCE_RATING_LABELS[calibrated] ?? ''}`, bold: true }]
      : []),
    ...(review.reviews.length === 0 ? [{ text: 'No review was submitted for you.' }] : []),
    ...review.reviews.flatMap((form): Content[] => [
      { text: REVIEW_RELATIONSHIP_LABELS[form.relationship], style: 'section' },
      ...form.answers.flatMap((answer): Content[] => [
        { text: questionOf(answer.question_id)?.text ?? '', color: '#475569', margin: [0, 4, 0, 0] },
        { text: answer.text ?? ratingText(questionOf(answer.question_id), answer.rating) },
      ]),
    ]),
    ...aggregate('Peer feedback', review.peer, review),
    ...(review.upward ? aggregate('Upward feedback', review.upward, review) : []),
    {
      text: review.subject.acknowledged_at
        ? `Acknowledged on ${review.subject.acknowledged_at.slice(0, 10)}.`
        : 'Not acknowledged yet.',
      margin: [0, 12, 0, 0],
    },
  ];
  return {
    info: { title: `Review ${review.cycle_name} – ${review.subject.employee_name}` },
    content,
    styles: { title: { fontSize: 16, bold: true }, section: { fontSize: 12, bold: true, margin: [0, 10, 0, 2] } },
    defaultStyle: { fontSize: 10 },
  };
}

/**
 * GET /performance/reviews/pdf?organization_id=&cycle_id=&reviewee_id=: the shared review as the
 * reviewee sees it; read by the reviewee, the managers who reach them and HR, once the cycle is
 * shared (409 before); anyone else 404.
 */
export async function reviewPdf(input: Record<string, string | undefined>) {
  const query = parseInput(reviewListQuery, input);
  if (query.cycle_id === undefined) throw VisibleError.validation({ cycle_id: ['Choose a cycle.'] });
  if (query.reviewee_id === undefined) throw VisibleError.validation({ reviewee_id: ['Choose a reviewee.'] });
  const cycle = await locatedCycle(query.cycle_id);
  if (cycle.organization_id !== query.organization_id) throw VisibleError.notFound('Review cycle');
  const reads = readsEveryForm() || readsReviewee(query.reviewee_id, await readDirectory(query.organization_id));
  if (!reads) throw VisibleError.notFound('Reviewee');
  if (cycle.status !== 'shared') throw VisibleError.conflict('The review is not shared yet.');
  const { subject, forms } = await revieweeForms(cycle, query.reviewee_id);
  // The reviewee's view for every reader: HR's download holds no more than the reviewee's.
  const review = revieweeReview(cycle, subject, forms, (form) => revieweeView(form, cycle), false);
  const bytes = await renderPdf(reviewDocument(review, organizationProfile(cycle.organization_id).name));
  const safeName = subject.employee_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'employee';
  return { bytes, filename: `review-${safeName}-${cycle.cycle_id}.pdf` };
}
