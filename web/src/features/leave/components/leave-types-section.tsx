import { type LeaveType, loadingPercentText } from '@wattle/shared/leave-types';
import { parseRate } from '@wattle/shared/money';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDeleteLeaveType, useLeaveTypes } from '../api/leave-types';
import { LeaveTypeDialog } from './leave-type-dialog';
import { ruleOf } from './leave-type-rule';

const payOf = (type: LeaveType) => {
  const loading = type.leave_loading_rate ? parseRate(type.leave_loading_rate) : null;
  return `${type.paid ? 'Paid' : 'Unpaid'}${loading ? ` · ${loadingPercentText(loading)} loading` : ''}`;
};

const requestsOf = (type: LeaveType) =>
  [
    type.attachment_required ? 'Attachment required' : null,
    type.negative_balance_allowed ? 'Negative balance allowed' : null,
    type.confidential ? 'Confidential' : null,
  ]
    .filter(Boolean)
    .join(' · ') || '—';

/** HR's list of leave types: NES types (editable within their minimums) and custom types. */
export function LeaveTypesSection() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const { data, error, isLoading, mutate } = useLeaveTypes(organizationId);
  const remove = useDeleteLeaveType(organizationId);
  const [editing, setEditing] = useState<LeaveType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LeaveType | null>(null);
  const rows = error ? [] : (data ?? []);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">Leave types</h2>
        <Button size="sm" onClick={() => setEditing('new')} disabled={!organizationId}>
          <Plus aria-hidden="true" className="size-4" />
          Add leave type
        </Button>
      </div>
      <DataTable
        label="Leave types"
        columns={[
          {
            header: 'Name',
            cell: (type) => (
              <>
                <span className="font-medium text-slate-900">{type.name}</span>{' '}
                <Badge tone={type.code ? 'brand' : 'neutral'}>{type.code ? 'NES' : 'Custom'}</Badge>
              </>
            ),
          },
          { header: 'Rule', cell: ruleOf },
          { header: 'Pay', cell: payOf },
          { header: 'Requests', cell: requestsOf },
          {
            header: 'Actions',
            actions: true,
            headerClassName: 'text-right',
            className: 'text-right whitespace-nowrap',
            cell: (type) => (
              <>
                <RowAction label={`Edit ${type.name}`} icon={Pencil} onClick={() => setEditing(type)}>
                  Edit
                </RowAction>
                {type.code === null && !type.in_use ? (
                  <RowAction label={`Delete ${type.name}`} icon={Trash2} onClick={() => setDeleting(type)}>
                    Delete
                  </RowAction>
                ) : null}
              </>
            ),
          },
        ]}
        rows={rows}
        rowKey={(type) => type.leave_type_id}
        loading={isLoading && !data}
        loadingText="Loading leave types..."
        error={error}
        onRetry={() => mutate()}
        empty="No leave types."
      />
      {organizationId ? (
        <LeaveTypeDialog organizationId={organizationId} type={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete leave type?"
        description={deleting ? `${deleting.name} will no longer be offered. A type in use cannot be deleted.` : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.leave_type_id);
          notify.success(`${deleting.name} deleted.`);
        }}
      />
    </Card>
  );
}
