import { formatLongDate } from '@wattle/shared/calendar';
import { formatAudAmount, formatAudRateText } from '@wattle/shared/money';
import { PAY_CHANGE_STATUS_LABELS, type PayChange } from '@wattle/shared/performance-feedback';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useAppraisalActions, usePayChanges } from '../api/appraisals';
import { PayChangeDialog } from './appraisals-pay-change-dialog';

export const PAY_CHANGES_EMPTY = 'No pay changes are waiting for approval.';
export const PROPOSALS_EMPTY = 'No pay change proposals are waiting. Propose one after a review.';

/**
 * Pay change proposals (issue 29 §3): a manager's own list (no pay figures), or payroll's approval
 * list with the pay in effect and what it becomes; approving applies it as effective-dated pay.
 */
export function AppraisalPayChanges({
  organizationId,
  approver,
  ownEmployeeId = null,
}: {
  organizationId: number;
  approver: boolean;
  /** The proposer's own employee record (a manager proposes for the people under them). */
  ownEmployeeId?: number | null;
}) {
  const { data, error, isLoading, mutate } = usePayChanges(organizationId, approver);
  const { decide } = useAppraisalActions(organizationId);
  const [pending, setPending] = useState<{ change: PayChange; decision: 'approve' | 'decline' } | null>(null);
  const [proposing, setProposing] = useState(false);
  return (
    <Card>
      <CardHeader title={approver ? 'Pay changes to approve' : 'Pay change proposals'}>
        {approver ? null : (
          <Button onClick={() => setProposing(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Propose pay change
          </Button>
        )}
      </CardHeader>
      <DataTable
        label={approver ? 'Pay changes to approve' : 'Pay change proposals'}
        rows={data ?? []}
        rowKey={(row) => row.id}
        loading={isLoading}
        loadingText="Loading pay changes..."
        error={error}
        onRetry={() => mutate()}
        empty={approver ? PAY_CHANGES_EMPTY : PROPOSALS_EMPTY}
        columns={[
          { header: 'Employee', cell: (row) => row.employee_name },
          {
            header: 'Change',
            cell: (row) =>
              `${row.kind === 'increase' ? 'Increase of' : 'New rate'} ${row.basis === 'salary' ? `${formatAudAmount(row.amount)} a year` : `${formatAudRateText(row.amount)} an hour`}`,
          },
          approver && { header: 'Now', cell: (row) => row.current_pay ?? 'No pay on record' },
          approver && { header: 'Becomes', cell: (row) => row.new_pay ?? '—' },
          { header: 'From', cell: (row) => formatLongDate(row.effective_from), className: 'whitespace-nowrap' },
          { header: 'Reason', cell: (row) => row.reason },
          { header: 'Proposed by', cell: (row) => row.proposed_by_name },
          { header: 'Status', cell: (row) => PAY_CHANGE_STATUS_LABELS[row.status] },
          approver &&
            actionsColumn((row: PayChange) => (
              <>
                <RowAction
                  label={`Approve the pay change of ${row.employee_name}`}
                  onClick={() => setPending({ change: row, decision: 'approve' })}
                >
                  Approve
                </RowAction>
                <RowAction
                  label={`Decline the pay change of ${row.employee_name}`}
                  onClick={() => setPending({ change: row, decision: 'decline' })}
                >
                  Decline
                </RowAction>
              </>
            )),
        ]}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === 'approve' ? 'Approve pay change?' : 'Decline pay change?'}
        description={
          pending?.decision === 'approve'
            ? `${pending.change.employee_name}'s pay changes from ${formatLongDate(pending.change.effective_from)}.`
            : 'The proposal is closed without changing pay.'
        }
        confirmLabel={pending?.decision === 'approve' ? 'Approve' : 'Decline'}
        onConfirm={async () => {
          if (!pending) return;
          await decide(pending.change, pending.decision);
          notify.success(pending.decision === 'approve' ? 'Pay change approved and applied.' : 'Pay change declined.');
          setPending(null);
        }}
      />
      {approver ? null : (
        <PayChangeDialog
          organizationId={organizationId}
          open={proposing}
          ownEmployeeId={ownEmployeeId}
          onClose={() => setProposing(false)}
        />
      )}
    </Card>
  );
}
