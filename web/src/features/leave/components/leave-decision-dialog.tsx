import type { LeaveRequest } from '@wattle/shared/leave-request-constants';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
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
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request ? (
        <DecisionForm organizationId={organizationId} request={request} decision={decision} onDone={onClose} />
      ) : null}
    </Dialog>
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
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidate = useRevalidateLeave(organizationId);
  const approving = decision === 'approve';
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await decideLeaveRequest(request, decision, comment.trim() || null);
      notify.success(`${request.employee_name}'s leave ${approving ? 'approved' : 'declined'}.`);
      void revalidate();
      onDone();
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught));
      void revalidate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogContent
      title={approving ? 'Approve Leave' : 'Decline Leave'}
      description={`${request.employee_name}: ${request.leave_type_name}, ${datesText(request)} (${request.hours} hours).`}
      dirty={comment.trim() !== ''}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        {request.reason ? <p className="text-sm text-slate-600">Reason: {request.reason}</p> : null}
        <Field label="Comment" hint="The employee reads it with the decision.">
          {(control) => (
            <Textarea {...control} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
          )}
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant={approving ? 'primary' : 'danger'} disabled={busy}>
            {busy ? (approving ? 'Approving...' : 'Declining...') : approving ? 'Approve' : 'Decline'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
