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
import { Card } from '@/components/ui/card';
import { ExportButton } from '@/components/ui/export-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
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

const cell = (report: PayrollReport, key: string, value: string | undefined) => {
  if (value === undefined) return '';
  const column = report.columns.find((candidate) => candidate.key === key);
  return column?.money ? formatAudAmount(value) : value;
};

function ReportTable({ report }: { report: PayrollReport }) {
  const totals = report.totals;
  return (
    <TableScroll label={report.title} message={report.rows.length === 0 ? NO_ROWS : undefined}>
      <thead>
        <tr>
          {report.columns.map((column) => (
            <Th key={column.key} className={column.money ? 'text-right' : undefined}>
              {column.label}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity of their own
          <tr key={index}>
            {report.columns.map((column) => (
              <Td
                key={column.key}
                label={column.label}
                className={column.money ? 'text-right tabular-nums' : undefined}
              >
                {cell(report, column.key, row[column.key])}
              </Td>
            ))}
          </tr>
        ))}
        {totals && report.rows.length > 0 ? (
          <tr className="font-semibold">
            {report.columns.map((column, index) => (
              <Td
                key={column.key}
                label={column.label}
                className={column.money ? 'text-right tabular-nums' : undefined}
              >
                {index === 0 ? 'Total' : cell(report, column.key, totals[column.key])}
              </Td>
            ))}
          </tr>
        ) : null}
      </tbody>
    </TableScroll>
  );
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
                  {PAYROLL_REPORTS.map((report) => (
                    <option key={report} value={report}>
                      {PAYROLL_REPORT_LABELS[report]}
                    </option>
                  ))}
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
          {error ? (
            <ListError message={errorMessage(error, 'The report could not be loaded.')} onRetry={() => mutate()} />
          ) : data && data.report === name ? (
            <ReportTable report={data} />
          ) : isLoading || valid ? (
            <p className="px-4 py-10 text-center text-sm text-slate-500">Loading report...</p>
          ) : null}
        </Card>
      )}
      {canView && canExport && organizationId ? (
        <PayRunFiles organizationId={organizationId} from={from} to={to} ready={valid} />
      ) : null}
    </>
  );
}
