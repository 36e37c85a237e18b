import type { AttendanceAdjustment } from '@wattle/shared/attendance-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useDecideAdjustment } from '../api/attendance';
import { describeTimes } from './format';

export type Decision = 'approve' | 'decline';

const TEXT: Record<Decision, { title: string; button: string; busy: string; done: string }> = {
  approve: { title: 'Approve correction', button: 'Approve', busy: 'Approving...', done: 'approved' },
  decline: { title: 'Decline correction', button: 'Decline', busy: 'Declining...', done: 'declined' },
};

/** Approve or decline a correction with an optional comment, showing the day before → after. */
export function DecideAdjustmentDialog({
  organizationId,
  pending,
  onClose,
}: {
  organizationId: number;
  pending: { adjustment: AttendanceAdjustment; decision: Decision } | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={pending}
      onClose={onClose}
      title={(pending) => TEXT[pending.decision].title}
      description={(pending) => `${pending.adjustment.employee_name}, ${formatDate(pending.adjustment.date)}`}
    >
      {(pending) => <DecideForm organizationId={organizationId} pending={pending} onDone={onClose} />}
    </FormDialog>
  );
}

function DecideForm({
  organizationId,
  pending: { adjustment, decision },
  onDone,
}: {
  organizationId: number;
  pending: { adjustment: AttendanceAdjustment; decision: Decision };
  onDone: () => void;
}) {
  const decide = useDecideAdjustment(organizationId);
  const form = useForm({ defaultValues: { comment: '' } });
  const text = TEXT[decision];
  return (
    <DialogForm
      form={form}
      dirty={form.watch('comment').trim() !== ''}
      submitLabel={text.button}
      pendingLabel={text.busy}
      submitVariant={decision === 'decline' ? 'danger' : 'primary'}
      onSubmit={async ({ comment }) => {
        await decide.trigger({ id: adjustment.id, decision, comment });
        notify.success(`Correction of ${adjustment.employee_name}'s day ${formatDate(adjustment.date)} ${text.done}.`);
        onDone();
      }}
    >
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium text-slate-900">Recorded</dt>
          <dd className="text-slate-700">{describeTimes(adjustment.before)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Corrected to</dt>
          <dd className="text-slate-700">{describeTimes(adjustment.after)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">Reason</dt>
          <dd className="whitespace-pre-line text-slate-700">{adjustment.reason}</dd>
        </div>
      </dl>
      <Field label="Comment (optional)">
        {(control) => <Textarea {...control} {...form.register('comment')} rows={3} maxLength={500} />}
      </Field>
    </DialogForm>
  );
}
