import { PAY_RUN_STATUS_LABELS, type PayslipSummary } from '@wattle/shared/payroll-constants';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MoneyTd } from '@/components/ui/money-cell';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { download, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
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

/** Payslips as a table (cards on a phone); `highlight` marks one (the paid e-mail's link). */
export function PayslipTable({
  label,
  payslips,
  message,
  busy,
  showEmployee,
  highlight,
  onPickEmployee,
}: {
  label: string;
  payslips: PayslipSummary[];
  message?: string;
  busy?: boolean;
  showEmployee: boolean;
  highlight?: string | null;
  /** Payroll's list: a name shows only that employee's payslips. */
  onPickEmployee?: (payslip: PayslipSummary) => void;
}) {
  return (
    <TableScroll label={label} message={message} busy={busy}>
      <thead>
        <tr>
          {showEmployee ? <Th>Employee</Th> : null}
          <Th>Pay date</Th>
          <Th>Period</Th>
          <Th className="text-right">Gross</Th>
          <Th className="text-right">PAYG</Th>
          <Th className="text-right">Net</Th>
          <Th className="text-right">Super</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Download</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {payslips.map((slip) => (
          <tr
            key={slip.payslip_id}
            data-payslip={slip.payslip_id}
            aria-current={highlight === slip.payslip_id ? 'true' : undefined}
            className={cn(highlight === slip.payslip_id && 'bg-brand-50')}
          >
            {showEmployee ? (
              <Td label="Employee" className="font-medium text-slate-900">
                {onPickEmployee ? (
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
                )}
              </Td>
            ) : null}
            <Td label="Pay date">{formatDate(slip.pay_date, 'medium')}</Td>
            <Td label="Period">
              {formatDate(slip.period_start, 'medium')} – {formatDate(slip.period_end, 'medium')}
            </Td>
            <MoneyTd label="Gross" amount={slip.gross} />
            <MoneyTd label="PAYG" amount={slip.withholding} />
            <MoneyTd label="Net" amount={slip.net} strong />
            <MoneyTd label="Super" amount={slip.super} />
            <Td label="Status">
              <Badge>{PAY_RUN_STATUS_LABELS[slip.status]}</Badge>
            </Td>
            <Td>
              <PdfButton payslip={slip} />
            </Td>
          </tr>
        ))}
      </tbody>
    </TableScroll>
  );
}
