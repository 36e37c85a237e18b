import { LEAVE_ENTRY_KIND_LABELS, type LeaveBalance, type LeaveEntry, withUnit } from '@wattle/shared/leave-types';
import { X } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { formatDate } from '@/lib/dates';
import { useLeaveEntries } from '../api/balances';

function detailOf(entry: LeaveEntry): string {
  if (entry.kind === 'accrual' && entry.period_from) {
    return `${formatDate(entry.period_from, 'medium')} – ${formatDate(entry.date, 'medium')}`;
  }
  if (entry.leave_start && entry.leave_end) {
    return entry.leave_start === entry.leave_end
      ? formatDate(entry.leave_start, 'medium')
      : `${formatDate(entry.leave_start, 'medium')} – ${formatDate(entry.leave_end, 'medium')}`;
  }
  return entry.reason ?? '';
}

/** The entries behind one type's figures, newest first: accruals, leave taken and returned, adjustments. */
export function LeaveEntries({
  organizationId,
  employeeId,
  balance,
  onClose,
}: {
  organizationId: number | null;
  employeeId: number;
  balance: LeaveBalance;
  onClose: () => void;
}) {
  const pages = useCursorPages(`${organizationId}|${employeeId}|${balance.leave_type_id}`);
  const { data, error, isLoading, isValidating, mutate } = useLeaveEntries(
    organizationId,
    employeeId,
    balance.leave_type_id,
    pages.cursor,
  );
  const rows = error ? [] : (data?.data ?? []);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">{balance.name} entries</h2>
        <Button variant="ghost" size="icon-sm" aria-label={`Close ${balance.name} entries`} onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <DataTable
        label={`${balance.name} entries`}
        columns={[
          { header: 'Date', className: 'whitespace-nowrap', cell: (entry) => formatDate(entry.date, 'medium') },
          { header: 'Entry', cell: (entry) => LEAVE_ENTRY_KIND_LABELS[entry.kind] },
          { header: 'Details', cell: detailOf },
          {
            header: balance.unit === 'days' ? 'Days' : 'Hours',
            headerClassName: 'text-right',
            className: 'text-right tabular-nums',
            cell: (entry) => withUnit(entry.hours.startsWith('-') ? entry.hours : `+${entry.hours}`, balance.unit),
          },
          {
            header: 'Balance after',
            headerClassName: 'text-right',
            className: 'text-right tabular-nums',
            cell: (entry) => withUnit(entry.balance_after_hours, balance.unit),
          },
          { header: 'By', cell: (entry) => entry.actor_name },
        ]}
        rows={rows}
        rowKey={(entry) => entry.entry_id}
        busy={isValidating && Boolean(data)}
        loading={isLoading && !data}
        loadingText="Loading entries..."
        error={error}
        onRetry={() => mutate()}
        empty="No entries yet: accrual is posted monthly and before any change."
        pager={
          rows.length > 0 && {
            label: `${balance.name} entry pages`,
            pages,
            nextCursor: data?.next_cursor,
            busy: isValidating,
            summary: `${rows.length} entries on this page`,
          }
        }
      />
    </Card>
  );
}
