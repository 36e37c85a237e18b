import { formatDayRange } from '@wattle/shared/calendar';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { Calculator, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { MoneyTd } from '@/components/ui/money-cell';
import { PageHeader } from '@/components/ui/page-header';
import { TableScroll, Td, Th } from '@/components/ui/table';
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
          <TableScroll
            label="Pay runs"
            busy={isLoading && Boolean(data)}
            message={
              organizationId && isLoading && !data ? (
                'Loading pay runs...'
              ) : error ? (
                <ListError className="py-0" message="The pay runs could not be loaded." onRetry={() => mutate()} />
              ) : rows.length === 0 ? (
                'No pay runs yet.'
              ) : null
            }
          >
            <thead>
              <tr>
                <Th>Period</Th>
                <Th>Pay date</Th>
                <Th>Employees</Th>
                <Th className="text-right">Gross</Th>
                <Th className="text-right">Net</Th>
                <Th>Status</Th>
                <Th className="text-right">Actions</Th>
              </tr>
            </thead>
            <tbody>
              {rows.map((run) => (
                <tr key={run.id} className="hover:bg-slate-50/60">
                  <Td label="Period" className="whitespace-nowrap">
                    {formatDate(run.period_start, 'medium')} – {formatDate(run.period_end, 'medium')}
                    {run.adjusts_pay_run_id ? <p className="text-xs text-slate-500">Adjustment run</p> : null}
                  </Td>
                  <Td label="Pay date">{formatDate(run.pay_date, 'medium')}</Td>
                  <Td label="Employees">{run.employee_count}</Td>
                  <MoneyTd label="Gross" amount={run.gross} />
                  <MoneyTd label="Net" amount={run.net} />
                  <Td label="Status">
                    <PayRunStatusBadge status={run.status} />
                  </Td>
                  <Td className="text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Open the pay run ${formatDayRange(run.period_start, run.period_end)}`}
                      onClick={() => open(run.id)}
                    >
                      {run.status === 'review' ? 'Review' : 'Open'}
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </TableScroll>
          <CursorPager
            label="Pay run pages"
            page={pages.page}
            nextCursor={data?.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
            busy={isLoading}
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
