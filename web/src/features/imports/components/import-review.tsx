import type { ImportDryRun, ImportRowResult } from '@wattle/shared/imports';
import { type Columns, DataTable } from '@/components/data-table/data-table';

const ACTION_LABELS: Record<ImportRowResult['action'], string> = {
  create: 'New',
  update: 'Update',
  unchanged: 'Unchanged',
  error: 'Error',
};

/** What a row does: its errors (column and message), or each field's before → after. */
function detail(row: ImportRowResult) {
  if (row.errors) {
    return (
      <ul className="space-y-0.5 text-red-700">
        {row.errors.map((error) => (
          <li key={`${error.column}${error.message}`}>
            <span className="font-medium">{error.column || 'Row'}:</span> {error.message}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-0.5">
      {(row.changes ?? []).map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-medium">{change.label}:</span> {change.before ?? '—'} → {change.after ?? '(cleared)'}
        </li>
      ))}
    </ul>
  );
}

const columns: Columns<ImportRowResult> = [
  { header: 'Row', cell: (row) => row.row, className: 'tabular-nums' },
  { header: 'Key', cell: (row) => row.key || '—', className: 'break-all' },
  { header: 'Result', cell: (row) => ACTION_LABELS[row.action] },
  { header: 'Details', cell: detail },
];

/** The dry run's counts and the rows that will change or have errors (unchanged rows are counted only). */
export function ImportReview({ result }: { result: ImportDryRun }) {
  const { counts } = result;
  const shown = result.rows.filter((row) => row.action !== 'unchanged');
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Dry run">
        {(
          [
            ['To create', counts.create],
            ['To update', counts.update],
            ['Unchanged', counts.unchanged],
            ['With errors', counts.error],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        label="Rows of the dry run"
        columns={columns}
        rows={shown}
        rowKey={(row) => row.row}
        empty={`${counts.unchanged} unchanged: importing this file changes nothing.`}
      />
    </div>
  );
}
