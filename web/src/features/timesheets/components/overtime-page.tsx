import { formatAud } from '@wattle/shared/money';
import { Timer } from 'lucide-react';
import { DataTable } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { type OvertimeRow, useOvertime } from '../api/timesheets';
import { RangeFilters, useDateRange } from './date-range';
import { addDays, formatMinutes, mondayOf } from './format';

export const OVERTIME_EMPTY = 'No overtime in this period.';

/** Overtime: the hours the pay rules classed as overtime, per employee and week, with the rules that did. */
export function OvertimePage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  // The last four weeks, this one included.
  const range = useDateRange(() => ({ from: addDays(mondayOf(today), -21), to: today }));
  const { data, error, isLoading, mutate } = useOvertime(organizationId, range.from, range.to, range.ready);
  const rows = error || !range.ready ? [] : (data ?? []);
  return (
    <>
      <PageHeader
        title="Overtime"
        description="Hours of approved timesheets that the pay rules classed as overtime, by employee and week."
      />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <RangeFilters id="overtime" range={range} />
        </div>
        <DataTable
          label="Overtime"
          columns={[
            {
              header: 'Employee',
              cell: (row: OvertimeRow) => <EmployeeCell id={row.employee_id} name={row.employee_name} />,
            },
            {
              header: 'Week',
              className: 'whitespace-nowrap',
              cell: (row) => `Week of ${formatDate(row.week_start, 'medium')}`,
            },
            {
              header: 'Hours',
              headerClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: (row) => formatMinutes(row.minutes),
            },
            {
              header: 'Amount',
              headerClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: (row) => (row.amount_cents === null ? '—' : formatAud(row.amount_cents)),
            },
            {
              header: 'Rules',
              cell: (row) => (
                <ul className="space-y-0.5 text-xs text-slate-600">
                  {row.rules.map((rule) => (
                    <li key={`${rule.category}-${rule.rule}`}>
                      {rule.rule} ({formatMinutes(rule.minutes)} h)
                      {rule.unverified ? (
                        <Badge tone="amber" className="ml-1">
                          Unverified
                        </Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
          rows={rows}
          rowKey={(row) => `${row.employee_id}-${row.week_start}`}
          busy={isLoading && Boolean(data)}
          loading={range.ready && isLoading && !data}
          loadingText="Loading overtime..."
          error={error}
          errorText={errorMessage(error, 'The overtime could not be loaded.')}
          onRetry={() => mutate()}
          empty={range.ready ? OVERTIME_EMPTY : null}
          emptyIcon={Timer}
        />
      </Card>
    </>
  );
}
