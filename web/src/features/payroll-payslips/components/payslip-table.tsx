import { PAY_RUN_STATUS_LABELS, type PayslipSummary } from '@wattle/shared/payroll-constants';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { moneyColumn } from '@/components/ui/money-cell';
import { download, errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { payslipPdfPath } from '../api/payslips';

export const PDF_FAILED = 'The payslip could not be downloaded. Please try again.';

/** Downloads one payslip's PDF (named by the API), with a toast either way. */
export function PdfButton({ payslip }: { payslip: PayslipSummary }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await download(
        payslipPdfPath(payslip.payslip_id),
        `payslip-${payslip.payslip_id}.pdf`,
      );
      saveFile(blob, fileName);
      notify.success(`Downloaded ${fileName}.`);
    } catch (failure) {
      notify.error(errorMessage(failure, PDF_FAILED));
    } finally {
      setBusy(false);
    }
  };
  const released = payslip.status === 'finalised' || payslip.status === 'paid';
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void run()}
      disabled={busy || !released}
      aria-busy={busy}
      aria-label={`Download payslip PDF for ${payslip.employee_name}, paid ${formatDate(payslip.pay_date)}`}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Downloading...' : 'PDF'}
    </Button>
  );
}

/** What the page says of its list: loading, failed (with Retry), empty, and its pager. */
type ListState = Pick<
  DataTableProps<PayslipSummary>,
  'loading' | 'loadingText' | 'error' | 'onRetry' | 'empty' | 'busy' | 'pager'
>;

/** Payslips as a table (cards on a phone); `highlight` marks one (the paid e-mail's link). */
export function PayslipTable({
  label,
  payslips,
  showEmployee,
  highlight,
  onPickEmployee,
  ...state
}: ListState & {
  label: string;
  payslips: PayslipSummary[];
  showEmployee: boolean;
  highlight?: string | null;
  /** Payroll's list: a name shows only that employee's payslips. */
  onPickEmployee?: (payslip: PayslipSummary) => void;
}) {
  return (
    <DataTable
      {...state}
      label={label}
      columns={[
        showEmployee && {
          header: 'Employee',
          className: 'font-medium text-slate-900',
          cell: (slip) =>
            onPickEmployee ? (
              <button
                type="button"
                className="text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => onPickEmployee(slip)}
                aria-label={`Show only ${slip.employee_name}'s payslips`}
              >
                {slip.employee_name}
              </button>
            ) : (
              slip.employee_name
            ),
        },
        { header: 'Pay date', cell: (slip) => formatDate(slip.pay_date, 'medium') },
        {
          header: 'Period',
          cell: (slip) => `${formatDate(slip.period_start, 'medium')} – ${formatDate(slip.period_end, 'medium')}`,
        },
        moneyColumn('Gross', (slip: PayslipSummary) => slip.gross),
        moneyColumn('PAYG', (slip: PayslipSummary) => slip.withholding),
        moneyColumn('Net', (slip: PayslipSummary) => slip.net, true),
        moneyColumn('Super', (slip: PayslipSummary) => slip.super),
        { header: 'Status', cell: (slip) => <Badge>{PAY_RUN_STATUS_LABELS[slip.status]}</Badge> },
        { header: 'Download', actions: 'hidden', cell: (slip) => <PdfButton payslip={slip} /> },
      ]}
      rows={payslips}
      rowKey={(slip) => slip.payslip_id}
      rowProps={(slip) => ({
        'data-payslip': slip.payslip_id,
        'aria-current': highlight === slip.payslip_id ? 'true' : undefined,
      })}
      rowClassName={(slip) => highlight === slip.payslip_id && 'bg-brand-50'}
    />
  );
}
