import type { LeaveRequest } from '@wattle/shared/leave-request-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { decideLeaveRequest, useRevalidateLeave } from '../api/leave-requests';

export type Decision = 'approve' | 'decline';

export const datesText = (request: Pick<LeaveRequest, 'start_date' | 'end_date'>) =>
  request.start_date === request.end_date
    ? formatDate(request.start_date, 'medium')
    : `${formatDate(request.start_date, 'medium')} to ${formatDate(request.end_date, 'medium')}`;

/** Approve or decline a pending request, with an optional comment the employee reads. */
export function LeaveDecisionDialog({
  organizationId,
  request,
  decision,
  onClose,
}: {
  organizationId: number;
  request: LeaveRequest | null;
  decision: Decision;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={request}
      onClose={onClose}
      title={decision === 'approve' ? 'Approve Leave' : 'Decline Leave'}
      description={(request) =>
        `${request.employee_name}: ${request.leave_type_name}, ${datesText(request)} (${request.hours} hours).`
      }
    >
      {(request) => (
        <DecisionForm organizationId={organizationId} request={request} decision={decision} onDone={onClose} />
      )}
    </FormDialog>
  );
}

function DecisionForm({
  organizationId,
  request,
  decision,
  onDone,
}: {
  organizationId: number;
  request: LeaveRequest;
  decision: Decision;
  onDone: () => void;
}) {
  const revalidate = useRevalidateLeave(organizationId);
  const approving = decision === 'approve';
  const form = useForm({ defaultValues: { comment: '' } });
  return (
    <DialogForm
      form={form}
      dirty={form.watch('comment').trim() !== ''}
      submitLabel={approving ? 'Approve' : 'Decline'}
      pendingLabel={approving ? 'Approving...' : 'Declining...'}
      submitVariant={approving ? 'primary' : 'danger'}
      onSubmit={async ({ comment }) => {
        try {
          await decideLeaveRequest(request, decision, comment.trim() || null);
        } catch (error) {
          void revalidate();
          throw error;
        }
        notify.success(`${request.employee_name}'s leave ${approving ? 'approved' : 'declined'}.`);
        void revalidate();
        onDone();
      }}
    >
      {request.reason ? <p className="text-sm text-slate-600">Reason: {request.reason}</p> : null}
      <Field label="Comment" hint="The employee reads it with the decision.">
        {(control) => <Textarea {...control} {...form.register('comment')} rows={3} />}
      </Field>
    </DialogForm>
  );
}
