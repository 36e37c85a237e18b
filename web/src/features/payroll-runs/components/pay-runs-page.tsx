import { formatDayRange } from '@wattle/shared/calendar';
import type { PayRunView } from '@wattle/shared/pay-runs';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { Calculator, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { moneyColumn } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { usePayRuns, usePaySchedules } from '../api/pay-runs';
import { NewPayRunDialog } from './new-pay-run-dialog';
import { PayRunStatusBadge } from './pay-run-format';
import { PayRunReview } from './pay-run-review';

/** Salary Processing: the organization's pay runs, drafting one, and a run's review (?run=<id>). */
export function PayRunsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const canCreate = useCan(PAYROLL_RULES.draftRun);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('run')) || null;
  const pages = useCursorPages(String(organizationId));
  const { data, error, isLoading, mutate } = usePayRuns(organizationId, pages.cursor);
  const schedules = usePaySchedules(canCreate ? organizationId : null);
  const [creating, setCreating] = useState(false);
  const open = (id: number | null) => setParams(id ? { run: String(id) } : {});
  const rows = data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Salary Processing"
        description="Draft a pay run for a schedule's period, review and adjust each payslip, finalise, then mark it paid."
        actions={
          <>
            <Link to={paths.app.payroll.getHref('withholding')} className={buttonClasses({ variant: 'outline' })}>
              <Calculator aria-hidden="true" className="size-4" />
              Withholding calculator
            </Link>
            {canCreate && organizationId ? (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-4" />
                New pay run
              </Button>
            ) : null}
          </>
        }
      />
      {organizationId && selected ? (
        <PayRunReview organizationId={organizationId} payRunId={selected} onBack={() => open(null)} onOpen={open} />
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            label="Pay runs"
            columns={[
              {
                header: 'Period',
                className: 'whitespace-nowrap',
                cell: (run) => (
                  <>
                    {formatDate(run.period_start, 'medium')} – {formatDate(run.period_end, 'medium')}
                    {run.adjusts_pay_run_id ? <p className="text-xs text-slate-500">Adjustment run</p> : null}
                  </>
                ),
              },
              { header: 'Pay date', cell: (run) => formatDate(run.pay_date, 'medium') },
              { header: 'Employees', cell: (run) => run.employee_count },
              moneyColumn('Gross', (run: PayRunView) => run.gross),
              moneyColumn('Net', (run: PayRunView) => run.net),
              { header: 'Status', cell: (run) => <PayRunStatusBadge status={run.status} /> },
              actionsColumn((run: PayRunView) => (
                <RowAction
                  label={`Open the pay run ${formatDayRange(run.period_start, run.period_end)}`}
                  onClick={() => open(run.id)}
                >
                  {run.status === 'review' ? 'Review' : 'Open'}
                </RowAction>
              )),
            ]}
            rows={rows}
            rowKey={(run) => run.id}
            busy={isLoading && Boolean(data)}
            loading={Boolean(organizationId) && isLoading && !data}
            loadingText="Loading pay runs..."
            error={error}
            errorText="The pay runs could not be loaded."
            onRetry={() => mutate()}
            empty="No pay runs yet."
            pager={{ label: 'Pay run pages', pages, nextCursor: data?.next_cursor, busy: isLoading }}
          />
        </Card>
      )}
      {organizationId ? (
        <NewPayRunDialog
          open={creating}
          onClose={() => setCreating(false)}
          organizationId={organizationId}
          schedules={schedules.data ?? []}
          onCreated={(id) => {
            void mutate();
            open(id);
          }}
        />
      ) : null}
    </>
  );
}
