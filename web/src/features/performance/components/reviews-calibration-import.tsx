import type { CalibrationCsvResult, CalibrationCsvRow } from '@wattle/shared/review-calibration';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const FIELD_LABELS: Record<CalibrationCsvRow['changes'][number]['field'], string> = {
  calibrated_rating: 'Calibrated rating',
  potential: 'Potential',
};

/**
 * The calibration CSV back in: choose the file (the export's columns), read a dry run of what each
 * row would change and what is wrong with it, then apply (after a confirmation) once no row has
 * an error. Each changed row needs its reason; each change is audited like one made on screen.
 */
export function CalibrationImport({
  importCsv,
}: {
  importCsv: (csv: string, apply: boolean) => Promise<CalibrationCsvResult>;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [result, setResult] = useState<CalibrationCsvResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const check = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      setResult(await importCsv(text, false));
    } catch (error) {
      setFailure(errorMessage(error, 'The file could not be checked.'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <section aria-label="Import calibration CSV" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          Calibration CSV file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={(event) => void check(event.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? 'Checking...' : 'Import CSV'}
        </Button>
        {file && result ? (
          <span className="text-slate-600 text-sm" role="status">
            {file.name}: {result.changed} {result.changed === 1 ? 'change' : 'changes'}, {result.errors}{' '}
            {result.errors === 1 ? 'row' : 'rows'} with errors{result.applied ? ' (applied)' : ' (dry run)'}.
          </span>
        ) : null}
      </div>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {result && result.rows.length > 0 ? (
        <DataTable
          label="Calibration import check"
          rows={result.rows}
          rowKey={(row) => row.line}
          columns={[
            { header: 'Line', cell: (row) => row.line },
            { header: 'Employee', cell: (row) => row.employee_name || '–' },
            {
              header: 'Changes',
              cell: (row) =>
                row.changes
                  .map((change) => `${FIELD_LABELS[change.field]}: ${change.before ?? '–'} → ${change.after}`)
                  .join('; ') || '–',
            },
            {
              header: 'Errors',
              cell: (row) => (row.errors.length ? <span className="text-red-700">{row.errors.join(' ')}</span> : '–'),
            },
          ]}
        />
      ) : null}
      {file && result && !result.applied && result.changed > 0 ? (
        <Button onClick={() => setConfirming(true)} disabled={result.errors > 0}>
          Apply {result.changed} {result.changed === 1 ? 'change' : 'changes'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Apply the calibration changes?"
        description="Each changed row is saved with its reason and recorded in the audit log."
        confirmLabel="Apply"
        busyLabel="Applying..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (!file) return;
          const applied = await importCsv(file.text, true);
          setResult(applied);
          notify.success(`Calibration updated: ${applied.changed} ${applied.changed === 1 ? 'change' : 'changes'}.`);
        }}
      />
    </section>
  );
}
