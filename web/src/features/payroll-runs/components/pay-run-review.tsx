import type { PayRunDetail, PayslipView } from '@wattle/shared/pay-runs';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { ArrowLeft, BadgeCheck, Banknote, FilePlus2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { deletePayRun, finalisePayRun, markPayRunPaid, usePayRun, useRevalidatePayRuns } from '../api/pay-runs';
import { AdjustPayslipDialog } from './adjust-payslip-dialog';
import { AdjustmentRunDialog } from './adjustment-run-dialog';
import { PayRunDownloads } from './pay-run-downloads';
import { aud, PayRunStatusBadge } from './pay-run-format';
import { PayRunSuper } from './pay-run-super';
import { PayslipReviewTable } from './payslip-review-table';
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
      <PayRunSuper organizationId={organizationId} run={run} />
      <Card className="overflow-hidden">
        <PayslipReviewTable
          run={run}
          pages={pages}
          busy={isLoading}
          working={working}
          onAdjust={inReview && canAdjust ? setAdjusting : undefined}
        />
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
            ? `Finalising locks ${run.employee_count} payslip${run.employee_count === 1 ? '' : 's'} totalling ${aud(run.net)} net: a finalised run cannot be changed, only corrected by an adjustment run.`
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
