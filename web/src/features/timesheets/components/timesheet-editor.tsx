import { TIMESHEET_STATUS_LABELS, type Timesheet } from '@wattle/shared/timesheet-constants';
import { Lock, Send } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useTimesheetActions } from '../api/timesheets';
import { adjustmentText, CorrectPeriod } from './correct-period';
import { DayEditor } from './day-editor';
import { ExceptionBadges } from './exception-badges';
import { formatMinutes, STATUS_TONES } from './format';

/** Why a timesheet can no longer change. */
export const lockedText = (payRunId: number) =>
  `Locked: pay run ${payRunId} paid this period and is finalised. A change now is made as an adjustment in a later pay run.`;

/**
 * A timesheet's period as the entry screen shows it: status, the approver's comment when rejected,
 * why it is locked, its exceptions, the days to fill in and Submit for approval.
 */
export function TimesheetEditor({
  organizationId,
  timesheet,
  canEdit,
}: {
  organizationId: number;
  timesheet: Timesheet;
  canEdit: boolean;
}) {
  const actions = useTimesheetActions(organizationId);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const locked = timesheet.locked_by_pay_run_id !== null;
  const editable = canEdit && !locked;
  const submittable = editable && (timesheet.status === 'draft' || timesheet.status === 'rejected');
  const general = timesheet.exceptions.filter(
    (exception) => !timesheet.days.some((day) => day.date === exception.date),
  );

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await actions.submit(timesheet.timesheet_id, timesheet.version);
      notify.success('Timesheet submitted for approval.');
    } catch (failure) {
      setSubmitError(errorMessage(failure, 'The timesheet could not be submitted.'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="space-y-1">
          <p className="text-sm text-slate-600">
            Status <Badge tone={STATUS_TONES[timesheet.status]}>{TIMESHEET_STATUS_LABELS[timesheet.status]}</Badge>
          </p>
          <p className="text-sm text-slate-600">
            Period total{' '}
            <span className="font-semibold tabular-nums text-slate-900" data-testid="period-total">
              {formatMinutes(timesheet.worked_minutes)}
            </span>
          </p>
          {timesheet.decided_by && timesheet.decided_at ? (
            <p className="text-xs text-slate-500">
              {TIMESHEET_STATUS_LABELS[timesheet.status]} by {timesheet.decided_by} on{' '}
              {formatDate(timesheet.decided_at.slice(0, 10), 'medium')}
            </p>
          ) : null}
        </div>
        {submittable ? (
          <Button onClick={() => void submit()} disabled={submitting} aria-busy={submitting} className="h-11 sm:h-10">
            <Send aria-hidden="true" className="size-4" />
            {submitting ? 'Submitting...' : 'Submit for approval'}
          </Button>
        ) : null}
      </div>
      {submitError ? (
        <p role="alert" className="text-sm text-red-600">
          {submitError}
        </p>
      ) : null}
      {timesheet.status === 'rejected' ? (
        <div role="status" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-medium">Rejected{timesheet.decided_by ? ` by ${timesheet.decided_by}` : ''}</p>
          <p className="mt-1 whitespace-pre-line">{timesheet.comment || 'No comment was given.'}</p>
        </div>
      ) : null}
      {locked ? (
        <div
          role="status"
          className="flex gap-2 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex-1 space-y-2">
            <p>{lockedText(timesheet.locked_by_pay_run_id as number)}</p>
            {timesheet.adjusted_by_timesheet_id !== null ? (
              <p>Corrected by adjustment timesheet {timesheet.adjusted_by_timesheet_id}.</p>
            ) : null}
            {canEdit ? <CorrectPeriod organizationId={organizationId} timesheet={timesheet} /> : null}
          </div>
        </div>
      ) : null}
      {timesheet.adjusts_pay_run_id !== null && !locked ? (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          {adjustmentText(timesheet.adjusts_pay_run_id)}
        </p>
      ) : null}
      {timesheet.status === 'approved' && editable ? (
        <p className="text-sm text-slate-600">A change to an approved timesheet sends it back for approval.</p>
      ) : null}
      <ExceptionBadges exceptions={general} label="Exceptions of the period" />
      <div className="space-y-3">
        {timesheet.days.map((day) => (
          <DayEditor
            key={day.date}
            day={day}
            exceptions={timesheet.exceptions.filter((exception) => exception.date === day.date)}
            editable={editable}
            onSave={(entries) => actions.saveDay(timesheet.timesheet_id, day.date, entries, timesheet.version)}
          />
        ))}
      </div>
    </div>
  );
}
