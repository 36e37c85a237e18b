import type { EmployeeExit, ExitListState } from '@wattle/shared/employee-exits';
import { EXIT_REASON_LABELS } from '@wattle/shared/employee-lifecycle';
import { ListChecks, LogOut, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { RowAction } from '@/components/data-table/row-action';
import type { DialogOnProps } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ProgressChecklist } from '@/components/ui/progress-checklist';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useCancelExit, useExits, useSetExitTask } from '../api/exits';
import { useEmployee } from '../api/get-employee';
import { CANCEL_EXIT_QUESTION } from './employee-exit-actions';
import { ExitChecklistDialog } from './exit-checklist-dialog';
import { fullName } from './format';

const STATE_LABELS: Record<ExitListState, string> = { scheduled: 'Scheduled', left: 'Left' };

export function noticeText(exit: Pick<EmployeeExit, 'notice_weeks' | 'notice_given_on'>): string {
  const parts = [
    exit.notice_weeks !== null ? `${exit.notice_weeks} week${exit.notice_weeks === 1 ? '' : 's'}` : null,
    exit.notice_given_on ? `given ${formatDate(exit.notice_given_on, 'medium')}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Not recorded';
}

/** Leavers with a recorded exit: scheduled (still working) or left, with their checklist. */
export function ExitList() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const [state, setState] = useState<ExitListState>('scheduled');
  const { data, error, isLoading, mutate } = useExits(organizationId, state);
  const canDecide = useCan('employees', 'edit', 'organization');
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<EmployeeExit | null>(null);
  const [editingTemplate, setEditingTemplate] = useState(false);
  const rows = data ?? [];
  const open = rows.find((exit) => exit.employee_id === openId) ?? null;

  return (
    <>
      <PageHeader
        title="Employee Exit"
        description="Leavers with a recorded exit: their last working day, reason, notice and exit checklist."
        actions={
          canDecide && organizationId ? (
            <Button variant="outline" onClick={() => setEditingTemplate(true)}>
              <ListChecks aria-hidden="true" className="size-4" />
              Exit Checklist Template
            </Button>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4">
          <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">Show</legend>
            {(['scheduled', 'left'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={state === value}
                onClick={() => setState(value)}
                className={cn(
                  'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                  state === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {STATE_LABELS[value]}
              </button>
            ))}
          </fieldset>
        </div>
        <DataTable
          label={state === 'scheduled' ? 'Scheduled exits' : 'Employees who left'}
          columns={[
            {
              header: 'Employee',
              cell: (exit) => (
                <EmployeeCell id={exit.employee_id} name={fullName(exit)}>
                  <p className="text-xs text-slate-500">{exit.employee_code}</p>
                </EmployeeCell>
              ),
            },
            {
              header: 'Last Working Day',
              className: 'whitespace-nowrap',
              cell: (exit) => formatDate(exit.last_working_day, 'medium'),
            },
            {
              header: 'Reason',
              cell: (exit) => (
                <>
                  {EXIT_REASON_LABELS[exit.reason]}
                  <p className="text-xs text-slate-500">STP {exit.cessation_code}</p>
                </>
              ),
            },
            { header: 'Notice', cell: noticeText },
            {
              header: 'Checklist',
              className: 'min-w-32',
              cell: (exit) => (
                <>
                  <ProgressBar value={exit.progress} label={`Exit checklist of ${fullName(exit)}`} />
                  <p className="mt-1 text-xs text-slate-500">{exit.progress}% done</p>
                </>
              ),
            },
            {
              header: 'Actions',
              actions: true,
              headerClassName: 'text-right',
              className: 'text-right whitespace-nowrap',
              cell: (exit) => (
                <>
                  <RowAction
                    label={`Checklist of ${fullName(exit)}`}
                    icon={ListChecks}
                    onClick={() => setOpenId(exit.employee_id)}
                  >
                    Checklist
                  </RowAction>
                  {canDecide && exit.state === 'scheduled' ? (
                    <RowAction
                      label={`Cancel exit of ${fullName(exit)}`}
                      icon={Undo2}
                      onClick={() => setCancelling(exit)}
                    >
                      Cancel exit
                    </RowAction>
                  ) : null}
                </>
              ),
            },
          ]}
          rows={rows}
          rowKey={(exit) => exit.employee_id}
          busy={isLoading && Boolean(data)}
          loading={Boolean(organizationId) && isLoading && !data}
          loadingText="Loading exits..."
          error={error}
          errorText="The exits could not be loaded."
          onRetry={() => mutate()}
          empty={state === 'scheduled' ? 'No exits scheduled.' : 'No one has left with a recorded exit.'}
          emptyIcon={LogOut}
        />
      </Card>

      <Sheet open={open !== null} onOpenChange={(next) => !next && setOpenId(null)}>
        {open && organizationId ? (
          <SheetContent
            title={fullName(open)}
            description={`Last working day ${formatDate(open.last_working_day)} · ${EXIT_REASON_LABELS[open.reason]}`}
          >
            <ExitChecklistPanel organizationId={organizationId} exit={open} canTick={canDecide} />
          </SheetContent>
        ) : null}
      </Sheet>
      {organizationId ? (
        <>
          <CancelExitDialog organizationId={organizationId} exit={cancelling} onClose={() => setCancelling(null)} />
          <ExitChecklistDialog
            organizationId={organizationId}
            open={editingTemplate}
            onOpenChange={setEditingTemplate}
          />
        </>
      ) : null}
    </>
  );
}

function ExitChecklistPanel({
  organizationId,
  exit,
  canTick,
}: {
  organizationId: number;
  exit: EmployeeExit;
  canTick: boolean;
}) {
  const setTask = useSetExitTask(organizationId);
  const today = useOrganizationToday();
  return (
    <ProgressChecklist
      label="Exit checklist"
      title="Exit checklist"
      progress={exit.progress}
      progressLabel={`Exit checklist of ${fullName(exit)}`}
      note={`Notice: ${noticeText(exit)}${exit.note ? ` · ${exit.note}` : ''}`}
      items={exit.tasks.map((task) => ({
        id: task.id,
        name: task.task_name,
        due_date: task.due_date,
        done: task.status === 'completed',
        done_on: task.completed_on,
      }))}
      today={today}
      readOnly={!canTick}
      onSave={async (item, done) => {
        await setTask.trigger({
          employeeId: exit.employee_id,
          taskId: item.id,
          status: done ? 'completed' : 'pending',
        });
      }}
    />
  );
}

/** Cancelling needs the employee's current version: read when the dialog opens. */
function CancelExitDialog({ organizationId, exit, onClose }: DialogOnProps<'exit', EmployeeExit | null>) {
  const employee = useEmployee(exit ? organizationId : null, exit?.employee_id ?? null);
  const cancel = useCancelExit(organizationId);
  const name = exit ? fullName(exit) : '';
  return (
    <ConfirmDialog
      open={exit !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Cancel Exit"
      description={CANCEL_EXIT_QUESTION}
      note={exit ? `${name}'s last working day was to be ${formatDate(exit.last_working_day)}.` : null}
      confirmLabel="Cancel Exit"
      busyLabel="Cancelling..."
      confirmVariant="primary"
      onConfirm={async () => {
        if (!exit) return;
        const version = employee.data?.version ?? (await employee.mutate())?.version;
        if (version === undefined) throw new Error('The employee could not be loaded. Please try again.');
        await cancel.trigger({ id: exit.employee_id, version });
        notify.success(`Exit cancelled for ${name}.`);
      }}
    />
  );
}
