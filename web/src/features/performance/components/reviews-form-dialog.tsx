import { REVIEW_RELATIONSHIP_LABELS } from '@wattle/shared/reviews';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { type ReviewForm, useReviewActions, useReviewForm } from '../api/reviews';
import { ReviewGoalEvidence } from './reviews-goal-evidence';

/**
 * A reviewer's form: the reviewee's goals as evidence, then each question (a rating scale with its
 * descriptions, or text), save and submit.
 */
export function ReviewFormDialog({
  organizationId,
  reviewId,
  onClose,
}: {
  organizationId: number | null;
  reviewId: number | null;
  onClose: () => void;
}) {
  const { data, error } = useReviewForm(organizationId, reviewId);
  const form = data;
  return (
    <FormDialog
      open={reviewId}
      onClose={onClose}
      title={form ? `${REVIEW_RELATIONSHIP_LABELS[form.relationship]}: ${form.reviewee_name}` : 'Review'}
      className="sm:max-w-2xl"
    >
      {error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : form ? (
        <Answers key={form.version} organizationId={organizationId} form={form} onClose={onClose} />
      ) : (
        <p>Loading the review...</p>
      )}
    </FormDialog>
  );
}

function Answers({
  organizationId,
  form,
  onClose,
}: {
  organizationId: number | null;
  form: ReviewForm;
  onClose: () => void;
}) {
  const actions = useReviewActions(organizationId);
  const [answers, setAnswers] = useState(form.answers);
  const [note, setNote] = useState(form.private_note ?? '');
  const [busy, setBusy] = useState(false);
  const readOnly = form.status !== 'open';
  const set = (questionId: number, change: { rating?: number; text?: string }) =>
    setAnswers((current) => [
      ...current.filter((answer) => answer.question_id !== questionId),
      { ...current.find((answer) => answer.question_id === questionId), question_id: questionId, ...change },
    ]);
  const run = async (submit: boolean) => {
    setBusy(true);
    try {
      const saved = await actions.save(form, answers, form.relationship === 'manager' ? note : undefined);
      if (submit) await actions.submit(saved.id);
      notify.success(submit ? 'Review submitted.' : 'Review saved.');
      if (submit) onClose();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void run(true);
      }}
    >
      <ReviewGoalEvidence
        organizationId={organizationId}
        employeeId={form.reviewee_employee_id}
        name={form.reviewee_name}
      />
      {(form.questions ?? []).map((question) => {
        const answer = answers.find((item) => item.question_id === question.question_id);
        return (
          <fieldset key={question.question_id} className="space-y-2">
            <legend className="font-medium text-slate-900 text-sm">{question.text}</legend>
            {question.kind === 'text' ? (
              <textarea
                aria-label={question.text}
                className="w-full rounded-md border border-slate-300 p-2 text-sm"
                rows={3}
                disabled={readOnly}
                value={answer?.text ?? ''}
                onChange={(event) => set(question.question_id, { text: event.target.value })}
              />
            ) : (
              <div className="grid gap-2 sm:grid-cols-3">
                {(question.scale ?? []).map((point) => (
                  <label key={point.value} className="flex gap-2 rounded-md border border-slate-200 p-2 text-sm">
                    <input
                      type="radio"
                      name={`question-${question.question_id}`}
                      disabled={readOnly}
                      checked={answer?.rating === point.value}
                      onChange={() => set(question.question_id, { rating: point.value })}
                    />
                    <span>
                      <span className="font-medium">{point.label}</span>
                      {point.description ? <span className="block text-slate-600">{point.description}</span> : null}
                    </span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
      {form.relationship === 'manager' ? (
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Private note (never shown to the employee)</span>
          <textarea
            className="w-full rounded-md border border-slate-300 p-2"
            rows={2}
            disabled={readOnly}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      ) : null}
      {readOnly ? (
        <p className="text-slate-600 text-sm">Submitted.</p>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={() => void run(false)}>
            Save draft
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Submit review'}
          </Button>
        </div>
      )}
    </form>
  );
}
