import { formatAudRateText } from '@wattle/shared/money';
import type { PayItem } from '@wattle/shared/pay-items';
import { PAY_LINE_KIND_LABELS, type PayItemKind } from '@wattle/shared/payroll-constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable, shownPager } from '@/components/data-table/data-table';
import { EditDeleteActions } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployeeOptions } from '../api/employee-pay';
import { useDeletePayItem, usePayItems } from '../api/pay-items';
import { aud } from './pay-format';
import { PayItemDialog } from './pay-item-dialog';

/** The kinds each list screen shows. */
export const DEDUCTION_KINDS: readonly PayItemKind[] = [
  'salary_sacrifice_super',
  'salary_sacrifice_other',
  'deduction',
];
export const BONUS_KINDS: readonly PayItemKind[] = [
  'bonus',
  'commission',
  'allowance',
  'overtime',
  'back_pay',
  'reimbursement',
];

function amountOf(item: PayItem): string {
  if (item.hours && item.hourly_rate) return `${item.hours} h × ${formatAudRateText(item.hourly_rate)}`;
  return aud(item.amount);
}

function whenOf(item: PayItem): string {
  if (!item.recurring) return `One-off, on or after ${formatDate(item.start_date, 'medium')}`;
  const end = item.end_date ? ` to ${formatDate(item.end_date, 'medium')}` : '';
  return `Every pay run from ${formatDate(item.start_date, 'medium')}${end}`;
}

/** A list screen of pay items of some kinds (Deductions; Bonus and Incentives): add, edit, delete per employee. */
export function PayItemsPage({
  title,
  description,
  kinds,
}: {
  title: string;
  description: string;
  kinds: readonly PayItemKind[];
}) {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const canEdit = useCan('payroll', 'edit', 'organization');
  const pages = useCursorPages(`${organizationId}|${kinds.join(',')}`);
  const { data, error, isLoading, isValidating, mutate } = usePayItems(organizationId, kinds, pages.cursor);
  const employees = (useEmployeeOptions(canEdit ? organizationId : null).data ?? []).map((option) => ({
    id: option.id,
    name: `${option.first_name} ${option.last_name}`,
  }));
  const remove = useDeletePayItem(organizationId);
  const [editing, setEditing] = useState<PayItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PayItem | null>(null);
  const rows = error ? [] : (data?.data ?? []);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          canEdit ? (
            <Button onClick={() => setEditing('new')} disabled={!organizationId}>
              <Plus aria-hidden="true" className="size-4" />
              Add pay item
            </Button>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <DataTable
          label={title}
          columns={[
            {
              header: 'Employee',
              cell: (item) => <span className="font-medium text-slate-900">{item.employee_name}</span>,
            },
            {
              header: 'Kind',
              cell: (item) =>
                `${PAY_LINE_KIND_LABELS[item.kind]}${item.allowance_type ? ` (${item.allowance_type})` : ''}`,
            },
            {
              header: 'Description',
              cell: (item) => (
                <>
                  {item.description}
                  {item.payee ? <span className="block text-xs text-slate-500">Paid to {item.payee}</span> : null}
                </>
              ),
            },
            { header: 'Amount', cell: amountOf },
            {
              header: 'When',
              cell: (item) => (
                <>
                  {whenOf(item)}
                  {item.paid_in_run_id ? <span className="block text-xs text-slate-500">Paid</span> : null}
                </>
              ),
            },
            canEdit &&
              actionsColumn((item: PayItem) =>
                item.paid_in_run_id ? null : (
                  <EditDeleteActions
                    name={`${item.description} for ${item.employee_name}`}
                    onEdit={() => setEditing(item)}
                    onDelete={() => setDeleting(item)}
                  />
                ),
              ),
          ]}
          rows={rows}
          rowKey={(item) => item.id}
          loading={!error && isLoading && !data}
          loadingText="Loading pay items..."
          error={error}
          onRetry={() => mutate()}
          empty="No pay items yet."
          pager={shownPager('Pay item pages', pages, data?.next_cursor, rows.length, isValidating)}
        />
      </Card>
      {organizationId ? (
        <PayItemDialog
          organizationId={organizationId}
          item={editing}
          kinds={kinds}
          employees={employees}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete pay item?"
        description={deleting ? `${deleting.description} for ${deleting.employee_name} will no longer be paid.` : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger({ employeeId: deleting.employee_id, id: deleting.id });
          notify.success(`${deleting.description} deleted.`);
        }}
      />
    </>
  );
}
