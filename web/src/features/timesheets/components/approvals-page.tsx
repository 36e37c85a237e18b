import type { TimesheetSummary } from '@wattle/shared/timesheet-constants';
import { Check, CheckCheck, ClipboardCheck, Eye, X } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable, shownPager } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { RowAction } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useTimesheetActions, useTimesheets } from '../api/timesheets';
import { ExceptionBadges } from './exception-badges';
import { formatMinutes, periodText } from './format';
import { RejectDialog } from './reject-dialog';
import { TimesheetDetailSheet } from './timesheet-detail';

export const APPROVALS_EMPTY = 'No timesheets are waiting for your approval.';
export const APPROVALS_LOAD_ERROR = 'The timesheets could not be loaded.';

/** "3 approved, 1 refused." — what a bulk approval says. */
export const bulkText = (accepted: number, refused: number) =>
  `${accepted} ${accepted === 1 ? 'timesheet' : 'timesheets'} accepted for approval, ${refused} refused.`;

/** While the worker approves a bulk approval's timesheets, the list is read again this often, for at most a minute. */
const QUEUED_POLL_MS = 1500;
const QUEUED_POLL_FOR_MS = 60_000;

/** The timesheets a bulk approval queued (id → the version approved), until when the list is read again. */
interface Queued {
  versions: ReadonlyMap<number, number>;
  until: number;
}

/** Approvals: the submitted timesheets of the approver's reach, approved one by one or in bulk, or rejected. */
export function ApprovalsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const pages = useCursorPages(`${organizationId}`);
  const [queued, setQueued] = useState<Queued>({ versions: new Map(), until: 0 });
  // A queued row is being approved (the worker's); one changed since (a new version) is not.
  const isQueued = (row: TimesheetSummary) => queued.versions.get(row.timesheet_id) === row.version;
  const { data, error, isLoading, isValidating, mutate } = useTimesheets(
    organizationId,
    { view: 'to_approve', cursor: pages.cursor ?? null },
    (page) => (Date.now() < queued.until && page?.data.some(isQueued) ? QUEUED_POLL_MS : 0),
  );
  const actions = useTimesheetActions(organizationId);
  const rows = error ? [] : (data?.data ?? []);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = rows.filter((row) => selected.has(row.timesheet_id));
  const [busy, setBusy] = useState<number | 'bulk' | null>(null);
  const [rejecting, setRejecting] = useState<TimesheetSummary | null>(null);
  const [opened, setOpened] = useState<TimesheetSummary | null>(null);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectable = rows.filter((row) => !isQueued(row));
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;

  const approve = async (row: TimesheetSummary) => {
    setBusy(row.timesheet_id);
    try {
      await actions.decide(row.timesheet_id, 'approve', row.version);
      toggle(row.timesheet_id, false);
      notify.success(`${row.employee_name}'s timesheet approved.`);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The timesheet could not be approved.'));
    } finally {
      setBusy(null);
    }
  };
  const approveChosen = async () => {
    setBusy('bulk');
    try {
      const result = await actions.bulkApprove(chosen.map((row) => row.timesheet_id));
      setSelected(new Set());
      // The worker approves the accepted ones in a moment: they say so, and leave the list when it has.
      const refused = new Set(result.refused.map((item) => item.timesheet_id));
      const accepted = chosen.filter((row) => !refused.has(row.timesheet_id));
      setQueued({
        versions: new Map(accepted.map((row) => [row.timesheet_id, row.version])),
        until: Date.now() + QUEUED_POLL_FOR_MS,
      });
      const text = bulkText(result.accepted, result.refused.length);
      if (result.refused.length > 0) notify.warning(text);
      else notify.success(text);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The timesheets could not be approved.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Timesheet Approvals"
        description="Submitted timesheets of the people you approve for, with what needs a second look flagged."
        actions={
          <Button onClick={() => void approveChosen()} disabled={chosen.length === 0 || busy !== null}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {busy === 'bulk' ? 'Approving...' : `Approve selected${chosen.length ? ` (${chosen.length})` : ''}`}
          </Button>
        }
      />
      <Card className="overflow-hidden">
        {rows.length > 0 ? (
          <label className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-5 sm:size-4"
              disabled={selectable.length === 0}
              checked={allChosen}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(selectable.map((row) => row.timesheet_id)) : new Set())
              }
            />
            Select all shown
          </label>
        ) : null}
        <DataTable
          label="Timesheets to approve"
          columns={[
            {
              header: 'Select',
              actions: 'hidden',
              cell: (row) => (
                <input
                  type="checkbox"
                  className="size-5 sm:size-4"
                  aria-label={`Select ${row.employee_name}'s timesheet`}
                  disabled={isQueued(row)}
                  checked={selected.has(row.timesheet_id)}
                  onChange={(event) => toggle(row.timesheet_id, event.target.checked)}
                />
              ),
            },
            {
              header: 'Employee',
              cell: (row) => (
                <EmployeeCell id={row.employee_id} name={row.employee_name}>
                  {row.department_name ? (
                    <span className="block text-xs text-slate-500">{row.department_name}</span>
                  ) : null}
                </EmployeeCell>
              ),
            },
            {
              header: 'Period',
              className: 'whitespace-nowrap',
              cell: (row) => periodText(row.period_start, row.period_end),
            },
            { header: 'Hours', className: 'tabular-nums', cell: (row) => formatMinutes(row.worked_minutes) },
            {
              header: 'Exceptions',
              cell: (row) =>
                row.exceptions.length === 0 ? (
                  <span className="text-slate-400">None</span>
                ) : (
                  <ExceptionBadges exceptions={row.exceptions} />
                ),
            },
            actionsColumn((row: TimesheetSummary) => {
              const whose = `${row.employee_name}'s timesheet`;
              return (
                <>
                  <RowAction label={`View ${whose}`} icon={Eye} onClick={() => setOpened(row)}>
                    View
                  </RowAction>
                  <RowAction
                    label={`Approve ${whose}`}
                    icon={Check}
                    disabled={busy !== null || !row.can_approve || isQueued(row)}
                    onClick={() => void approve(row)}
                  >
                    {busy === row.timesheet_id || isQueued(row) ? 'Approving...' : 'Approve'}
                  </RowAction>
                  <RowAction
                    label={`Reject ${whose}`}
                    icon={X}
                    disabled={busy !== null || !row.can_approve || isQueued(row)}
                    onClick={() => setRejecting(row)}
                  >
                    Reject
                  </RowAction>
                </>
              );
            }),
          ]}
          rows={rows}
          rowKey={(row) => row.timesheet_id}
          rowProps={(row) => ({ 'data-timesheet': String(row.timesheet_id) })}
          busy={isValidating && Boolean(data)}
          loading={isLoading && !data}
          loadingText="Loading timesheets..."
          error={error}
          errorText={APPROVALS_LOAD_ERROR}
          onRetry={() => mutate()}
          empty={APPROVALS_EMPTY}
          emptyIcon={ClipboardCheck}
          pager={shownPager('Timesheet pages', pages, data?.next_cursor, rows.length, isValidating)}
        />
      </Card>
      {organizationId ? (
        <>
          <RejectDialog organizationId={organizationId} timesheet={rejecting} onClose={() => setRejecting(null)} />
          <TimesheetDetailSheet organizationId={organizationId} timesheet={opened} onClose={() => setOpened(null)} />
        </>
      ) : null}
    </>
  );
}
