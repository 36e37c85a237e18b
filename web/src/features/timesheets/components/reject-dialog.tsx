import type { TimesheetSummary } from '@wattle/shared/timesheet-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { useTimesheetActions } from '../api/timesheets';
import { periodText } from './format';

export const COMMENT_REQUIRED = 'Say why, so the employee can correct it.';

/** Reject a submitted timesheet with a comment the employee reads on their entry screen. */
export function RejectDialog({
  organizationId,
  timesheet,
  onClose,
}: DialogOnProps<'timesheet', TimesheetSummary | null>) {
  return (
    <FormDialog
      open={timesheet}
      onClose={onClose}
      title="Reject timesheet"
      description={(row) => `${row.employee_name}, ${periodText(row.period_start, row.period_end)}`}
    >
      {(row) => <RejectForm organizationId={organizationId} timesheet={row} onDone={onClose} />}
    </FormDialog>
  );
}

function RejectForm({ organizationId, timesheet, onDone }: FormOnProps<'timesheet', TimesheetSummary>) {
  const actions = useTimesheetActions(organizationId);
  const form = useForm({ defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      fields={['comment']}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
      submitVariant="danger"
      onSubmit={async ({ comment }) => {
        if (!comment.trim()) {
          form.setError('comment', { type: 'validate', message: COMMENT_REQUIRED });
          return;
        }
        await actions.decide(timesheet.timesheet_id, 'reject', timesheet.version, comment);
        notify.success(`${timesheet.employee_name}'s timesheet rejected.`);
        onDone();
      }}
    >
      <TextareaField form={form} name="comment" label="Comment" required rows={3} maxLength={1000} />
    </DialogForm>
  );
}
