import { IMPORT_KIND_LABELS, type ImportStatus, type ImportSummary } from '@wattle/shared/imports';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { actionsColumn, type Columns, DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { changedByImport, importsKey, revertImport, useImports } from '../api/imports';

const STATUS_LABELS: Record<ImportStatus, string> = {
  dry_run: 'Dry run only',
  queued: 'Queued',
  committing: 'Importing',
  committed: 'Imported',
  failed: 'Failed',
  reverting: 'Reverting',
  reverted: 'Reverted',
};

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

const mayRevert = (item: ImportSummary) =>
  (item.status === 'committed' || item.status === 'failed') &&
  item.revertible_until !== null &&
  Date.parse(item.revertible_until) > Date.now();

/** Past imports, newest first, each revertible for 30 days after its commit. */
export function ImportHistory({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useImports(organizationId);
  const { mutate: refresh } = useSWRConfig();
  const [reverting, setReverting] = useState<ImportSummary | null>(null);
  const columns: Columns<ImportSummary> = [
    { header: 'When', cell: (item) => dateTime.format(new Date(item.created_at)) },
    { header: 'File', cell: (item) => item.file_name, className: 'break-all' },
    { header: 'Kind', cell: (item) => IMPORT_KIND_LABELS[item.kind] },
    {
      header: 'Status',
      cell: (item) => (
        <>
          {STATUS_LABELS[item.status]}
          {item.status === 'reverting' || item.status === 'committing' ? (
            <span className="text-slate-500">
              {' '}
              ({item.progress.done} of {item.progress.total})
            </span>
          ) : null}
          {item.message ? <p className="text-xs text-slate-500">{item.message}</p> : null}
        </>
      ),
    },
    {
      header: 'Rows',
      cell: (item) =>
        `${item.counts.create} new, ${item.counts.update} updated, ${item.counts.unchanged} unchanged, ${item.counts.error} errors`,
    },
    actionsColumn((item) =>
      mayRevert(item) ? (
        <Button variant="outline" size="sm" onClick={() => setReverting(item)}>
          Revert
        </Button>
      ) : null,
    ),
  ];
  return (
    <>
      <DataTable
        label="Import history"
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(item) => item.id}
        loading={isLoading && !data}
        error={error}
        onRetry={() => void mutate()}
        empty="No imports yet."
      />
      <ConfirmDialog
        open={reverting !== null}
        onOpenChange={(open) => (open ? null : setReverting(null))}
        title="Revert this import?"
        description={`Every record ${reverting?.file_name ?? 'the import'} changed gets its previous values back, and the records it created are removed. If any changed since, nothing is reverted and you are told which.`}
        confirmLabel="Revert"
        busyLabel="Reverting..."
        onConfirm={async () => {
          if (!reverting) return;
          const answer = await revertImport(reverting.id);
          notify.success(
            answer.status === 'reverting'
              ? `Reverting ${reverting.file_name}: its progress shows in the history.`
              : `Reverted ${reverting.file_name}.`,
          );
          setReverting(null);
          await refresh(changedByImport(reverting.organization_id));
        }}
      />
    </>
  );
}

export { importsKey };
