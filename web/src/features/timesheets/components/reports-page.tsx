import { formatAud } from '@wattle/shared/money';
import type { TimesheetReportRow } from '@wattle/shared/timesheets';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { Card } from '@/components/ui/card';
import { ExportButton } from '@/components/ui/export-button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { TIMESHEETS } from '../access';
import { type ReportGroup, reportPath, useTimesheetReport } from '../api/timesheets';
import { RangeFilters, useDateRange } from './date-range';
import { formatMinutes } from './format';

export const REPORT_EMPTY = 'No approved hours in this period.';
export const REPORT_NO_PAY = 'Timesheet reports show the cost of hours: they are for roles that see pay rates.';

const GROUPS = ['employee', 'department', 'category'] as const;
const GROUP_LABELS: Record<ReportGroup, string> = {
  employee: 'Employee',
  department: 'Department',
  category: 'Pay category',
};

const right = { headerClassName: 'text-right', className: 'text-right tabular-nums' };
/** Timesheet reports: hours and cost of approved timesheets for a date range, grouped, with a CSV export. */
export function TimesheetReportsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const canExport = useCan(TIMESHEETS, 'export');
  // Cost is pay: the report needs the pay field group, as its API route does.
  const seesPay = useCan({ module: TIMESHEETS, action: 'view', fields: ['pay'] });
  const today = useOrganizationToday();
  const range = useDateRange(() => ({ from: `${today.slice(0, 8)}01`, to: today }));
  const [groupBy, setGroupBy] = useState<ReportGroup>('employee');
  const { data, error, isLoading, mutate } = useTimesheetReport(
    organizationId,
    range.from,
    range.to,
    groupBy,
    range.ready && seesPay,
  );
  const report = error || !range.ready ? null : (data ?? null);
  const rows = report?.rows ?? [];
  const total = rows.length > 0 ? (report?.total ?? null) : null;
  return (
    <>
      <PageHeader
        title="Timesheet Reports"
        description="Hours and cost of approved timesheets, from their pay lines."
        actions={
          canExport && seesPay && organizationId && range.ready ? (
            <ExportButton
              path={reportPath(organizationId, range.from, range.to, groupBy, true)}
              fallbackName={`timesheets-${groupBy}.csv`}
            />
          ) : null
        }
      />
      {!seesPay ? (
        <Card className="px-5 py-6 text-sm text-slate-600">{REPORT_NO_PAY}</Card>
      ) : (
        <Card className="overflow-hidden">
          <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
            <RangeFilters id="timesheet-report" range={range} />
            <Field label="Group by">
              {(control) => (
                <Select
                  {...control}
                  value={groupBy}
                  onChange={(event) => setGroupBy(event.target.value as ReportGroup)}
                >
                  <Options values={GROUPS} labels={GROUP_LABELS} />
                </Select>
              )}
            </Field>
          </div>
          <DataTable
            label="Timesheet report"
            columns={[
              {
                header: GROUP_LABELS[groupBy],
                className: 'font-medium text-slate-900',
                cell: (row: TimesheetReportRow) => row.label,
                footer: total ? 'Total' : undefined,
              },
              {
                header: 'Hours',
                ...right,
                cell: (row) => formatMinutes(row.minutes),
                footer: total ? formatMinutes(total.minutes) : undefined,
              },
              {
                header: 'Cost',
                ...right,
                cell: (row) => formatAud(row.amount_cents),
                footer: total ? formatAud(total.amount_cents) : undefined,
              },
              {
                header: 'Overtime hours',
                ...right,
                cell: (row) => formatMinutes(row.overtime_minutes),
                footer: total ? formatMinutes(total.overtime_minutes) : undefined,
              },
              groupBy !== 'category' && {
                header: 'Timesheets',
                ...right,
                cell: (row) => row.timesheets,
                footer: total ? total.timesheets : undefined,
              },
            ]}
            rows={rows}
            rowKey={(row) => row.key}
            busy={isLoading && Boolean(data)}
            loading={range.ready && isLoading && !data}
            loadingText="Loading report..."
            error={error}
            errorText={errorMessage(error, 'The report could not be loaded.')}
            onRetry={() => mutate()}
            empty={range.ready ? REPORT_EMPTY : null}
            emptyIcon={BarChart3}
          />
        </Card>
      )}
    </>
  );
}
