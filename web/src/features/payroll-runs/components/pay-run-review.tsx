import { formatAudRateText } from '@wattle/shared/money';
import type { PayRunDetail, PayslipView } from '@wattle/shared/pay-runs';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { PAY_LINE_EFFECT, PAY_LINE_KIND_LABELS } from '@wattle/shared/payroll-constants';
import { ArrowLeft, BadgeCheck, Banknote, FilePlus2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { MoneyTd } from '@/components/ui/money-cell';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { deletePayRun, finalisePayRun, markPayRunPaid, usePayRun, useRevalidatePayRuns } from '../api/pay-runs';
import { AdjustPayslipDialog } from './adjust-payslip-dialog';
import { AdjustmentRunDialog } from './adjustment-run-dialog';
import { PayRunDownloads } from './pay-run-downloads';
import { aud, PayRunStatusBadge } from './pay-run-format';
import { StaleLeaveAlert, staleLeaveOf } from './stale-leave-alert';

type Step = 'finalise' | 'pay' | 'delete';

/** One run: its totals and steps, and each employee's payslip with its lines. */
export function PayRunReview({
  organizationId,
  payRunId,
  onBack,
  onOpen,
}: {
  organizationId: number;
  payRunId: number;
  onBack: () => void;
  /** Opens another run (an adjustment run just drafted). */
  onOpen: (payRunId: number) => void;
}) {
  const pages = useCursorPages(String(payRunId));
  const { data: run, error, isLoading, mutate } = usePayRun(organizationId, payRunId, pages.cursor);
  const revalidate = useRevalidatePayRuns(organizationId);
  const canAdjust = useCan(PAYROLL_RULES.adjustPayslip);
  const canApprove = useCan(PAYROLL_RULES.approveRun);
  const canDelete = useCan(PAYROLL_RULES.deleteRun);
  const canCreate = useCan(PAYROLL_RULES.draftRun);
  const [adjustmentRun, setAdjustmentRun] = useState(false);
  const [step, setStep] = useState<Step | null>(null);
  const [adjusting, setAdjusting] = useState<PayslipView | null>(null);
  const [staleLeave, setStaleLeave] = useState<string[]>([]);

  if (isLoading && !run) return <p className="p-4 text-sm text-slate-600">Loading the pay run...</p>;
  if (error || !run) {
    return <ListError message="The pay run could not be loaded." onRetry={() => mutate()} />;
  }
  const inReview = run.status === 'review';
  const working = run.status === 'calculating' || run.status === 'finalising';
  const act = async () => {
    if (step === 'finalise') {
      // Refused when leave changed in the period since payslips were calculated: offer recalculating them.
      await finalisePayRun(run.id).catch((error: unknown) => {
        setStaleLeave(staleLeaveOf(error));
        throw error;
      });
      notify.success('Pay run finalised: its payslips are being posted.');
    } else if (step === 'pay') {
      await markPayRunPaid(run.id);
      notify.success('Pay run marked as paid; employees were e-mailed a link to their payslip.');
    } else if (step === 'delete') {
      await deletePayRun(run.id);
      notify.success('Draft pay run deleted.');
      onBack();
    }
    await revalidate();
  };

  return (
    <section aria-labelledby="pay-run-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            All pay runs
          </Button>
          <h2 id="pay-run-title" className="text-lg font-semibold whitespace-nowrap text-slate-900">
            {formatDate(run.period_start, 'medium')} – {formatDate(run.period_end, 'medium')}
          </h2>
          <PayRunStatusBadge status={run.status} />
          {run.adjusts_pay_run_id ? <span className="text-sm text-slate-600">Adjustment run</span> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <PayRunDownloads run={run} />
          {inReview && canDelete ? (
            <Button variant="outline" onClick={() => setStep('delete')}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete draft
            </Button>
          ) : null}
          {inReview && canApprove ? (
            <Button onClick={() => setStep('finalise')} disabled={run.problems.length > 0}>
              <BadgeCheck aria-hidden="true" className="size-4" />
              Finalise
            </Button>
          ) : null}
          {(run.status === 'finalised' || run.status === 'paid') && canCreate ? (
            <Button variant="outline" onClick={() => setAdjustmentRun(true)}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Draft adjustment run
            </Button>
          ) : null}
          {run.status === 'finalised' && canApprove ? (
            <Button onClick={() => setStep('pay')}>
              <Banknote aria-hidden="true" className="size-4" />
              Mark as paid
            </Button>
          ) : null}
        </div>
      </div>
      {working ? (
        <p role="status" className="text-sm text-slate-600">
          {run.status === 'calculating' ? 'Calculating payslips' : 'Posting payslips'}: {run.tasks_done} of{' '}
          {run.tasks_total} batches done...
        </p>
      ) : null}
      {run.problems.length > 0 ? (
        <ErrorAlert>
          <p className="font-medium">This run cannot be finalised until these are resolved:</p>
          <ul className="mt-1 list-disc pl-5">
            {run.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorAlert>
      ) : null}
      {inReview && staleLeave.length > 0 ? (
        <StaleLeaveAlert
          payRunId={run.id}
          names={staleLeave}
          onDone={() => {
            setStaleLeave([]);
            void revalidate();
          }}
        />
      ) : null}
      <Totals run={run} />
      <Card className="overflow-hidden">
        <TableScroll
          label="Payslips"
          message={
            run.payslips.length === 0 ? (working ? 'Payslips appear as they are calculated.' : 'No payslips.') : null
          }
        >
          <thead>
            <tr>
              <Th>Employee</Th>
              <Th>Hours</Th>
              <Th className="text-right">Gross</Th>
              <Th className="text-right">PAYG</Th>
              <Th className="text-right">Deductions</Th>
              <Th className="text-right">Super</Th>
              <Th className="text-right">Net</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {run.payslips.map((slip) => (
              <PayslipRow
                key={slip.employee_id}
                slip={slip}
                canAdjust={inReview && canAdjust}
                onAdjust={() => setAdjusting(slip)}
              />
            ))}
          </tbody>
        </TableScroll>
        <CursorPager label="Payslip pages" pages={pages} nextCursor={run.payslips_next_cursor} busy={isLoading} />
      </Card>
      <AdjustPayslipDialog
        payRunId={run.id}
        payslip={adjusting}
        onClose={() => setAdjusting(null)}
        onSaved={() => {
          setAdjusting(null);
          void revalidate();
        }}
      />
      <AdjustmentRunDialog
        run={run}
        open={adjustmentRun}
        onClose={() => setAdjustmentRun(false)}
        onCreated={(id) => {
          setAdjustmentRun(false);
          void revalidate();
          onOpen(id);
        }}
      />
      <ConfirmDialog
        open={step !== null}
        onOpenChange={(open) => !open && setStep(null)}
        title={step === 'finalise' ? 'Finalise pay run?' : step === 'pay' ? 'Mark as paid?' : 'Delete draft pay run?'}
        description={
          step === 'finalise'
            ? `Finalising locks ${run.employee_count} payslip(s) totalling ${aud(run.net)} net: a finalised run cannot be changed, only corrected by an adjustment run.`
            : step === 'pay'
              ? 'Employees with an account are e-mailed a link to their payslip.'
              : 'The draft and its payslips are deleted.'
        }
        confirmLabel={step === 'finalise' ? 'Finalise' : step === 'pay' ? 'Mark as paid' : 'Delete'}
        busyLabel={step === 'finalise' ? 'Finalising...' : step === 'pay' ? 'Saving...' : 'Deleting...'}
        confirmVariant={step === 'delete' ? 'danger' : 'primary'}
        onConfirm={act}
      />
    </section>
  );
}

function Totals({ run }: { run: PayRunDetail }) {
  const figures: [string, string][] = [
    ['Pay date', formatDate(run.pay_date, 'medium')],
    ['Employees', String(run.employee_count)],
    ['Gross', aud(run.gross)],
    ['PAYG withheld', aud(run.withholding)],
    ['Deductions', aud(run.deductions)],
    ['Net pay', aud(run.net)],
    ['Super', aud(run.super)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PayslipRow({ slip, canAdjust, onAdjust }: { slip: PayslipView; canAdjust: boolean; onAdjust: () => void }) {
  const leave = slip.lines.filter((line) => line.kind === 'leave');
  return (
    <tr className="align-top">
      <Td label="Employee">
        <span className="font-medium text-slate-900">{slip.employee_name}</span>
        {slip.problem ? <p className="text-xs text-red-700">{slip.problem}</p> : null}
        <details className="mt-1 text-xs text-slate-600">
          <summary className="cursor-pointer">Lines</summary>
          <ul className="mt-1 grid gap-0.5">
            {slip.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4">
                <span>
                  {line.description}
                  {line.hours ? ` (${line.hours} h × ${line.rate ? formatAudRateText(line.rate) : ''})` : ''}
                  {line.payee ? ` to ${line.payee}` : ''}
                </span>
                <span className="tabular-nums">
                  {['pre_tax', 'post_tax', 'withholding'].includes(PAY_LINE_EFFECT[line.kind]) ? '−' : ''}
                  {aud(line.amount)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Super to {slip.super_fund_name}
            {slip.super_due_date ? `, due ${formatDate(slip.super_due_date, 'medium')}` : ''}
          </p>
        </details>
      </Td>
      <Td label="Hours">
        {slip.ordinary_hours}
        {slip.annual_salary ? <p className="text-xs text-slate-500">Annual salary: {aud(slip.annual_salary)}</p> : null}
        {leave.length > 0 ? (
          <p className="text-xs text-slate-500">
            {PAY_LINE_KIND_LABELS.leave}: {leave.map((line) => `${line.hours ?? ''} h`).join(', ')}
          </p>
        ) : null}
        {slip.leave_accrued.length > 0 ? (
          <p className="text-xs text-slate-500">
            Accrues: {slip.leave_accrued.map((row) => `${row.name} ${row.hours} h`).join(', ')}
          </p>
        ) : null}
        {slip.unpaid_leave_hours ? (
          <p className="text-xs text-slate-500">Unpaid leave: {slip.unpaid_leave_hours} h</p>
        ) : null}
      </Td>
      <MoneyTd label="Gross" amount={slip.gross} />
      <MoneyTd label="PAYG" amount={slip.withholding} />
      <MoneyTd label="Deductions" amount={slip.deductions} />
      <MoneyTd label="Super" amount={slip.super} />
      <MoneyTd label="Net" amount={slip.net} strong />
      <Td className="text-right">
        {canAdjust ? (
          <Button variant="ghost" size="sm" aria-label={`Adjust ${slip.employee_name}'s payslip`} onClick={onAdjust}>
            <Pencil aria-hidden="true" className="size-4" />
            Adjust
          </Button>
        ) : null}
      </Td>
    </tr>
  );
}
