import { formatLongDate } from '@wattle/shared/calendar';
import { REVIEW_RELATIONSHIP_LABELS, REVIEW_STAGE_LABELS } from '@wattle/shared/reviews';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { type ReviewCycle, type ReviewForm, useCycles, useMyForms, useReviewActions } from '../api/reviews';
import { CalibrationCard } from './reviews-calibration';
import { CycleDialog } from './reviews-cycle-dialog';
import { DeadlinesForm } from './reviews-deadlines';
import { ReviewFormDialog } from './reviews-form-dialog';
import { NominatePeersCard, NominationApprovals } from './reviews-nominations';
import { CycleProgressCard, SharedReviewCard } from './reviews-shared';

export const MY_REVIEWS_EMPTY = 'You have no reviews to write.';
export const CYCLES_EMPTY = 'No review cycles yet.';

const STATUS_LABELS: Record<ReviewCycle['status'], string> = {
  draft: 'Draft',
  launching: 'Launching…',
  active: 'Open',
  shared: 'Shared',
};
const nominating = (cycle: ReviewCycle) =>
  cycle.status === 'active' && cycle.stages.some((item) => item.stage === 'nominate');
/** The stages' deadlines, in order: "Self review: 30 June 2027". */
const deadlines = (cycle: ReviewCycle) =>
  cycle.stages.map((item) => `${REVIEW_STAGE_LABELS[item.stage]}: ${formatLongDate(item.due_date)}`).join(', ');

/**
 * Reviews (issue 29 §2): HR creates, launches and shares cycles and follows their progress; a
 * reviewee nominates peers, their manager approves; each reviewer writes their forms; the reviewee
 * reads the shared review and acknowledges it. What each sees is the API's (review-views.ts).
 */
export function ReviewsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const ownEmployeeId = organization?.employee_id ?? null;
  const isHr = useCan('performance', 'approve', 'organization');
  const setsUp = useCan('performance', 'create', 'organization');
  const movesDeadlines = useCan('performance', 'edit', 'organization');
  const approvesPeers = useCan('performance', 'approve');
  const cycles = useCycles(organizationId);
  const mine = useMyForms(organizationId);
  const actions = useReviewActions(organizationId);
  const [creating, setCreating] = useState(false);
  const [openForm, setOpenForm] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<{ cycle: ReviewCycle; step: 'launch' | 'share' } | null>(null);
  const [progressOf, setProgressOf] = useState<{ id: number; launching: boolean } | null>(null);
  const [calibrationOf, setCalibrationOf] = useState<number | null>(null);
  const [deadlinesOf, setDeadlinesOf] = useState<ReviewCycle | null>(null);
  const cycleRows = cycles.data?.data ?? [];
  const shared = cycleRows.filter((cycle) => cycle.status === 'shared');
  const open = cycleRows.filter(nominating);
  const progressCycle = cycleRows.find((cycle) => cycle.id === progressOf?.id);
  const calibrationCycle = cycleRows.find((cycle) => cycle.id === calibrationOf);
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Review cycles: peer, self and manager reviews, and sign-off."
        actions={
          setsUp && organizationId ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New review cycle
            </Button>
          ) : null
        }
      />
      <Card className="mb-6 p-4">
        <h2 className="mb-3 font-semibold text-lg">Reviews to write</h2>
        <DataTable
          label="Reviews to write"
          rows={mine.data ?? []}
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
                label={`${row.status === 'open' ? 'Write' : 'View'} the ${REVIEW_RELATIONSHIP_LABELS[row.relationship].toLowerCase()} of ${row.reviewee_name}`}
                onClick={() => setOpenForm(row.id)}
              >
                {row.status === 'open' ? 'Write' : 'View'}
              </RowAction>
            )),
          ]}
        />
      </Card>
      {organizationId && ownEmployeeId
        ? open.map((cycle) => (
            <NominatePeersCard
              key={cycle.id}
              organizationId={organizationId}
              cycle={cycle}
              employeeId={ownEmployeeId}
            />
          ))
        : null}
      {organizationId && approvesPeers
        ? open.map((cycle) => (
            <NominationApprovals
              key={cycle.id}
              organizationId={organizationId}
              cycle={cycle}
              ownEmployeeId={ownEmployeeId}
            />
          ))
        : null}
      {ownEmployeeId
        ? shared.map((cycle) => (
            <SharedReviewCard
              key={cycle.id}
              organizationId={organizationId}
              cycle={cycle}
              employeeId={ownEmployeeId}
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
          empty={setsUp ? `${CYCLES_EMPTY} Create one with New review cycle.` : CYCLES_EMPTY}
          columns={[
            { header: 'Cycle', cell: (row) => row.name },
            { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
            { header: 'Reviewees', cell: (row) => row.reviewee_count },
            { header: 'Deadlines', cell: (row) => deadlines(row) },
            actionsColumn<ReviewCycle>((row) => (
              <span className="inline-flex flex-wrap gap-2">
                {row.status !== 'draft' ? (
                  <RowAction
                    label={`Progress of ${row.name}`}
                    onClick={() => setProgressOf({ id: row.id, launching: false })}
                  >
                    Progress
                  </RowAction>
                ) : null}
                {isHr && (row.status === 'active' || row.status === 'shared') ? (
                  <RowAction label={`Calibration of ${row.name}`} onClick={() => setCalibrationOf(row.id)}>
                    Calibrate
                  </RowAction>
                ) : null}
                {movesDeadlines ? (
                  <RowAction label={`Deadlines of ${row.name}`} onClick={() => setDeadlinesOf(row)}>
                    Deadlines
                  </RowAction>
                ) : null}
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
      {progressCycle && progressOf ? (
        <CycleProgressCard
          key={`${progressCycle.id}-${progressOf.launching}`}
          organizationId={organizationId}
          cycle={progressCycle}
          launching={progressOf.launching}
        />
      ) : null}
      {organizationId && isHr && calibrationCycle ? (
        <CalibrationCard key={calibrationCycle.id} organizationId={organizationId} cycle={calibrationCycle} />
      ) : null}
      {organizationId ? (
        <CycleDialog organizationId={organizationId} open={creating} onClose={() => setCreating(false)} />
      ) : null}
      <ReviewFormDialog organizationId={organizationId} reviewId={openForm} onClose={() => setOpenForm(null)} />
      <FormDialog open={deadlinesOf} onClose={() => setDeadlinesOf(null)} title={(cycle) => `Deadlines: ${cycle.name}`}>
        {(cycle) => (
          <DeadlinesForm
            cycle={cycle}
            onSave={async (stages) => {
              await actions.moveDeadlines(cycle, stages);
              notify.success('Deadlines saved: the reminders move with them.');
              setDeadlinesOf(null);
            }}
          />
        )}
      </FormDialog>
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
        busyLabel={confirm?.step === 'launch' ? 'Launching…' : 'Sharing…'}
        confirmVariant="primary"
        onConfirm={async () => {
          if (!confirm) return;
          if (confirm.step === 'launch') {
            await actions.launch(confirm.cycle.id);
            setProgressOf({ id: confirm.cycle.id, launching: true });
            notify.success('Cycle launched: the forms are being created.');
          } else {
            await actions.share(confirm.cycle.id);
            notify.success('Reviews shared.');
          }
        }}
      />
    </>
  );
}
