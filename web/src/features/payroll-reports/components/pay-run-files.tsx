import { PAY_RUN_FILE_LABELS, type PayRunFile } from '@wattle/shared/pay-run-files';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { downloadFailure, downloadPayRunFile, useCanDownloadPayRunFiles } from '@/lib/pay-run-files';
import { usePayRunFiles } from '../api/pay-run-files';

export const NO_FILES = 'No bank or STP files were downloaded for runs paid in this period.';

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Payroll Reports → Bank and STP files: which runs paid in the period had their ABA bank file or
 * STP data downloaded, how often, when last and by whom, with a link to download each again
 * (recorded in the audit log like the first).
 */
export function PayRunFiles({
  organizationId,
  from,
  to,
  ready,
}: {
  organizationId: number;
  from: string;
  to: string;
  ready: boolean;
}) {
  const { data, error, isLoading, mutate } = usePayRunFiles(organizationId, from, to, ready);
  const canDownload = useCanDownloadPayRunFiles();
  const [busy, setBusy] = useState<string | null>(null);
  const get = async (file: PayRunFile) => {
    setBusy(file.file_name);
    try {
      const fileName = await downloadPayRunFile(file.kind, file.pay_run_id, file.pay_date);
      notify.success(`Downloaded ${fileName}.`);
      await mutate();
    } catch (failure) {
      notify.error(downloadFailure(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="pay-run-files" className="mt-6">
      <h2 id="pay-run-files" className="text-lg font-semibold text-slate-900">
        Bank and STP files
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Files of the runs paid in this period, as downloaded from the pay run. They hold bank account numbers and tax
        file numbers: every download is recorded in the audit log.
      </p>
      <Card className="overflow-hidden">
        <DataTable
          label="Bank and STP files"
          columns={[
            {
              header: 'Pay date',
              className: 'whitespace-nowrap',
              cell: (file) => formatDate(file.pay_date, 'medium'),
            },
            {
              header: 'Pay period',
              cell: (file) => `${formatDate(file.period_start, 'medium')} – ${formatDate(file.period_end, 'medium')}`,
            },
            {
              header: 'File',
              cell: (file) => (
                <>
                  <span className="font-medium text-slate-900">{PAY_RUN_FILE_LABELS[file.kind]}</span>
                  <span className="block text-xs break-all text-slate-500">{file.file_name}</span>
                </>
              ),
            },
            { header: 'Downloads', cell: (file) => file.downloads },
            {
              header: 'Last downloaded',
              cell: (file) => (
                <>
                  <time dateTime={file.last_downloaded_at}>{when.format(new Date(file.last_downloaded_at))}</time>
                  <span className="block text-xs text-slate-500">by {file.last_downloaded_by}</span>
                </>
              ),
            },
            actionsColumn((file: PayRunFile) =>
              canDownload ? (
                <RowAction
                  label={`Download ${file.file_name}`}
                  icon={Download}
                  disabled={busy !== null}
                  onClick={() => void get(file)}
                >
                  {busy === file.file_name ? 'Downloading...' : 'Download'}
                </RowAction>
              ) : null,
            ),
          ]}
          rows={error ? [] : (data ?? [])}
          rowKey={(file) => file.file_name}
          busy={isLoading && Boolean(data)}
          loading={isLoading && !data}
          loadingText="Loading files..."
          error={error}
          errorText="The files could not be loaded."
          onRetry={() => mutate()}
          empty={NO_FILES}
          emptyIcon={FileText}
        />
      </Card>
    </section>
  );
}
