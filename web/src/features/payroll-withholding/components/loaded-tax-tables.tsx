import { LOADED_TABLE_SCALE_LABELS, type LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { FileSpreadsheet, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useTaxTableChanges, useTaxTables } from '../api/tax-tables';
import { TaxTableDialog } from './tax-table-dialog';

/**
 * Payroll settings → Loaded tax tables: tables for pay dates the product's ATO schedules do not
 * cover, or replacing a built-in one (one shown unverified) for their scale and pay dates.
 */
export function LoadedTaxTables({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useTaxTables(organizationId);
  const changes = useTaxTableChanges(organizationId, () => mutate());
  const [loading, setLoading] = useState(false);
  const [removing, setRemoving] = useState<LoadedTaxTable | null>(null);

  return (
    <section aria-labelledby="loaded-tax-tables" className="mt-8">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="loaded-tax-tables" className="text-lg font-semibold text-slate-900">
            Loaded tax tables
          </h2>
          <p className="text-sm text-slate-600">
            Load the ATO’s coefficients here for pay dates the built-in tables do not cover, or to replace a built-in
            table: a loaded table wins for its scale and pay dates.
          </p>
        </div>
        <Button onClick={() => setLoading(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Load Tax Table
        </Button>
      </div>
      <Card className="overflow-hidden">
        <DataTable
          label="Loaded tax tables"
          columns={[
            { header: 'Name', cell: (table) => <span className="font-medium text-slate-900">{table.name}</span> },
            { header: 'Scale', cell: (table) => LOADED_TABLE_SCALE_LABELS[table.scale] },
            {
              header: 'Pay dates',
              className: 'sm:whitespace-nowrap',
              cell: (table) =>
                `${formatDate(table.applies_from, 'medium')} – ${formatDate(table.applies_to, 'medium')}`,
            },
            {
              header: 'Rows',
              cell: (table) =>
                `${table.rows.length}${table.study_loan_rows ? `, study loan ${table.study_loan_rows.length}` : ''}${table.medicare_levy_adjustment ? ', Medicare levy figures' : ''}`,
            },
            actionsColumn((table: LoadedTaxTable) => (
              <RowAction label={`Delete ${table.name}`} icon={Trash2} onClick={() => setRemoving(table)}>
                Delete
              </RowAction>
            )),
          ]}
          rows={error ? [] : (data?.data ?? [])}
          rowKey={(table) => table.tax_table_id}
          busy={isLoading && Boolean(data)}
          loading={isLoading && !data}
          loadingText="Loading tax tables..."
          error={error}
          onRetry={() => mutate()}
          empty="No tax tables loaded."
          emptyIcon={FileSpreadsheet}
        />
      </Card>
      <TaxTableDialog open={loading} onClose={() => setLoading(false)} onLoad={changes.load} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete Tax Table"
        description={removing ? `Delete ${removing.name}?` : ''}
        note="Pay runs on its dates will say the table is missing until another is loaded. Finalised runs keep what they withheld."
        onConfirm={async () => {
          if (!removing) return;
          await changes.remove(removing.tax_table_id);
          notify.success(`${removing.name} deleted.`);
        }}
      />
    </section>
  );
}
