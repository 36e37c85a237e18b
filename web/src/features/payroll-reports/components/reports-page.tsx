import { isCalendarDate } from '@wattle/shared/calendar';
import { formatAudAmount } from '@wattle/shared/money';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import {
  PAYROLL_REPORT_LABELS,
  PAYROLL_REPORTS,
  type PayrollReport,
  type PayrollReportName,
} from '@wattle/shared/payroll-outputs';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/data-table/data-table';
import { Card } from '@/components/ui/card';
import { ExportButton } from '@/components/ui/export-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { reportPath, usePayrollReport } from '../api/reports';
import { PayRunFiles } from './pay-run-files';

/** The Australian financial year (1 July – 30 June) holding `day` (the organization's day). */
export function financialYearOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

export const NO_ROWS = 'Nothing to report for this period.';
export const BAD_PERIOD = 'Enter a period whose start is on or before its end.';
export const NO_ACCESS_TEXT = 'Payroll reports are for payroll and HR managers.';

/** A cell as shown: money in AUD, a day (a pay or due date, YYYY-MM-DD as the CSV keeps it) as "9 Dec 2026". */
const cell = (report: PayrollReport, key: string, value: string | undefined) => {
  if (value === undefined) return '';
  const column = report.columns.find((candidate) => candidate.key === key);
  return column?.money ? formatAudAmount(value) : formatDate(value, 'medium');
};

type ReportRow = PayrollReport['rows'][number];

/** A report's columns, money right-aligned in AUD, with its totals row (led by "Total") when it has rows. */
function reportColumns(report: PayrollReport | null): Column<ReportRow>[] {
  if (!report) return [];
  const totals = report.rows.length > 0 ? report.totals : null;
  return report.columns.map((column, index) => ({
    header: column.label,
    headerClassName: column.money ? 'text-right' : undefined,
    className: column.money ? 'text-right tabular-nums' : undefined,
    cell: (row) => cell(report, column.key, row[column.key]),
    footer: totals ? (index === 0 ? 'Total' : cell(report, column.key, totals[column.key])) : undefined,
  }));
}

/** Payroll → Payroll Reports: pick a report and a period, read the table, export it as CSV. */
export function ReportsPage() {
  const { organization } = useSelectedOrganization();
  const canView = useCan(PAYROLL_RULES.payFigures);
  const canExport = useCan('payroll', 'export', 'organization');
  const today = useOrganizationToday();
  const [name, setName] = useState<PayrollReportName>('pay-run-summary');
  // The current financial year: a run paid later this year (or on a future pay date) is in it.
  const [from, setFrom] = useState(() => financialYearOf(today).from);
  const [to, setTo] = useState(() => financialYearOf(today).to);
  const valid = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const organizationId = organization?.id ?? null;
  const { data, error, isLoading, mutate } = usePayrollReport(organizationId, name, from, to, valid && canView);
  // The report asked for (an earlier one stays, dimmed, while another period loads); none when it failed.
  const report = !error && data?.report === name ? data : null;
  return (
    <>
      <PageHeader
        title="Payroll Reports"
        description="Finalised and paid pay runs by pay date. Leave liability values balances on the last day of the period."
        actions={
          canExport && organizationId && valid ? (
            <ExportButton
              path={reportPath(name, organizationId, from, to, 'csv')}
              fallbackName={`payroll-${name}.csv`}
            />
          ) : null
        }
      />
      {!canView ? (
        <Card className="px-5 py-6 text-sm text-slate-600">{NO_ACCESS_TEXT}</Card>
      ) : (
        <Card>
          <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:grid-cols-3">
            <Field label="Report">
              {(control) => (
                <Select
                  {...control}
                  value={name}
                  onChange={(event) => setName(event.target.value as PayrollReportName)}
                >
                  <Options values={PAYROLL_REPORTS} labels={PAYROLL_REPORT_LABELS} />
                </Select>
              )}
            </Field>
            <Field label="From" error={valid ? undefined : BAD_PERIOD}>
              {(control) => (
                <Input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
              )}
            </Field>
            <Field label="To">
              {(control) => (
                <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
              )}
            </Field>
          </div>
          {report || error || isLoading || valid ? (
            <DataTable
              label={report?.title ?? PAYROLL_REPORT_LABELS[name]}
              columns={reportColumns(report)}
              rows={report?.rows ?? []}
              rowKey={(_, index) => index}
              busy={isLoading && Boolean(report)}
              loading={!error && !report}
              loadingText="Loading report..."
              error={error}
              errorText={errorMessage(error, 'The report could not be loaded.')}
              onRetry={() => mutate()}
              empty={NO_ROWS}
            />
          ) : null}
        </Card>
      )}
      {canView && canExport && organizationId ? (
        <PayRunFiles organizationId={organizationId} from={from} to={to} ready={valid} />
      ) : null}
    </>
  );
}
