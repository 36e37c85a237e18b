import type { Shift } from '@wattle/shared/roster-constants';
import { SHIFT_SWAP_ACTIONS, type ShiftSwap, type ShiftSwapAction } from '@wattle/shared/shift-swap-constants';
import { ArrowLeftRight, CalendarPlus, Hourglass, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useClaimableShifts, useShiftSwaps, useSwapActions } from '../api/swaps';
import { SwapAutoApprove } from './swap-auto-approve';
import {
  type PendingStep,
  ShiftWhen,
  SwapChecks,
  SwapStatus,
  SwapStepDialog,
  stepLabel,
  swapPeople,
  withdraws,
} from './swap-parts';

export const SWAPS_EMPTY = 'No shift swaps yet. Offer a shift from My roster.';
export const APPROVALS_EMPTY = 'No swaps are waiting for your approval.';
export const OPEN_SHIFTS_EMPTY = 'No open shifts to claim in the next five weeks.';

export const WITHDRAWN = 'You withdrew: the shift is offered to others again.';

const DONE: Record<ShiftSwapAction, string> = {
  accept: 'Swap accepted.',
  approve: 'Swap approved.',
  decline: 'Swap declined.',
  cancel: 'Swap cancelled.',
};

/**
 * Shift swapping (issue 28 §3), phone first. Those who approve swaps see the ones awaiting them
 * (with the taker's check warnings) to approve or decline; everyone sees the open shifts of their
 * department to claim and the swaps they take part in (offered to them: accept or decline; a drop
 * they took: withdraw, and it is offered again; theirs: cancel; one whose shift started: Expired).
 * Each step asks first, then toasts.
 */
export function SwappingPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const approves = useCan('rostering', 'approve');
  const setsRoster = useCan('rostering', 'edit', 'organization');
  const { offer, step } = useSwapActions(organizationId);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);

  const confirm = async ({ swap, action }: PendingStep) => {
    const next = await step(swap, action);
    notify.success(withdraws(swap, action) && next.status === 'offered' ? WITHDRAWN : DONE[action]);
  };
  const claim = async (shift: Shift) => {
    setClaiming(shift.id);
    try {
      const swap = await offer({ shift_id: shift.id });
      notify.success(
        swap.status === 'approved' ? 'Shift claimed: it is yours.' : 'Shift claimed: a manager approves it.',
      );
    } catch (failure) {
      notify.error(errorMessage(failure, 'The shift could not be claimed.'));
    } finally {
      setClaiming(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Shift Swapping"
        description="Offer a shift from My roster, take one offered to you or claim an open shift. A manager approves each swap."
      />
      <div className="space-y-6">
        {approves ? <Approvals organizationId={organizationId} onStep={setPending} /> : null}
        {setsRoster ? <SwapAutoApprove organizationId={organizationId} /> : null}
        <OpenShifts organizationId={organizationId} claiming={claiming} onClaim={claim} />
        <Swaps organizationId={organizationId} onStep={setPending} />
      </div>
      <SwapStepDialog pending={pending} onClose={() => setPending(null)} onConfirm={confirm} />
    </>
  );
}

type StepProps = { organizationId: number | null; onStep: (step: PendingStep) => void };

function stepButtons(swap: ShiftSwap, onStep: StepProps['onStep'], only?: readonly ShiftSwapAction[]) {
  const actions = SHIFT_SWAP_ACTIONS.filter((action) => swap.can[action] && (!only || only.includes(action)));
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {actions.map((action) => (
        <RowAction
          key={action}
          label={`${stepLabel(swap, action)} ${swap.shift.date} ${swapPeople(swap)}`}
          danger={action === 'decline' || action === 'cancel'}
          onClick={() => onStep({ swap, action })}
        >
          {stepLabel(swap, action)}
        </RowAction>
      ))}
    </div>
  );
}

const shiftColumn = { header: 'Shift', cell: (swap: ShiftSwap) => <ShiftWhen shift={swap.shift} /> };
const peopleColumn = { header: 'From → to', cell: (swap: ShiftSwap) => swapPeople(swap) };

