import { EXPORT_ROW_LIMIT } from '@wattle/shared/search';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { download, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { Button } from './button';

export const EXPORT_FAILED = 'The export failed. Please try again.';
export const EXPORT_TRUNCATED = `Only the first ${EXPORT_ROW_LIMIT.toLocaleString('en-AU')} rows were exported. Narrow the filters to export the rest.`;

/**
 * Downloads a CSV export the API builds (`path`: the export route with the screen's current
 * filters). The file is named by the API (what it holds and the organization's day). Screens show
 * it only to roles holding the module's export permission.
 */
export function ExportButton({
  path,
  fallbackName,
  label = 'Export CSV',
  disabled = false,
}: {
  path: string;
  fallbackName: string;
  label?: string;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName, truncated } = await download(path, fallbackName);
      saveFile(blob, fileName);
      if (truncated) notify.warning(EXPORT_TRUNCATED);
      else notify.success(`Downloaded ${fileName}.`);
    } catch (failure) {
      notify.error(errorMessage(failure, EXPORT_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void run()} disabled={disabled || busy} aria-busy={busy}>
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Exporting...' : label}
    </Button>
  );
}
