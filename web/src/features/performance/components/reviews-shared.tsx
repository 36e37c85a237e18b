import { REVIEW_RELATIONSHIP_LABELS } from '@wattle/shared/reviews';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type ReviewCycle, useCycleProgress, useSharedReview } from '../api/reviews';

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
  if (error || !data?.data.subject) return null;
  const review = data.data;
  const questionText = (id: number) => review.questions.find((question) => question.question_id === id)?.text ?? '';
  return (
    <Card className="mb-6 space-y-3 p-4">
      <h2 className="font-semibold text-lg">Your review: {cycle.name}</h2>
      {review.reviews.map((form) => (
        <section key={form.id} aria-label={REVIEW_RELATIONSHIP_LABELS[form.relationship]}>
          <h3 className="font-medium">{REVIEW_RELATIONSHIP_LABELS[form.relationship]}</h3>
          <dl className="text-sm">
            {form.answers.map((answer) => (
              <div key={answer.question_id} className="py-1">
                <dt className="text-slate-600">{questionText(answer.question_id)}</dt>
                <dd>{answer.rating ?? answer.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-label="Peer feedback">
        <h3 className="font-medium">Peer feedback</h3>
        {review.peer ? (
          <ul className="text-sm">
            {review.peer.answers.map((answer) => (
              <li key={answer.question_id}>
                {questionText(answer.question_id)}: average {answer.average ?? '–'} of {answer.count}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600 text-sm">
            Peer feedback is shown only as a summary when at least {review.threshold} peers answered.
          </p>
        )}
      </section>
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

/** HR's (or a manager's) completion of a cycle: per reviewee and per team. */
export function CycleProgressCard({ organizationId, cycleId }: { organizationId: number | null; cycleId: number }) {
  const { data, error, isLoading, mutate } = useCycleProgress(organizationId, cycleId);
  return (
    <Card className="mb-6 p-4">
      <h2 className="mb-3 font-semibold text-lg">Progress</h2>
      <DataTable
        label="Progress"
        rows={data?.data ?? []}
        rowKey={(row) => row.employee_id}
        loading={isLoading}
        loadingText="Loading the progress..."
        error={error}
        onRetry={() => mutate()}
        empty="No reviewees launched yet."
        columns={[
          { header: 'Employee', cell: (row) => row.employee_name },
          { header: 'Forms submitted', cell: (row) => `${row.forms_submitted} of ${row.forms_total}` },
          { header: 'Acknowledged', cell: (row) => (row.acknowledged_at ? 'Yes' : 'No') },
        ]}
      />
    </Card>
  );
}
