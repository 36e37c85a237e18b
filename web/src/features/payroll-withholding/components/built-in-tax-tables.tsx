import type { BuiltInTaxTable } from '@wattle/shared/payroll-withholding';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dates';
import { useTaxTables } from '../api/tax-tables';

export const UNVERIFIED = 'Unverified';
export const VERIFIED = 'Verified';

const payDates = (table: BuiltInTaxTable) =>
  `${formatDate(table.applies_from, 'medium')} – ${table.applies_to ? formatDate(table.applies_to, 'medium') : 'until replaced'}`;

/**
 * Payroll settings → Built-in tax tables: the ATO schedules the product carries, each with where its
 * rows come from. One not checked against the ATO's own publication says "Unverified" and why; a
 * loaded table replaces it for its scale and pay dates.
 */
export function BuiltInTaxTables({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useTaxTables(organizationId);
  return (
    <section aria-labelledby="built-in-tax-tables" className="mt-8">
      <h2 id="built-in-tax-tables" className="text-lg font-semibold text-slate-900">
        Built-in tax tables
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        The ATO schedules pay runs use. An unverified table could not be checked against the ATO’s own publication:
        check it, or load the ATO’s coefficients to replace it. The Medicare levy adjustment figures can be replaced
        too: load a scale 2 or scale 6 table with them.
      </p>
      <Card className="overflow-hidden">
        <DataTable
          label="Built-in tax tables"
          columns={[
            {
              header: 'Schedule',
              cell: (table) => <span className="font-medium text-slate-900">{table.schedule}</span>,
            },
            { header: 'Pay dates', className: 'sm:whitespace-nowrap', cell: payDates },
            {
              header: 'Source',
              // A source may be a long address: it breaks anywhere rather than widening a phone's card.
              className: 'wrap-anywhere',
              cell: (table) =>
                table.source_url ? (
                  <a href={table.source_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">
                    {table.source}
                  </a>
                ) : (
                  table.source
                ),
            },
            {
              header: 'Checked',
              className: 'wrap-anywhere',
              cell: (table) => (
                <>
                  <Badge tone={table.verified ? 'green' : 'amber'}>{table.verified ? VERIFIED : UNVERIFIED}</Badge>
                  <p className="mt-1 max-w-prose text-xs text-slate-600">{table.verification}</p>
                </>
              ),
            },
          ]}
          rows={error ? [] : (data?.built_in ?? [])}
          rowKey={(table) => `${table.schedule}-${table.applies_from}`}
          loading={isLoading && !data}
          loadingText="Loading tax tables..."
          error={error}
          onRetry={() => mutate()}
        />
      </Card>
    </section>
  );
}
