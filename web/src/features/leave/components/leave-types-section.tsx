import { type LeaveType, loadingPercentText } from '@wattle/shared/leave-types';
import { parseRate } from '@wattle/shared/money';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDeleteLeaveType, useLeaveTypes } from '../api/leave-types';
import { LeaveTypeDialog } from './leave-type-dialog';
import { ruleOf } from './leave-type-rule';

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
      <TableScroll
        label="Leave types"
        message={
          error ? (
            <ListError className="py-0" onRetry={() => mutate()} />
          ) : isLoading && !data ? (
            'Loading leave types...'
          ) : rows.length === 0 ? (
            'No leave types.'
          ) : null
        }
      >
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Rule</Th>
            <Th>Pay</Th>
            <Th>Requests</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((type) => (
            <tr key={type.leave_type_id}>
              <Td label="Name">
                <span className="font-medium text-slate-900">{type.name}</span>{' '}
                <Badge tone={type.code ? 'brand' : 'neutral'}>{type.code ? 'NES' : 'Custom'}</Badge>
              </Td>
              <Td label="Rule">{ruleOf(type)}</Td>
              <Td label="Pay">
                {type.paid ? 'Paid' : 'Unpaid'}
                {type.leave_loading_rate && parseRate(type.leave_loading_rate)
                  ? ` · ${loadingPercentText(parseRate(type.leave_loading_rate) ?? 0)} loading`
                  : ''}
              </Td>
              <Td label="Requests">
                {[
                  type.attachment_required ? 'Attachment required' : null,
                  type.negative_balance_allowed ? 'Negative balance allowed' : null,
                  type.confidential ? 'Confidential' : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </Td>
              <Td className="text-right whitespace-nowrap">
                <Button variant="ghost" size="sm" aria-label={`Edit ${type.name}`} onClick={() => setEditing(type)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                {type.code === null && !type.in_use ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${type.name}`}
                    onClick={() => setDeleting(type)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                ) : null}
              </Td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
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
