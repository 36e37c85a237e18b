import { PERFORMANCE_RATING_LABELS } from '@wattle/shared/review-calibration';
import { REVIEW_RELATIONSHIP_LABELS, ratingText } from '@wattle/shared/reviews';
import { useEffect, useState } from 'react';
import { DataTable, shownPager } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useColleagues } from '../api/appraisals';
import { type ReviewCycle, type SharedReview, useCycleProgress, useSharedReview } from '../api/reviews';

/** Peer or upward answers as the reviewee may see them: averages per rated question, or why there are none. */
function Aggregate({ label, summary, review }: { label: string; summary: SharedReview['peer']; review: SharedReview }) {
  const text = (id: number) => review.questions.find((question) => question.question_id === id)?.text ?? '';
  return (
    <section aria-label={label}>
      <h3 className="font-medium">{label}</h3>
      {summary ? (
        <ul className="text-sm">
          <li className="text-slate-600">{summary.answered} answered; averages only, no names.</li>
          {summary.answers.map((answer) => (
            <li key={answer.question_id}>
              {text(answer.question_id)}: average {answer.average ?? '–'} ({answer.count} ratings)
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 text-sm">
          Shown only as a summary when at least {review.threshold} people answered.
        </p>
      )}
    </section>
  );
}

/** The reviewee's shared review: self and manager answers, the peer summary (or why there is none), acknowledgement. */
export function SharedReviewCard({
  organizationId,
  cycle,
  employeeId,
  onAcknowledge,
}: {
  organizationId: number | null;
  cycle: ReviewCycle;
  employeeId: number;
  onAcknowledge: () => Promise<void>;
}) {
  const { data, error } = useSharedReview(organizationId, cycle.id, employeeId);
  const [asking, setAsking] = useState(false);
  if (error || !data?.subject) return null;
  const review = data;
  const calibrated = data.subject.calibrated_rating ?? null;
  const questionOf = (id: number) => review.questions.find((question) => question.question_id === id);
  return (
    <Card className="mb-6 space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg">Your review: {cycle.name}</h2>
        {review.shared && organizationId ? (
          <ExportButton
            path={`/performance/reviews/pdf?organization_id=${organizationId}&cycle_id=${cycle.id}&reviewee_id=${employeeId}`}
            fallbackName="review.pdf"
            label="Download PDF"
          />
        ) : null}
      </div>
      {calibrated !== null ? (
        <p className="font-medium text-sm">
          Calibrated rating: {calibrated} – {PERFORMANCE_RATING_LABELS[calibrated]}
        </p>
      ) : null}
      {review.reviews.length === 0 ? <p className="text-slate-600 text-sm">No review was submitted for you.</p> : null}
      {review.reviews.map((form) => (
        <section key={form.id} aria-label={REVIEW_RELATIONSHIP_LABELS[form.relationship]}>
          <h3 className="font-medium">{REVIEW_RELATIONSHIP_LABELS[form.relationship]}</h3>
          <dl className="text-sm">
            {form.answers.map((answer) => (
              <div key={answer.question_id} className="py-1">
                <dt className="text-slate-600">{questionOf(answer.question_id)?.text}</dt>
                <dd className="whitespace-pre-line">
                  {answer.text ?? ratingText(questionOf(answer.question_id), answer.rating)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Aggregate label="Peer feedback" summary={review.peer} review={review} />
      {review.upward ? <Aggregate label="Upward feedback" summary={review.upward} review={review} /> : null}
      {review.subject?.acknowledged_at ? (
        <p className="text-sm">Acknowledged.</p>
      ) : (
        <Button onClick={() => setAsking(true)}>Acknowledge review</Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Acknowledge this review?"
        description="You confirm you have read it. This cannot be undone."
        confirmLabel="Acknowledge"
        busyLabel="Acknowledging..."
        confirmVariant="primary"
        onConfirm={onAcknowledge}
      />
    </Card>
  );
}

/**
 * HR's (or a manager's) completion of a cycle: per reviewee and per team (the reviewee's manager).
 * Right after a launch the queue is still writing the forms: "Launching…" with the reviewees
 * ready so far, reloaded every 2 s until all are.
 */
export function CycleProgressCard({
  organizationId,
  cycle,
  launching,
}: {
  organizationId: number | null;
  cycle: ReviewCycle;
  launching: boolean;
}) {
  const [polling, setPolling] = useState(launching);
  const pages = useCursorPages(String(cycle.id));
  const { data, error, isLoading, isValidating, mutate } = useCycleProgress(
    organizationId,
    cycle.id,
    polling,
    pages.cursor,
  );
  // Everyone by name (an employee's own directory holds only themselves, so their manager would be a number).
  const people = useColleagues(organizationId);
  // The queue's count on the cycle (a page holds at most 100 reviewees).
  const ready = data?.cycle.reviewees_launched ?? 0;
  const stillLaunching = polling && ready < cycle.reviewee_count;
  useEffect(() => {
    if (polling && data && data.cycle.reviewees_launched >= cycle.reviewee_count) setPolling(false);
  }, [polling, data, cycle.reviewee_count]);
  const nameOf = (id: number | null) => {
    if (id === null) return 'No manager';
    const person = people.data?.find((colleague) => colleague.id === id);
    return person ? `${person.first_name} ${person.last_name}'s team` : `Employee ${id}'s team`;
  };
  return (
    <Card className="mb-6 space-y-3 p-4" aria-label={`Progress of ${cycle.name}`} role="region">
      <h2 className="font-semibold text-lg">Progress: {cycle.name}</h2>
      {stillLaunching ? (
        <div role="status" className="space-y-2 text-sm">
          <p>
            Launching… {ready} of {cycle.reviewee_count} reviewees ready.
          </p>
          <ProgressBar
            value={cycle.reviewee_count ? Math.round((ready * 100) / cycle.reviewee_count) : 0}
            label="Launch progress"
          />
        </div>
      ) : null}
      {(data?.teams.length ?? 0) > 0 ? (
        <DataTable
          label="Completion by team"
          rows={data?.teams ?? []}
          rowKey={(row) => row.manager_employee_id ?? 0}
          columns={[
            { header: 'Team', cell: (row) => nameOf(row.manager_employee_id) },
            { header: 'Forms submitted', cell: (row) => `${row.forms_submitted} of ${row.forms_total}` },
          ]}
        />
      ) : null}
      <DataTable
        label="Progress by reviewee"
        rows={data?.data ?? []}
        rowKey={(row) => row.employee_id}
        loading={isLoading}
        loadingText="Loading the progress..."
        error={error}
        onRetry={() => mutate()}
        empty={cycle.status === 'draft' ? 'Not launched yet.' : 'No reviewees you can see yet.'}
        busy={isValidating && !polling}
        pager={shownPager('Reviewee pages', pages, data?.next_cursor, data?.data.length ?? 0, isValidating)}
        columns={[
          { header: 'Employee', cell: (row) => row.employee_name },
          { header: 'Forms submitted', cell: (row) => `${row.forms_submitted} of ${row.forms_total}` },
          { header: 'Acknowledged', cell: (row) => (row.acknowledged_at ? 'Yes' : 'No') },
        ]}
      />
    </Card>
  );
}
