import { useState } from 'react';
import { actionsColumn, DataTable, shownPager } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { FormAlert } from '@/components/forms/dialog-form';
import { FormDialog, FormFooter } from '@/components/forms/form-dialog';
import { useSaving } from '@/components/forms/use-saving';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useColleagues } from '../api/appraisals';
import { type Nomination, type ReviewCycle, useCycleProgress, useReviewActions, useSharedReview } from '../api/reviews';

const STATUS_LABELS: Record<Nomination['status'], string> = {
  proposed: 'Waiting for your manager',
  approved: 'Approved',
  declined: 'Declined',
};
export const NO_NOMINATIONS = 'You have not nominated anyone yet.';
export const NO_NOMINATIONS_TO_DECIDE = 'No peer nominations are waiting for you.';

/** The caller's own peer nominations in a cycle that has the nominate stage (nothing when they are not a reviewee). */
export function NominatePeersCard({
  organizationId,
  cycle,
  employeeId,
}: {
  organizationId: number;
  cycle: ReviewCycle;
  employeeId: number;
}) {
  const { data, error } = useSharedReview(organizationId, cycle.id, employeeId);
  const [open, setOpen] = useState(false);
  const peers = data?.subject?.peers ?? [];
  if (error || !data?.subject) return null;
  const counted = peers.filter((peer) => peer.status !== 'declined').length;
  const left = cycle.max_peers - counted;
  return (
    <Card className="mb-6">
      <CardHeader title={`Your peers: ${cycle.name}`}>
        {left > 0 ? <Button onClick={() => setOpen(true)}>Nominate peers</Button> : null}
      </CardHeader>
      <div className="px-5 pb-4 text-sm">
        <p className="mb-2 text-slate-600">
          Nominate up to {cycle.max_peers} colleagues to give you feedback; your manager approves them. Peer answers
          reach you only as averages, and only when at least {cycle.peer_threshold} peers answered.
        </p>
        {peers.length === 0 ? (
          <p className="text-slate-600">{NO_NOMINATIONS}</p>
        ) : (
          <ul aria-label="Nominated peers" className="grid gap-1">
            {peers.map((peer) => (
              <li key={peer.employee_id}>
                {peer.name}: {STATUS_LABELS[peer.status]}
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Nominate peers">
        <NominateForm
          organizationId={organizationId}
          cycle={cycle}
          employeeId={employeeId}
          excluded={new Set(peers.map((peer) => peer.employee_id))}
          left={left}
          onClose={() => setOpen(false)}
        />
      </FormDialog>
    </Card>
  );
}

function NominateForm({
  organizationId,
  cycle,
  employeeId,
  excluded,
  left,
  onClose,
}: {
  organizationId: number;
  cycle: ReviewCycle;
  employeeId: number;
  excluded: ReadonlySet<number>;
  left: number;
  onClose: () => void;
}) {
  const employees = useColleagues(organizationId);
  const actions = useReviewActions(organizationId);
  const [chosen, setChosen] = useState<number[]>([]);
  const { pending, alert, setAlert, save } = useSaving();
  const colleagues = (employees.data ?? []).filter((person) => person.id !== employeeId && !excluded.has(person.id));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (chosen.length === 0) return setAlert('Choose at least one peer.');
        if (chosen.length > left) return setAlert(`Choose at most ${left}.`);
        await save(async () => {
          await actions.nominate(cycle.id, chosen);
          notify.success(chosen.length === 1 ? 'Peer nominated.' : 'Peers nominated.');
          onClose();
        }, 'The nominations could not be saved.');
      }}
    >
      <FormAlert text={alert} />
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm text-slate-700">Choose up to {left}</legend>
        {employees.error ? <p className="text-red-700 text-sm">Colleagues could not be loaded.</p> : null}
        {colleagues.map((person) => (
          <label key={person.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(person.id)}
              onChange={(event) => toggle(person.id, event.target.checked)}
            />
            {person.first_name} {person.last_name}
          </label>
        ))}
      </fieldset>
      <FormFooter pending={pending} submitLabel="Nominate" pendingLabel="Nominating..." />
    </form>
  );
}

interface PendingPeer {
  key: string;
  employee_id: number;
  employee_name: string;
  peer: Nomination;
}

/**
 * A manager's (or HR's) peer nominations to decide in a cycle: the proposed peers of the
 * reviewees the progress route shows them (their reach), never their own, a page of the route's
 * 100 reviewees at a time (the one cursor pager).
 */
export function NominationApprovals({
  organizationId,
  cycle,
  ownEmployeeId,
}: {
  organizationId: number;
  cycle: ReviewCycle;
  ownEmployeeId: number | null;
}) {
  const pages = useCursorPages(String(cycle.id));
  const progress = useCycleProgress(organizationId, cycle.id, false, pages.cursor);
  const actions = useReviewActions(organizationId);
  const [busy, setBusy] = useState<string | null>(null);
  const rows: PendingPeer[] = (progress.data?.data ?? []).flatMap((subject) =>
    subject.employee_id === ownEmployeeId
      ? []
      : subject.peers
          .filter((peer) => peer.status === 'proposed')
          .map((peer) => ({
            key: `${subject.employee_id}-${peer.employee_id}`,
            employee_id: subject.employee_id,
            employee_name: subject.employee_name,
            peer,
          })),
  );
  const decide = async (row: PendingPeer, approve: boolean) => {
    setBusy(row.key);
    try {
      await actions.decide(
        cycle.id,
        row.employee_id,
        approve ? { approve: [row.peer.employee_id] } : { decline: [row.peer.employee_id] },
      );
      notify.success(approve ? `${row.peer.name} will review ${row.employee_name}.` : 'Nomination declined.');
    } catch (failure) {
      notify.error(errorMessage(failure, 'The decision could not be saved.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card className="mb-6">
      <CardHeader title={`Peer nominations to approve: ${cycle.name}`} />
      <DataTable
        label={`Peer nominations to approve: ${cycle.name}`}
        rows={rows}
        rowKey={(row) => row.key}
        loading={progress.isLoading}
        loadingText="Loading the nominations..."
        error={progress.error}
        onRetry={() => progress.mutate()}
        empty={NO_NOMINATIONS_TO_DECIDE}
        busy={progress.isValidating}
        pager={shownPager('Nomination pages', pages, progress.data?.next_cursor, rows.length, progress.isValidating)}
        columns={[
          { header: 'Reviewee', cell: (row) => row.employee_name },
          { header: 'Nominated peer', cell: (row) => row.peer.name },
          actionsColumn<PendingPeer>((row) => (
            <span className="inline-flex gap-2">
              <RowAction
                label={`Approve ${row.peer.name} for ${row.employee_name}`}
                disabled={busy !== null}
                onClick={() => void decide(row, true)}
              >
                Approve
              </RowAction>
              <RowAction
                label={`Decline ${row.peer.name} for ${row.employee_name}`}
                disabled={busy !== null}
                onClick={() => void decide(row, false)}
              >
                Decline
              </RowAction>
            </span>
          )),
        ]}
      />
    </Card>
  );
}
