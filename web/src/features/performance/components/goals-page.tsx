import type { Goal } from '@wattle/shared/goals';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { goalAsInput, useGoalActions, useGoals } from '../api/goals';
import { CheckInDialog } from './check-in-dialog';
import { GoalDialog } from './goal-dialog';
import { GoalCard } from './goal-parts';

export const NO_GOALS = 'No goals yet.';

/** Goals (issue 29 §1): the goals the caller may see, aligned as a tree (sub-goals one level at a time) or all at once. */
export function GoalsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const [view, setView] = useState<'tree' | 'all'>('tree');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);
  const [checking, setChecking] = useState<Goal | null>(null);
  const [removing, setRemoving] = useState<Goal | null>(null);
  const all = useGoals(organizationId);
  const canCreate = useCan('performance', 'create');
  const actions = useGoalActions(organizationId);
  const ownEmployeeId = organization?.employee_id ?? null;

  const approve = async (goal: Goal) => {
    try {
      await actions.update(goal, { ...goalAsInput(goal), status: 'active' });
      notify.success('Goal approved.');
    } catch (failure) {
      notify.error(errorMessage(failure, 'The goal could not be approved.'));
    }
  };
  const goalActions = { approve, checkIn: setChecking, edit: setEditing, remove: setRemoving };

  return (
    <>
      <PageHeader
        title="Goals"
        description="Goals of the organization, departments, teams and people, with weighted key results and check-ins."
        actions={
          canCreate && organizationId ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New goal
            </Button>
          ) : null
        }
      />
      <fieldset className="mb-4 flex gap-2">
        <legend className="sr-only">Goal view</legend>
        <Button
          size="sm"
          variant={view === 'tree' ? 'secondary' : 'outline'}
          aria-pressed={view === 'tree'}
          onClick={() => setView('tree')}
        >
          Aligned
        </Button>
        <Button
          size="sm"
          variant={view === 'all' ? 'secondary' : 'outline'}
          aria-pressed={view === 'all'}
          onClick={() => setView('all')}
        >
          All goals
        </Button>
      </fieldset>
      {!organizationId ? (
        <p className="text-sm text-slate-600">Choose a workspace to see its goals.</p>
      ) : view === 'tree' ? (
        <GoalLevel organizationId={organizationId} parentId={0} actions={goalActions} />
      ) : (
        <GoalList state={all} actions={goalActions} />
      )}
      {organizationId ? (
        <>
          <GoalDialog
            organizationId={organizationId}
            open={creating || editing !== null}
            goal={editing}
            parents={all.data?.data ?? []}
            ownEmployeeId={ownEmployeeId}
            onClose={() => {
              setCreating(false);
              setEditing(null);
            }}
          />
          <CheckInDialog organizationId={organizationId} goal={checking} onClose={() => setChecking(null)} />
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove goal?"
        description={removing ? `"${removing.title}" and its check-ins will be removed.` : ''}
        confirmLabel="Remove goal"
        busyLabel="Removing..."
        failureMessage="The goal could not be removed."
        onConfirm={async () => {
          if (!removing) return;
          await actions.remove(removing);
          notify.success('Goal removed.');
          setRemoving(null);
        }}
      />
    </>
  );
}

interface GoalActions {
  approve: (goal: Goal) => Promise<void>;
  checkIn: (goal: Goal) => void;
  edit: (goal: Goal) => void;
  remove: (goal: Goal) => void;
}

function GoalButtons({ goal, actions }: { goal: Goal; actions: GoalActions }) {
  const approves = useCan('performance', 'approve');
  const deletes = useCan('performance', 'delete');
  return (
    <>
      {goal.can_check_in ? (
        <Button size="sm" variant="outline" onClick={() => actions.checkIn(goal)}>
          Check in
        </Button>
      ) : null}
      {goal.can_edit ? (
        <Button size="sm" variant="outline" onClick={() => actions.edit(goal)} aria-label={`Edit goal: ${goal.title}`}>
          Edit
        </Button>
      ) : null}
      {goal.status === 'proposed' && approves ? (
        <Button size="sm" variant="outline" onClick={() => void actions.approve(goal)}>
          Approve
        </Button>
      ) : null}
      {goal.can_edit && deletes ? (
        <Button size="sm" variant="ghost" onClick={() => actions.remove(goal)}>
          Remove
        </Button>
      ) : null}
    </>
  );
}

function GoalList({ state, actions }: { state: ReturnType<typeof useGoals>; actions: GoalActions }) {
  if (state.error) return <ListError onRetry={() => void state.mutate()} />;
  if (!state.data) return <Spinner label="Loading goals..." />;
  if (state.data.data.length === 0) return <p className="text-sm text-slate-600">{NO_GOALS}</p>;
  return (
    <ul className="grid gap-3">
      {state.data.data.map((goal) => (
        <GoalCard key={goal.id} goal={goal} actions={<GoalButtons goal={goal} actions={actions} />} />
      ))}
    </ul>
  );
}

/** One level of the tree (one request), each goal able to open its sub-goals. */
function GoalLevel({
  organizationId,
  parentId,
  actions,
}: {
  organizationId: number;
  parentId: number;
  actions: GoalActions;
}) {
  const state = useGoals(organizationId, parentId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (state.error) return <ListError onRetry={() => void state.mutate()} />;
  if (!state.data) return <Spinner label="Loading goals..." />;
  if (state.data.data.length === 0)
    return parentId === 0 ? (
      <p className="text-sm text-slate-600">{NO_GOALS}</p>
    ) : (
      <p className="text-sm text-slate-600">No sub-goals.</p>
    );
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={parentId === 0 ? 'grid gap-3' : 'mt-3 grid gap-3 border-l-2 border-slate-100 pl-3'}>
      {state.data.data.map((goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          actions={
            <>
              <Button size="sm" variant="ghost" aria-expanded={open.has(goal.id)} onClick={() => toggle(goal.id)}>
                {open.has(goal.id) ? 'Hide sub-goals' : 'Show sub-goals'}
              </Button>
              <GoalButtons goal={goal} actions={actions} />
            </>
          }
        >
          {open.has(goal.id) ? (
            <GoalLevel organizationId={organizationId} parentId={goal.id} actions={actions} />
          ) : null}
        </GoalCard>
      ))}
    </ul>
  );
}
