import type { EmployeePaySummary } from '@wattle/shared/payroll-setup';
import { useState } from 'react';
import { actionsColumn, DataTable, shownPager } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Card, CardHeader } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { Input } from '@/components/ui/input';
import { formatDate } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmployeePaySummaries } from '../api/employee-pay';
import { usePaySchedules } from '../api/payroll-settings';
import { EmployeePayDialog, type PayTarget } from './employee-pay-dialog';
import { BASIS_LABELS, describeRate } from './pay-format';
import { YtdBroughtInDialog, type YtdTarget } from './ytd-brought-in-dialog';

/** The pay in effect today, or else the one starting later. */
const periodOf = (row: EmployeePaySummary) => row.current ?? row.upcoming;

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
  const [ytdTarget, setYtdTarget] = useState<YtdTarget | null>(null);
  const scheduleName = (id: number) => schedules.find((schedule) => schedule.id === id)?.name ?? '—';
  const rows = error ? [] : (data?.data ?? []);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Employees' pay">
        <Input
          type="search"
          aria-label="Search employees"
          placeholder="Search by name or code"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="w-full sm:w-64"
        />
      </CardHeader>
      <DataTable
        label="Employees' pay"
        columns={[
          {
            header: 'Name',
            cell: (row) => (
              <>
                <span className="font-medium text-slate-900">{row.employee_name}</span>
                <span className="block text-xs text-slate-500">{row.employee_code}</span>
              </>
            ),
          },
          {
            header: 'Basis',
            cell: (row) => {
              const period = periodOf(row);
              return period ? BASIS_LABELS[period.basis] : 'Not set up';
            },
          },
          {
            header: 'Rate or salary',
            cell: (row) => {
              const period = periodOf(row);
              return (
                <>
                  {period ? describeRate(period) : '—'}
                  {!row.current && row.upcoming ? (
                    <span className="block text-xs text-slate-500">
                      From {formatDate(row.upcoming.effective_from, 'medium')}
                    </span>
                  ) : null}
                </>
              );
            },
          },
          {
            header: 'Schedule',
            cell: (row) => {
              const period = periodOf(row);
              return period ? scheduleName(period.pay_schedule_id) : '—';
            },
          },
          { header: 'Super fund', cell: (row) => row.super_fund_name ?? '—' },
          canEdit &&
            actionsColumn((row: EmployeePaySummary) => {
              const action = row.version === null ? 'Set up pay' : 'Edit pay';
              const person = { employeeId: row.employee_id, name: row.employee_name };
              return (
                <div className="flex flex-wrap justify-end gap-1">
                  <RowAction label={`${action} for ${row.employee_name}`} onClick={() => setTarget(person)}>
                    {action}
                  </RowAction>
                  <RowAction
                    label={`Year to date brought in for ${row.employee_name}`}
                    onClick={() => setYtdTarget(person)}
                  >
                    Year to date
                  </RowAction>
                </div>
              );
            }),
        ]}
        rows={rows}
        rowKey={(row) => row.employee_id}
        loading={!error && isLoading && !data}
        loadingText="Loading employees' pay..."
        error={error}
        onRetry={() => mutate()}
        empty={search ? 'No employees match your search.' : 'No employees yet.'}
        pager={shownPager('Employee pay pages', pages, data?.next_cursor, rows.length, isValidating)}
      />
      <EmployeePayDialog
        organizationId={organizationId}
        target={target}
        schedules={schedules}
        onClose={() => setTarget(null)}
      />
      <YtdBroughtInDialog organizationId={organizationId} target={ytdTarget} onClose={() => setYtdTarget(null)} />
    </Card>
  );
}
