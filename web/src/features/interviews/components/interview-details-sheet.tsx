import { zodResolver } from '@hookform/resolvers/zod';
import { type Interview, type InterviewFeedback, interviewFeedbackInput } from '@wattle/shared/hiring';
import { CalendarPlus, Pencil, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useCancelInterview } from '../api/cancel-interview';
import { downloadInvite } from '../api/download-invite';
import { useInterview } from '../api/get-interview';
import { useRecordFeedback } from '../api/record-feedback';
import { formatLocal, zoneLabel } from './calendar';
import { InterviewStatusBadge, InterviewTypeBadge } from './interview-badges';

/** 1.0, 1.5, ... 5.0 */
export const SCORES = Array.from({ length: 9 }, (_, index) => (1 + index / 2).toFixed(1));

/** 4.25 → '4.3 / 5.0'. */
export function formatScore(score: number): string {
  return `${score.toFixed(1)} / 5.0`;
}

interface InterviewDetailsSheetProps {
  organizationId: number;
  /** The interview to show (as a list holds it); null closes the panel. */
  interview: Interview | null;
  onClose: () => void;
  onEdit: (interview: Interview) => void;
}

export function InterviewDetailsSheet({ organizationId, interview, onClose, onEdit }: InterviewDetailsSheetProps) {
  const { data } = useInterview(organizationId, interview);
  const current = data ?? interview;
  return (
    <Sheet
      open={interview !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {current ? (
        <SheetContent
          title={current.applicant_name}
          description={`${current.interview_type} interview for ${current.job_title}`}
        >
          <InterviewDetails
            key={current.id}
            organizationId={organizationId}
            interview={current}
            onEdit={() => onEdit(current)}
          />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

function InterviewDetails({
  organizationId,
  interview,
  onEdit,
}: {
  organizationId: number;
  interview: Interview;
  onEdit: () => void;
}) {
  const cancel = useCancelInterview(organizationId);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const scheduled = interview.status === 'scheduled';
  const names = interview.interviewers.map((person) => person.name).join(', ');

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadInvite(interview.id);
    } catch (error) {
      console.error(error);
      setDownloadError(errorMessage(error, 'Could not download the invite. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <InterviewStatusBadge status={interview.status} />
        <InterviewTypeBadge type={interview.interview_type} />
      </div>

      <dl className="grid gap-3 text-sm">
        <Detail label="When">
          {formatLocal(interview.local_starts_at, 'long')}
          <span className="block text-xs text-slate-500">
            {interview.duration_minutes} minutes · {zoneLabel(interview.timezone)}
          </span>
        </Detail>
        <Detail label="Job Title">{interview.job_title}</Detail>
        <Detail label="Interviewers">{names}</Detail>
        <Detail label="Location">{interview.location || <NotGiven />}</Detail>
        {interview.notes ? <Detail label="Notes">{interview.notes}</Detail> : null}
      </dl>

      {downloadError ? <ErrorAlert>{downloadError}</ErrorAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()} disabled={downloading}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {downloading ? 'Downloading...' : 'Download invite (.ics)'}
        </Button>
        {scheduled ? (
          <>
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setConfirmCancel(true)}
              className="text-red-700 hover:bg-red-50"
            >
              <XCircle aria-hidden="true" className="size-4" />
              Cancel Interview
            </Button>
          </>
        ) : null}
      </div>

      <FeedbackSection organizationId={organizationId} interview={interview} />

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel interview"
        description={`Cancel the interview with ${interview.applicant_name} on ${formatLocal(
          interview.local_starts_at,
          'long',
        )}?`}
        note="The applicant and the interviewers are e-mailed the cancellation."
        confirmLabel="Cancel Interview"
        busyLabel="Cancelling..."
        onConfirm={async () => {
          await cancel.trigger(interview.id);
          notify.success('Interview cancelled.');
        }}
      />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function NotGiven() {
  return <span className="text-slate-500 italic">Not specified</span>;
}

function FeedbackSection({ organizationId, interview }: { organizationId: number; interview: Interview }) {
  const headingId = useId();
  const byInterviewer = new Map(interview.feedback.map((entry) => [entry.interviewer_user_id, entry]));
  const me = useSession().user?.id;
  const mayEnterForOthers = useCan('recruitment', 'edit');
  // Feedback opens when the interview starts (the API says the same).
  const started = Date.now() >= Date.parse(interview.starts_at);
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Feedback
        </h3>
        <p className="text-sm text-slate-700" data-testid="average-score">
          {interview.average_score === null ? (
            'No feedback yet.'
          ) : (
            <>
              Average score: <span className="font-semibold">{formatScore(interview.average_score)}</span>
              <span className="text-slate-500">
                {' '}
                ({interview.feedback.length} of {interview.interviewers.length})
              </span>
            </>
          )}
        </p>
      </div>
      {interview.status === 'cancelled' ? (
        <p className="mt-2 text-sm text-slate-600">A cancelled interview takes no feedback.</p>
      ) : !started ? (
        <p className="mt-2 text-sm text-slate-600">Feedback can be recorded once the interview has started.</p>
      ) : null}
      <ul className="mt-3 grid gap-3">
        {interview.interviewers.map((person) => (
          <li key={`${person.user_id ?? 'legacy'}-${person.name}`}>
            <InterviewerFeedback
              organizationId={organizationId}
              interview={interview}
              interviewer={person}
              recorded={byInterviewer.get(person.user_id)}
              canEnter={
                started &&
                interview.status !== 'cancelled' &&
                person.user_id !== null &&
                (person.user_id === me || mayEnterForOthers)
              }
              forSomeoneElse={person.user_id !== me}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function InterviewerFeedback({
  organizationId,
  interview,
  interviewer,
  recorded,
  canEnter,
  forSomeoneElse,
}: {
  organizationId: number;
  interview: Interview;
  interviewer: Interview['interviewers'][number];
  recorded: InterviewFeedback | undefined;
  /** The interviewer themself, or a role that may enter it for them, once the interview started. */
  canEnter: boolean;
  forSomeoneElse: boolean;
}) {
  const headingId = useId();
  const name = interviewer.name;
  const record = useRecordFeedback(organizationId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(interviewFeedbackInput),
    defaultValues: {
      interviewer_id: interviewer.user_id ?? 0,
      score: recorded ? recorded.score.toFixed(1) : '',
      notes: recorded?.notes ?? '',
    },
  });
  useDiscardGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await record.trigger({ interviewId: interview.id, input: values });
      setSaved(true);
      reset(getValues()); // saved: nothing left to lose on close
      notify.success(forSomeoneElse ? `Feedback entered for ${name}.` : 'Feedback saved.');
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, ['score', 'notes']));
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="text-sm font-medium text-slate-900">
          {name}
        </h4>
        <p className="text-sm text-slate-600">
          {recorded ? (
            <>
              Score <span className="font-semibold text-slate-900">{formatScore(recorded.score)}</span>
            </>
          ) : (
            'No feedback yet'
          )}
        </p>
      </div>
      {recorded?.notes ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{recorded.notes}</p> : null}
      {recorded?.entered_by ? (
        <p className="mt-1 text-xs text-slate-500">
          Entered for {name} by {recorded.entered_by}
        </p>
      ) : null}
      {!canEnter ? null : (
        <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <Field label="Score" required error={errors.score?.message}>
            {(props) => (
              <Select {...props} {...register('score')}>
                <option value="">Choose a score</option>
                <Options values={SCORES} />
              </Select>
            )}
          </Field>
          {forSomeoneElse ? (
            <p className="text-xs text-slate-600">You are entering this for {name}; it will show who entered it.</p>
          ) : null}
          <Field label="Feedback Notes" error={errors.notes?.message}>
            {(props) => <Textarea {...props} {...register('notes')} rows={2} />}
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="sm" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : recorded ? 'Update Feedback' : 'Save Feedback'}
            </Button>
            {saved ? (
              <p role="status" className="text-sm text-emerald-700">
                Feedback saved.
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
