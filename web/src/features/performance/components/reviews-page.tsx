import { REVIEW_RELATIONSHIP_LABELS } from '@wattle/shared/reviews';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { type ReviewCycle, type ReviewForm, useCycles, useMyForms, useReviewActions } from '../api/reviews';
import { ReviewFormDialog } from './reviews-form-dialog';
import { CycleProgressCard, SharedReviewCard } from './reviews-shared';

export const MY_REVIEWS_EMPTY = 'You have no reviews to write.';
export const CYCLES_EMPTY = 'No review cycles yet.';

/** Reviews (issue 29 §2): HR's cycles (launch, progress, share), the reviews to write, the shared review. */
export function ReviewsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const isHr = useCan('performance', 'approve', 'organization');
  const cycles = useCycles(organizationId);
  const mine = useMyForms(organizationId);
  const actions = useReviewActions(organizationId);
  const [openForm, setOpenForm] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<{ cycle: ReviewCycle; step: 'launch' | 'share' } | null>(null);
  const [progressOf, setProgressOf] = useState<number | null>(null);
  const cycleRows = cycles.data?.data ?? [];
  const shared = cycleRows.filter((cycle) => cycle.status === 'shared');
  return (
    <>
      <PageHeader title="Reviews" description="Review cycles: peer, self and manager reviews, and sign-off." />
      <Card className="mb-6 p-4">
        <h2 className="mb-3 font-semibold text-lg">Reviews to write</h2>
        <DataTable
          label="Reviews to write"
          rows={mine.data?.data ?? []}
          rowKey={(row) => row.id}
          loading={mine.isLoading}
          loadingText="Loading your reviews..."
          error={mine.error}
          onRetry={() => mine.mutate()}
          empty={MY_REVIEWS_EMPTY}
          columns={[
            { header: 'Employee', cell: (row) => row.reviewee_name },
            { header: 'Review', cell: (row) => REVIEW_RELATIONSHIP_LABELS[row.relationship] },
            { header: 'Status', cell: (row) => (row.status === 'open' ? 'To write' : 'Submitted') },
            actionsColumn<ReviewForm>((row) => (
              <RowAction
                label={`${row.status === 'open' ? 'Write' : 'View'} the review of ${row.reviewee_name}`}
                onClick={() => setOpenForm(row.id)}
              >
                {row.status === 'open' ? 'Write' : 'View'}
              </RowAction>
            )),
          ]}
        />
      </Card>
      {organization?.employee_id
        ? shared.map((cycle) => (
            <SharedReviewCard
              key={cycle.id}
              organizationId={organizationId}
              cycle={cycle}
              employeeId={organization.employee_id as number}
              onAcknowledge={async () => {
                await actions.acknowledge(cycle.id);
                notify.success('Review acknowledged.');
              }}
            />
          ))
        : null}
      <Card className="mb-6 p-4">
        <h2 className="mb-3 font-semibold text-lg">Review cycles</h2>
        <DataTable
          label="Review cycles"
          rows={cycleRows}
          rowKey={(row) => row.id}
          loading={cycles.isLoading}
          loadingText="Loading the cycles..."
          error={cycles.error}
          onRetry={() => cycles.mutate()}
          empty={CYCLES_EMPTY}
          columns={[
            { header: 'Cycle', cell: (row) => row.name },
            { header: 'Status', cell: (row) => row.status },
            { header: 'Reviewees', cell: (row) => row.reviewee_count },
            actionsColumn<ReviewCycle>((row) => (
              <span className="inline-flex gap-2">
                <RowAction label={`Progress of ${row.name}`} onClick={() => setProgressOf(row.id)}>
                  Progress
                </RowAction>
                {isHr && row.status === 'draft' ? (
                  <RowAction label={`Launch ${row.name}`} onClick={() => setConfirm({ cycle: row, step: 'launch' })}>
                    Launch
                  </RowAction>
                ) : null}
                {isHr && row.status === 'active' ? (
                  <RowAction label={`Share ${row.name}`} onClick={() => setConfirm({ cycle: row, step: 'share' })}>
                    Share
                  </RowAction>
                ) : null}
              </span>
            )),
          ]}
        />
      </Card>
      {progressOf ? <CycleProgressCard organizationId={organizationId} cycleId={progressOf} /> : null}
      <ReviewFormDialog organizationId={organizationId} reviewId={openForm} onClose={() => setOpenForm(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => !next && setConfirm(null)}
        title={confirm?.step === 'launch' ? 'Launch this cycle?' : 'Share the reviews?'}
        description={
          confirm?.step === 'launch'
            ? 'Every reviewer gets their forms. This cannot be undone.'
            : 'Each reviewee sees their self and manager reviews and the peer summary. This cannot be undone.'
        }
        confirmLabel={confirm?.step === 'launch' ? 'Launch' : 'Share'}
        busyLabel="Working..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (!confirm) return;
          await (confirm.step === 'launch' ? actions.launch(confirm.cycle.id) : actions.share(confirm.cycle.id));
          notify.success(
            confirm.step === 'launch' ? 'Cycle launched: the forms are being created.' : 'Reviews shared.',
          );
        }}
      />
    </>
  );
}
