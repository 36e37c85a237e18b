import { formatAudRateText } from '@wattle/shared/money';
import type { PayRunDetail, PayslipView } from '@wattle/shared/pay-runs';
import { PAY_LINE_EFFECT, PAY_LINE_KIND_LABELS } from '@wattle/shared/payroll-constants';
import { Pencil } from 'lucide-react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import type { CursorPages } from '@/components/ui/cursor-pager';
import { moneyColumn } from '@/components/ui/money-cell';
import { formatDate } from '@/lib/dates';
import { aud } from './pay-run-format';

/** "0.00": a deduction of nothing shows as $0.00, not −$0.00. */
const isZeroAmount = (amount: string) => /^-?0*\.?0*$/.test(amount);

/** The employee, the problem that stops the run, and the payslip's lines (folded). */
function EmployeeCell({ slip }: { slip: PayslipView }) {
  return (
    <>
      <span className="font-medium text-slate-900">{slip.employee_name}</span>
      {slip.problem ? <p className="text-xs text-red-700">{slip.problem}</p> : null}
      {slip.notice ? <p className="text-xs text-amber-800">{slip.notice}</p> : null}
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
                {['pre_tax', 'post_tax', 'withholding'].includes(PAY_LINE_EFFECT[line.kind]) &&
                !isZeroAmount(line.amount)
                  ? '−'
                  : ''}
                {aud(line.amount)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-1">
          Super to {slip.super_fund_name}
          {slip.super_due_date ? `, due ${formatDate(slip.super_due_date, 'medium')}` : ''}
          {slip.super_due_date && slip.super_due_note ? ` (${slip.super_due_note})` : ''}
        </p>
      </details>
    </>
  );
}

/** Ordinary hours, with the salary, leave taken and accrued, and unpaid leave below. */
function HoursCell({ slip }: { slip: PayslipView }) {
  const leave = slip.lines.filter((line) => line.kind === 'leave');
  return (
    <>
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
    </>
  );
}

/** A pay run's payslips, a page at a time; in review, each can be adjusted by who may. */
export function PayslipReviewTable({
  run,
  pages,
  busy,
  working,
  onAdjust,
}: {
  run: PayRunDetail;
  pages: CursorPages;
  /** A page is loading. */
  busy: boolean;
  /** Payslips are being calculated. */
  working: boolean;
  /** Adjusts a payslip; none when they cannot be adjusted. */
  onAdjust?: (slip: PayslipView) => void;
}) {
  return (
    <DataTable
      label="Payslips"
      columns={[
        { header: 'Employee', cell: (slip) => <EmployeeCell slip={slip} /> },
        { header: 'Hours', cell: (slip) => <HoursCell slip={slip} /> },
        moneyColumn('Gross', (slip: PayslipView) => slip.gross),
        moneyColumn('PAYG', (slip: PayslipView) => slip.withholding),
        moneyColumn('Deductions', (slip: PayslipView) => slip.deductions),
        moneyColumn('Super', (slip: PayslipView) => slip.super),
        moneyColumn('Net', (slip: PayslipView) => slip.net, true),
        actionsColumn((slip: PayslipView) =>
          onAdjust ? (
            <RowAction label={`Adjust ${slip.employee_name}'s payslip`} icon={Pencil} onClick={() => onAdjust(slip)}>
              Adjust
            </RowAction>
          ) : null,
        ),
      ]}
      rows={run.payslips}
      rowKey={(slip) => slip.employee_id}
      empty={working ? 'Payslips appear as they are calculated.' : 'No payslips.'}
      pager={{ label: 'Payslip pages', pages, nextCursor: run.payslips_next_cursor, busy }}
    />
  );
}
