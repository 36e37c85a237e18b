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
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TableScroll, Td, Th } from '@/components/ui/table';
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
              {LEAVE_REQUEST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {LEAVE_REQUEST_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          ) : null}
        </div>
        <TableScroll
          label={VIEW_LABELS[view]}
          busy={isLoading && Boolean(data)}
          message={
            organizationId && isLoading && !data ? (
              'Loading leave requests...'
            ) : error ? (
              <ListError className="py-0" message="The leave requests could not be loaded." onRetry={() => mutate()} />
            ) : rows.length === 0 ? (
              view === 'to_approve' ? (
                'No requests are waiting for you.'
              ) : (
                'No leave requests.'
              )
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Employee</Th>
              <Th>Type</Th>
              <Th>Dates</Th>
              <Th>Hours</Th>
              <Th>Status</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((request) => (
              <tr
                key={request.request_id}
                className={cn('hover:bg-slate-50/60', highlighted === request.request_id && 'bg-brand-50/60')}
              >
                <Td label="Employee">
                  <span className="font-medium text-slate-900">{request.employee_name}</span>
                  {request.reason ? <p className="text-xs text-slate-500">{request.reason}</p> : null}
                </Td>
                <Td label="Type">{request.leave_type_name}</Td>
                <Td label="Dates" className="whitespace-nowrap">
                  {datesText(request)}
                </Td>
                <Td label="Hours">{request.part_day ? `${request.hours} (part day)` : request.hours}</Td>
                <Td label="Status">
                  <LeaveStatusBadge status={request.status} />
                  {request.decision_comment ? (
                    <p className="mt-1 text-xs text-slate-500">
                      {request.decided_by}: {request.decision_comment}
                    </p>
                  ) : null}
                </Td>
                <Td className="text-right whitespace-nowrap">
                  {request.attachment ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Attachment of ${request.employee_name}'s leave`}
                      onClick={() => download(request)}
                    >
                      <Paperclip aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                  {request.can_approve ? (
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Approve ${request.employee_name}'s leave`}
                        onClick={() => setDeciding({ request, decision: 'approve' })}
                      >
                        <Check aria-hidden="true" className="size-4" />
                        Approve
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Decline ${request.employee_name}'s leave`}
                        onClick={() => setDeciding({ request, decision: 'decline' })}
                      >
                        <X aria-hidden="true" className="size-4" />
                        Decline
                      </Button>
                    </>
                  ) : null}
                  {request.can_cancel ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Cancel ${request.employee_name}'s leave`}
                      onClick={() => setCancelling(request)}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Cancel
                    </Button>
                  ) : null}
                </Td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
        <CursorPager label="Leave request pages" pages={pages} nextCursor={data?.next_cursor} busy={isLoading} />
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
