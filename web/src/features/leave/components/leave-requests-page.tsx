import {
  LEAVE_REQUEST_STATUS_LABELS,
  LEAVE_REQUEST_STATUSES,
  LEAVE_REQUEST_VIEWS,
  type LeaveRequest,
  type LeaveRequestStatus,
  type LeaveRequestView,
} from '@wattle/shared/leave-request-constants';
import { CalendarPlus, Check, Paperclip, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { attachmentLink, decideLeaveRequest, useLeaveRequests, useRevalidateLeave } from '../api/leave-requests';
import { type Decision, datesText, LeaveDecisionDialog } from './leave-decision-dialog';
import { LeaveStatusBadge } from './leave-status-badge';
import { NewLeaveRequestDialog } from './new-leave-request-dialog';

const VIEW_LABELS: Record<LeaveRequestView, string> = { mine: 'My requests', to_approve: 'To approve', all: 'All' };

/** Leave Requests: the caller's own, those waiting for their decision, and all they may see. */
export function LeaveRequestsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const ownEmployeeId = organization?.employee_id ?? null;
  const canApprove = useCan('leave', 'approve');
  const viewsReports = useCan('leave', 'view', 'reports');
  const viewsDepartment = useCan('leave', 'view', 'department');
  const createsForReports = useCan('leave', 'create', 'reports');
  const createsForDepartment = useCan('leave', 'create', 'department');
  const seesOthers = viewsReports || viewsDepartment;
  const forOthers = createsForReports || createsForDepartment;
  const canCreate = useCan('leave', 'create');
  const views = (['mine', 'to_approve', 'all'] as const).filter(
    (view) =>
      (view === 'mine' && ownEmployeeId !== null) ||
      (view === 'to_approve' && canApprove) ||
      (view === 'all' && seesOthers),
  );
  const [params, setParams] = useSearchParams();
  // A notification's link names the tab (?view=to_approve&request=12).
  const [chosen, setChosen] = useState<LeaveRequestView | null>(
    (LEAVE_REQUEST_VIEWS as readonly string[]).includes(params.get('view') ?? '')
      ? (params.get('view') as LeaveRequestView)
      : null,
  );
  const view = chosen && views.includes(chosen) ? chosen : (views[0] ?? 'mine');
  const [status, setStatus] = useState<LeaveRequestStatus | ''>('');
  const pages = useCursorPages(`${organizationId}:${view}:${status}`);
  const { data, error, isLoading, mutate } = useLeaveRequests(organizationId, view, status, pages.cursor);
  const [creating, setCreating] = useState(false);
  const [deciding, setDeciding] = useState<{ request: LeaveRequest; decision: Decision } | null>(null);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const revalidate = useRevalidateLeave(organizationId);
  const rows = data?.data ?? [];
  const highlighted = Number(params.get('request')) || null;

  const download = async (request: LeaveRequest) => {
    try {
      const link = await attachmentLink(request.request_id);
      window.location.assign(link.url);
    } catch (failure) {
      console.error(failure);
      notify.error('The attachment could not be downloaded.');
    }
  };

  return (
    <>
      <PageHeader
        title="Leave Requests"
        description="Ask for leave, follow your requests, and decide those waiting for you."
        actions={
          canCreate && organizationId && (ownEmployeeId !== null || forOthers) ? (
            <Button onClick={() => setCreating(true)}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              New Request
            </Button>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4">
          <div role="tablist" aria-label="Requests" className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
            {views.map((value) => (
              <button
                key={value}
                type="button"
                role="tab"
                aria-selected={view === value}
                onClick={() => {
                  setChosen(value);
                  if (highlighted) setParams({}, { replace: true });
                }}
                className={cn(
                  'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                  view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {VIEW_LABELS[value]}
              </button>
            ))}
          </div>
          {view !== 'to_approve' ? (
            <Select
              aria-label="Status"
              className="w-full sm:w-44"
              value={status}
              onChange={(event) => setStatus(event.target.value as LeaveRequestStatus | '')}
            >
              <option value="">All statuses</option>
              <Options values={LEAVE_REQUEST_STATUSES} labels={LEAVE_REQUEST_STATUS_LABELS} />
            </Select>
          ) : null}
        </div>
        <DataTable
          label={VIEW_LABELS[view]}
          columns={[
            {
              header: 'Employee',
              cell: (request) => (
                <>
                  <span className="font-medium text-slate-900">{request.employee_name}</span>
                  {request.reason ? <p className="text-xs text-slate-500">{request.reason}</p> : null}
                </>
              ),
            },
            { header: 'Type', cell: (request) => request.leave_type_name },
            { header: 'Dates', className: 'whitespace-nowrap', cell: datesText },
            { header: 'Hours', cell: (request) => (request.part_day ? `${request.hours} (part day)` : request.hours) },
            {
              header: 'Status',
              cell: (request) => (
                <>
                  <LeaveStatusBadge status={request.status} />
                  {request.decision_comment ? (
                    <p className="mt-1 text-xs text-slate-500">
                      {request.decided_by}: {request.decision_comment}
                    </p>
                  ) : null}
                </>
              ),
            },
            {
              header: 'Actions',
              actions: true,
              headerClassName: 'text-right',
              className: 'text-right whitespace-nowrap',
              cell: (request) => {
                const whose = `${request.employee_name}'s leave`;
                return (
                  <>
                    {request.attachment ? (
                      <RowAction
                        label={`Attachment of ${whose}`}
                        icon={Paperclip}
                        size="sm"
                        onClick={() => download(request)}
                      />
                    ) : null}
                    {request.can_approve ? (
                      <>
                        <RowAction
                          label={`Approve ${whose}`}
                          icon={Check}
                          onClick={() => setDeciding({ request, decision: 'approve' })}
                        >
                          Approve
                        </RowAction>
                        <RowAction
                          label={`Decline ${whose}`}
                          icon={X}
                          onClick={() => setDeciding({ request, decision: 'decline' })}
                        >
                          Decline
                        </RowAction>
                      </>
                    ) : null}
                    {request.can_cancel ? (
                      <RowAction label={`Cancel ${whose}`} icon={Undo2} onClick={() => setCancelling(request)}>
                        Cancel
                      </RowAction>
                    ) : null}
                  </>
                );
              },
            },
          ]}
          rows={rows}
          rowKey={(request) => request.request_id}
          rowClassName={(request) => highlighted === request.request_id && 'bg-brand-50/60'}
          busy={isLoading && Boolean(data)}
          loading={Boolean(organizationId) && isLoading && !data}
          loadingText="Loading leave requests..."
          error={error}
          errorText="The leave requests could not be loaded."
          onRetry={() => mutate()}
          empty={view === 'to_approve' ? 'No requests are waiting for you.' : 'No leave requests.'}
          pager={{ label: 'Leave request pages', pages, nextCursor: data?.next_cursor, busy: isLoading }}
        />
      </Card>
      {organizationId ? (
        <>
          <NewLeaveRequestDialog
            organizationId={organizationId}
            ownEmployeeId={ownEmployeeId}
            forOthers={forOthers}
            open={creating}
            onOpenChange={setCreating}
          />
          <LeaveDecisionDialog
            organizationId={organizationId}
            request={deciding?.request ?? null}
            decision={deciding?.decision ?? 'approve'}
            onClose={() => setDeciding(null)}
          />
          <ConfirmDialog
            open={cancelling !== null}
            onOpenChange={(open) => !open && setCancelling(null)}
            title="Cancel this leave request?"
            description={
              cancelling
                ? `${cancelling.employee_name}: ${cancelling.leave_type_name}, ${datesText(cancelling)} (${cancelling.hours} hours).${
                    cancelling.status === 'approved' ? ' The hours go back to the balance.' : ''
                  }`
                : ''
            }
            confirmLabel="Cancel Request"
            cancelLabel="Keep"
            busyLabel="Cancelling..."
            onConfirm={async () => {
              if (!cancelling) return;
              try {
                await decideLeaveRequest(cancelling, 'cancel', null);
                notify.success('Leave request cancelled.');
              } finally {
                void revalidate();
              }
            }}
          />
        </>
      ) : null}
    </>
  );
}
