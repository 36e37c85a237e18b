import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmployeePaySummaries } from '../api/employee-pay';
import { usePaySchedules } from '../api/payroll-settings';
import { EmployeePayDialog, type PayTarget } from './employee-pay-dialog';
import { BASIS_LABELS, describeRate } from './pay-format';

/** Every employee's pay in effect today: basis, rate or salary, schedule and super fund. */
export function EmployeePaySection({ organizationId, canEdit }: { organizationId: number; canEdit: boolean }) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const pages = useCursorPages(`${organizationId}|${search}`);
  const { data, error, isLoading, isValidating, mutate } = useEmployeePaySummaries(
    organizationId,
    search,
    pages.cursor,
  );
  const schedules = usePaySchedules(organizationId).data ?? [];
  const [target, setTarget] = useState<PayTarget | null>(null);
  const scheduleName = (id: number) => schedules.find((schedule) => schedule.id === id)?.name ?? '—';
  const rows = error ? [] : (data?.data ?? []);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">Employees' pay</h2>
        <Input
          type="search"
          aria-label="Search employees"
          placeholder="Search by name or code"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="w-full sm:w-64"
        />
      </div>
      <TableScroll
        label="Employees' pay"
        message={
          error ? (
            <ListError className="py-0" onRetry={() => mutate()} />
          ) : isLoading && !data ? (
            "Loading employees' pay..."
          ) : rows.length === 0 ? (
            search ? (
              'No employees match your search.'
            ) : (
              'No employees yet.'
            )
          ) : null
        }
      >
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Basis</Th>
            <Th>Rate or salary</Th>
            <Th>Schedule</Th>
            <Th>Super fund</Th>
            {canEdit ? <Th className="text-right">Actions</Th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const period = row.current ?? row.upcoming;
            return (
              <tr key={row.employee_id}>
                <Td label="Name">
                  <span className="font-medium text-slate-900">{row.employee_name}</span>
                  <span className="block text-xs text-slate-500">{row.employee_code}</span>
                </Td>
                <Td label="Basis">{period ? BASIS_LABELS[period.basis] : 'Not set up'}</Td>
                <Td label="Rate or salary">
                  {period ? describeRate(period) : '—'}
                  {!row.current && row.upcoming ? (
                    <span className="block text-xs text-slate-500">
                      From {formatDate(row.upcoming.effective_from, 'medium')}
                    </span>
                  ) : null}
                </Td>
                <Td label="Schedule">{period ? scheduleName(period.pay_schedule_id) : '—'}</Td>
                <Td label="Super fund">{row.super_fund_name ?? '—'}</Td>
                {canEdit ? (
                  <Td className="text-right whitespace-nowrap">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${row.version === null ? 'Set up pay' : 'Edit pay'} for ${row.employee_name}`}
                      onClick={() => setTarget({ employeeId: row.employee_id, name: row.employee_name })}
                    >
                      {row.version === null ? 'Set up pay' : 'Edit pay'}
                    </Button>
                  </Td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </TableScroll>
      {rows.length > 0 || pages.page > 1 ? (
        <CursorPager
          label="Employee pay pages"
          pages={pages}
          nextCursor={data?.next_cursor}
          busy={isValidating}
          summary={`${rows.length} shown`}
        />
      ) : null}
      <EmployeePayDialog
        organizationId={organizationId}
        target={target}
        schedules={schedules}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
}
