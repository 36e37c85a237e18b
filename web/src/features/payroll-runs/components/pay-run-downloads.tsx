import { PAY_RUN_FILE_LABELS, type PayRunFileKind, SUPER_FILE_HELP } from '@wattle/shared/pay-run-files';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { downloadFailure, downloadPayRunFile, useCanDownloadPayRunFiles } from '@/lib/pay-run-files';

const LABELS: Record<PayRunFileKind, string> = {
  aba: 'Download ABA file',
  stp: 'Download STP data',
  super: 'Download super file (SAFF, unverified)',
};
const HELP: Record<PayRunFileKind, string> = { ...PAY_RUN_FILE_LABELS, super: SUPER_FILE_HELP };

/**
 * A finalised or paid run's ABA bank file and STP pay event data, for roles holding payroll export
 * and the payroll identifiers (the files carry bank accounts and TFNs; each download is audited).
 */
export function PayRunDownloads({ run }: { run: { id: number; pay_date: string; status: string } }) {
  const allowed = useCanDownloadPayRunFiles();
  const [busy, setBusy] = useState<PayRunFileKind | null>(null);
  if (!allowed || (run.status !== 'finalised' && run.status !== 'paid')) return null;
  const get = async (kind: PayRunFileKind) => {
    setBusy(kind);
    try {
      const fileName = await downloadPayRunFile(kind, run.id, run.pay_date);
      notify.success(`Downloaded ${fileName}.`);
    } catch (failure) {
      notify.error(downloadFailure(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(['aba', 'stp', 'super'] as const).map((kind) => (
        <Button
          key={kind}
          variant="outline"
          onClick={() => void get(kind)}
          disabled={busy !== null}
          aria-busy={busy === kind}
          title={HELP[kind]}
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === kind ? 'Downloading...' : LABELS[kind]}
        </Button>
      ))}
    </>
  );
}
