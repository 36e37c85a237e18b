import { IMPORT_FIELDS } from '@wattle/shared/import-fields/index';
import {
  guessMapping,
  IMPORT_KEYS,
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  type ImportDryRun,
  type ImportKey,
  type ImportKind,
} from '@wattle/shared/imports';
import { Download, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Options, Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { useSelectedOrganization } from '@/lib/selected-organization';
import {
  changedByImport,
  commitImport,
  downloadTemplate,
  dryRunImport,
  uploadImportFile,
  useImport,
  useImports,
} from '../api/imports';
import { type LocalSheet, readLocalSheet, withErrorsColumn } from '../sheet';
import { ImportHistory, importsKey } from './import-history';
import { ImportMapping } from './import-mapping';
import { ImportReview } from './import-review';

export const IMPORT_TITLE = 'Import';
const KEY_LABELS: Record<ImportKey, string> = { employee_code: 'Employee code', personal_email: 'Personal e-mail' };
/** What a row's key does, per kind (the kinds about existing employees never create one). */
const KEY_HINTS: Partial<Record<ImportKind, string>> = {
  'employee-pay': 'Each row names an existing employee: it sets or changes their pay from its effective date.',
  'opening-balances': 'Each row names an existing employee and a leave type: it sets that type’s opening balance.',
};

type Step = 'choose' | 'map' | 'review' | 'commit';

/**
 * Settings → Import: choose a kind and a file (templates to download), map its columns (guessed
 * from the headers, or the mapping this organization used last), dry-run it on the server, then
 * commit it (the queue writes it; progress shows here), and revert past imports.
 */
export function ImportPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const { data: history } = useImports(organizationId);
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<Step>('choose');
  const [kind, setKind] = useState<ImportKind>('employees');
  const [key, setKey] = useState<ImportKey>('employee_code');
  const [createReferences, setCreateReferences] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<LocalSheet | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ImportDryRun | null>(null);
  const [committing, setCommitting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: progress } = useImport(committing);
  const fields = IMPORT_FIELDS[kind];
  const [announced, setAnnounced] = useState<number | null>(null);

  // A finished commit is announced once, and the lists it changed are read again.
  useEffect(() => {
    if (progress?.status !== 'committed' || announced === progress.id) return;
    setAnnounced(progress.id);
    notify.success(
      `Imported ${progress.file_name}: ${progress.counts.create} created, ${progress.counts.update} updated, ${progress.counts.unchanged} unchanged.`,
    );
    void mutate(changedByImport(progress.organization_id));
  }, [progress, announced, mutate]);

  if (!organizationId) {
    return (
      <>
        <PageHeader title={IMPORT_TITLE} />
        <Card className="px-5 py-6 text-sm text-slate-600">Choose or create a workspace to import into.</Card>
      </>
    );
  }

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error, 'The file could not be read. Check it and try again.'));
    } finally {
      setBusy(false);
    }
  };

  const chooseFile = (chosen: File | null) =>
    run(async () => {
      setFile(chosen);
      if (!chosen) return;
      const read = await readLocalSheet(chosen);
      if (read.headers.length === 0) throw new Error('The file has no header row.');
      setSheet(read);
      const remembered = history?.mappings[kind] ?? {};
      const guessed = guessMapping(read.headers, fields);
      const known = new Set(fields.map((field) => field.key));
      setMapping(
        Object.fromEntries(
          read.headers.map((header) => {
            const last = remembered[header];
            return [header, last !== undefined && (last === '' || known.has(last)) ? last : (guessed[header] ?? '')];
          }),
        ),
      );
      setStep('map');
    });

  const check = () =>
    run(async () => {
      if (!file) return;
      const uploadId = await uploadImportFile(organizationId, file);
      setResult(
        await dryRunImport({
          organization_id: organizationId,
          kind,
          upload_id: uploadId,
          mapping,
          key,
          create_references: kind === 'employees' && createReferences,
        }),
      );
      setStep('review');
      await mutate(importsKey(organizationId));
    });

  const commit = () =>
    run(async () => {
      if (!result) return;
      await commitImport(result.id);
      setCommitting(result.id);
      setStep('commit');
    });

  const template = (format: 'csv' | 'xlsx', withData: boolean) =>
    run(async () => {
      const { blob, fileName } = await downloadTemplate(organizationId, kind, format, withData);
      saveFile(blob, fileName);
    });

  const restart = () => {
    setStep('choose');
    setFile(null);
    setSheet(null);
    setResult(null);
    setCommitting(null);
  };

  return (
    <>
      <PageHeader
        title={IMPORT_TITLE}
        description="Bring people, their pay and opening leave balances in from a CSV or XLSX file: check it first, then import it, and revert it within 30 days."
      />
      <div className="space-y-6">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <Card className="space-y-4 p-5">
          {step === 'choose' ? (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="What to import">
                  {(control) => (
                    <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as ImportKind)}>
                      <Options values={IMPORT_KINDS} labels={IMPORT_KIND_LABELS} />
                    </Select>
                  )}
                </Field>
                <Field
                  label="Match rows on"
                  hint={KEY_HINTS[kind] ?? 'A row whose key exists updates that record; any other creates one.'}
                >
                  {(control) => (
                    <Select {...control} value={key} onChange={(event) => setKey(event.target.value as ImportKey)}>
                      <Options values={IMPORT_KEYS} labels={KEY_LABELS} />
                    </Select>
                  )}
                </Field>
              </div>
              {kind === 'employees' ? (
                <label className="flex items-start gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={createReferences}
                    onChange={(event) => setCreateReferences(event.target.checked)}
                  />
                  Create departments and designations the file names that do not exist yet
                </label>
              ) : null}
              <Field
                label="File"
                hint="CSV or XLSX, with a header row. Dates as dd/mm/yyyy or yyyy-mm-dd. A blank cell keeps what is stored; #CLEAR removes it."
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    className="block w-full text-sm"
                    disabled={busy}
                    onChange={(event) => void chooseFile(event.target.files?.[0] ?? null)}
                  />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => void template('csv', false)} disabled={busy}>
                  <Download aria-hidden="true" className="size-4" />
                  CSV template
                </Button>
                <Button variant="outline" onClick={() => void template('xlsx', false)} disabled={busy}>
                  <Download aria-hidden="true" className="size-4" />
                  XLSX template
                </Button>
                <Button variant="outline" onClick={() => void template('xlsx', true)} disabled={busy}>
                  <Download aria-hidden="true" className="size-4" />
                  XLSX with current data
                </Button>
              </div>
            </>
          ) : null}

          {step === 'map' && sheet ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900">Map the columns of {file?.name}</h2>
              <ImportMapping
                headers={sheet.headers}
                sample={sheet.rows[0] ?? []}
                fields={fields}
                mapping={mapping}
                onChange={setMapping}
              />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void check()} disabled={busy} aria-busy={busy}>
                  <Upload aria-hidden="true" className="size-4" />
                  {busy ? 'Checking...' : 'Check the file'}
                </Button>
                <Button variant="outline" onClick={restart} disabled={busy}>
                  Choose another file
                </Button>
              </div>
            </>
          ) : null}

          {step === 'review' && result ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900">
                Dry run of {result.file_name}: nothing is saved yet
              </h2>
              <ImportReview result={result} />
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => void commit()}
                  disabled={busy || result.counts.create + result.counts.update === 0}
                  aria-busy={busy}
                >
                  Import {result.counts.create + result.counts.update}{' '}
                  {result.counts.create + result.counts.update === 1 ? 'row' : 'rows'}
                </Button>
                {result.counts.error > 0 && sheet ? (
                  <Button
                    variant="outline"
                    onClick={() =>
                      void run(async () => saveFile(await withErrorsColumn(sheet, result.rows), 'import-errors.csv'))
                    }
                  >
                    <Download aria-hidden="true" className="size-4" />
                    Download with errors
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => setStep('map')} disabled={busy}>
                  Back to mapping
                </Button>
              </div>
            </>
          ) : null}

          {step === 'commit' ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900">
                {progress?.status === 'committed'
                  ? 'Imported'
                  : progress?.status === 'failed'
                    ? 'The import stopped'
                    : 'Importing...'}
              </h2>
              <ProgressBar
                label="Import progress"
                value={
                  progress?.progress.total ? Math.round((progress.progress.done / progress.progress.total) * 100) : 0
                }
              />
              {progress ? (
                <p className="text-sm text-slate-600" aria-live="polite">
                  {progress.progress.done} of {progress.progress.total} rows: {progress.counts.create} created,{' '}
                  {progress.counts.update} updated, {progress.counts.unchanged} unchanged, {progress.counts.error} with
                  errors.
                </p>
              ) : null}
              {progress?.status === 'failed' && progress.message ? (
                <p role="alert" className="text-sm text-red-700">
                  {progress.message}
                </p>
              ) : null}
              <Button variant="outline" onClick={restart}>
                Import another file
              </Button>
            </>
          ) : null}
        </Card>
        <section aria-labelledby="import-history" className="space-y-3">
          <h2 id="import-history" className="text-lg font-semibold text-slate-900">
            History
          </h2>
          <ImportHistory organizationId={organizationId} />
        </section>
      </div>
    </>
  );
}
