import { LEAVE_ENTRY_KIND_LABELS, type LeaveBalance, type LeaveEntry, withUnit } from '@wattle/shared/leave-types';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { TableScroll, Td, Th } from '@/components/ui/table';
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
      <TableScroll
        label={`${balance.name} entries`}
        busy={isValidating && Boolean(data)}
        message={
          error ? (
            <ListError className="py-0" onRetry={() => mutate()} />
          ) : isLoading && !data ? (
            'Loading entries...'
          ) : rows.length === 0 ? (
            'No entries yet: accrual is posted monthly and before any change.'
          ) : null
        }
      >
        <thead>
          <tr>
            <Th>Date</Th>
            <Th>Entry</Th>
            <Th>Details</Th>
            <Th className="text-right">{balance.unit === 'days' ? 'Days' : 'Hours'}</Th>
            <Th className="text-right">Balance after</Th>
            <Th>By</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.entry_id}>
              <Td label="Date" className="whitespace-nowrap">
                {formatDate(entry.date, 'medium')}
              </Td>
              <Td label="Entry">{LEAVE_ENTRY_KIND_LABELS[entry.kind]}</Td>
              <Td label="Details">{detailOf(entry)}</Td>
              <Td label="Hours" className="text-right tabular-nums">
                {withUnit(entry.hours.startsWith('-') ? entry.hours : `+${entry.hours}`, balance.unit)}
              </Td>
              <Td label="Balance after" className="text-right tabular-nums">
                {withUnit(entry.balance_after_hours, balance.unit)}
              </Td>
              <Td label="By">{entry.actor_name}</Td>
            </tr>
          ))}
        </tbody>
      </TableScroll>
      {rows.length > 0 ? (
        <CursorPager
          label={`${balance.name} entry pages`}
          pages={pages}
          nextCursor={data?.next_cursor}
          busy={isValidating}
          summary={`${rows.length} entries on this page`}
        />
      ) : null}
    </Card>
  );
}