/** One list of swaps (the approvals, or the caller's own), a page at a time. */
function SwapTable({
  organizationId,
  onStep,
  status,
  title,
  label,
  detail,
  actions,
  keep = () => true,
  empty,
  emptyIcon,
  pagerLabel,
}: StepProps & {
  status: 'accepted' | null;
  title: string;
  /** The table's accessible name. */
  label: string;
  /** The third column: what the reader of this list needs to see. */
  detail: { header: string; cell: (swap: ShiftSwap) => ReactNode };
  actions: readonly ShiftSwapAction[];
  keep?: (swap: ShiftSwap) => boolean;
  empty: string;
  emptyIcon: LucideIcon;
  pagerLabel: string;
}) {
  const pages = useCursorPages(`${organizationId}|${status ?? 'all'}`);
  const { data, error, isLoading, isValidating, mutate } = useShiftSwaps(organizationId, status, pages.cursor ?? null);
  const rows = error ? [] : (data?.data ?? []).filter(keep);
  return (
    <Card className="overflow-hidden">
      <CardHeader title={title} />
      <DataTable
        label={label}
        columns={[
          shiftColumn,
          peopleColumn,
          detail,
          actionsColumn((swap: ShiftSwap) => stepButtons(swap, onStep, actions)),
        ]}
        rows={rows}
        rowKey={(swap) => swap.id}
        busy={isValidating && Boolean(data)}
        loading={isLoading && !data}
        loadingText="Loading swaps..."
        error={error}
        errorText={errorMessage(error, 'The swaps could not be loaded.')}
        onRetry={() => mutate()}
        empty={empty}
        emptyIcon={emptyIcon}
        pager={
          (rows.length > 0 || pages.page > 1) && {
            label: pagerLabel,
            pages,
            nextCursor: data?.next_cursor,
            busy: isValidating,
            summary: `${rows.length} shown`,
          }
        }
      />
    </Card>
  );
}

function Approvals(props: StepProps) {
  return (
    <SwapTable
      {...props}
      status="accepted"
      title="Awaiting your approval"
      label="Swaps awaiting approval"
      detail={{ header: 'Checks', cell: (swap) => <SwapChecks swap={swap} /> }}
      actions={['approve', 'decline']}
      keep={(swap) => swap.can.approve || swap.can.decline}
      empty={APPROVALS_EMPTY}
      emptyIcon={Hourglass}
      pagerLabel="Approval pages"
    />
  );
}

function OpenShifts({
  organizationId,
  claiming,
  onClaim,
}: {
  organizationId: number | null;
  claiming: number | null;
  onClaim: (shift: Shift) => void;
}) {
  const { data, error, isLoading, mutate } = useClaimableShifts(organizationId);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Open shifts you can claim" />
      {error ? (
        <div className="p-4">
          <ListError message={errorMessage(error, 'The open shifts could not be loaded.')} onRetry={() => mutate()} />
        </div>
      ) : isLoading && !data ? (
        <div className="p-4">
          <Spinner label="Loading open shifts..." />
        </div>
      ) : (data ?? []).length === 0 ? (
        <p className="flex items-center gap-3 p-4 text-sm text-slate-600">
          <CalendarPlus aria-hidden="true" className="size-5 text-slate-400" />
          {OPEN_SHIFTS_EMPTY}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {(data ?? []).map((shift) => (
            <li key={shift.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <ShiftWhen shift={shift} />
              <Button
                size="sm"
                variant="outline"
                aria-label={`Claim ${shift.date} ${shift.start_time} shift`}
                disabled={claiming !== null}
                onClick={() => onClaim(shift)}
              >
                {claiming === shift.id ? 'Claiming...' : 'Claim'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Swaps(props: StepProps) {
  return (
    <SwapTable
      {...props}
      status={null}
      title="Shift swaps"
      label="Shift swaps"
      detail={{ header: 'Status', cell: (swap) => <SwapStatus swap={swap} /> }}
      actions={['accept', 'decline', 'cancel']}
      empty={SWAPS_EMPTY}
      emptyIcon={ArrowLeftRight}
      pagerLabel="Swap pages"
    />
  );
}
