import type { AttendanceAdjustment } from '@wattle/shared/attendance-constants';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
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
  const decide = useDecideAdjustment(organizationId);
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setComment('');
    setFailure(null);
    onClose();
  };
  const text = pending ? TEXT[pending.decision] : null;
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      {pending && text ? (
        <DialogContent
          title={text.title}
          description={`${pending.adjustment.employee_name}, ${formatDate(pending.adjustment.date)}`}
          dirty={comment.trim() !== ''}
        >
          <form
            noValidate
            className="grid gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              setFailure(null);
              try {
                await decide.trigger({ id: pending.adjustment.id, decision: pending.decision, comment });
                notify.success(
                  `Correction of ${pending.adjustment.employee_name}'s day ${formatDate(pending.adjustment.date)} ${text.done}.`,
                );
                close();
              } catch (error) {
                setFailure(errorMessage(error));
              }
            }}
          >
            {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-medium text-slate-900">Recorded</dt>
                <dd className="text-slate-700">{describeTimes(pending.adjustment.before)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Corrected to</dt>
                <dd className="text-slate-700">{describeTimes(pending.adjustment.after)}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Reason</dt>
                <dd className="whitespace-pre-line text-slate-700">{pending.adjustment.reason}</dd>
              </div>
            </dl>
            <Field label="Comment (optional)">
              {(control) => (
                <Textarea
                  {...control}
                  value={comment}
                  rows={3}
                  maxLength={500}
                  onChange={(event) => setComment(event.target.value)}
                />
              )}
            </Field>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={decide.isMutating}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={pending.decision === 'decline' ? 'danger' : 'primary'}
                disabled={decide.isMutating}
              >
                {decide.isMutating ? text.busy : text.button}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
