import { PAY_RUN_FILE_LABELS, type PayRunFile } from '@wattle/shared/pay-run-files';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { TableScroll, Td, Th } from '@/components/ui/table';
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
  const files = error ? [] : (data ?? []);
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
        <TableScroll
          label="Bank and STP files"
          busy={isLoading && Boolean(data)}
          message={
            isLoading && !data ? (
              'Loading files...'
            ) : error ? (
              <ListError className="py-0" message="The files could not be loaded." onRetry={() => mutate()} />
            ) : files.length === 0 ? (
              <>
                <FileText aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
                <span className="block">{NO_FILES}</span>
              </>
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Pay date</Th>
              <Th>Pay period</Th>
              <Th>File</Th>
              <Th>Downloads</Th>
              <Th>Last downloaded</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.file_name}>
                <Td label="Pay date" className="whitespace-nowrap">
                  {formatDate(file.pay_date, 'medium')}
                </Td>
                <Td label="Pay period">
                  {formatDate(file.period_start, 'medium')} – {formatDate(file.period_end, 'medium')}
                </Td>
                <Td label="File">
                  <span className="font-medium text-slate-900">{PAY_RUN_FILE_LABELS[file.kind]}</span>
                  <span className="block text-xs break-all text-slate-500">{file.file_name}</span>
                </Td>
                <Td label="Downloads">{file.downloads}</Td>
                <Td label="Last downloaded">
                  <time dateTime={file.last_downloaded_at}>{when.format(new Date(file.last_downloaded_at))}</time>
                  <span className="block text-xs text-slate-500">by {file.last_downloaded_by}</span>
                </Td>
                <Td className="text-right">
                  {canDownload ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Download ${file.file_name}`}
                      disabled={busy !== null}
                      onClick={() => void get(file)}
                    >
                      <Download aria-hidden="true" className="size-4" />
                      {busy === file.file_name ? 'Downloading...' : 'Download'}
                    </Button>
                  ) : null}
                </Td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      </Card>
    </section>
  );
}
