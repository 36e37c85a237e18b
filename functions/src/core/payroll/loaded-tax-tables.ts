import { formatLongDate } from '@wattle/shared/calendar';
import {
  type CoefficientRowJson,
  LOADED_TABLE_SCALE_LABELS,
  type LoadedTaxTable,
  loadedTaxTableInput,
  WITHHOLDING_MESSAGES,
} from '@wattle/shared/payroll-withholding';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { type TaxTableItem, taxTableEntity } from './tax-table-entity.ts';

/** An organization loads a handful (a scale per year); more than this is a mistake, not a need. */
export const MAX_LOADED_TAX_TABLES = 100;

const rowsOf = (rows: readonly { less_than?: number | null; a: string; b: string }[]): CoefficientRowJson[] =>
  rows.map((row) => ({ less_than: row.less_than ?? null, a: row.a, b: row.b }));

const toTable = (item: TaxTableItem): LoadedTaxTable => ({
  tax_table_id: item.tax_table_id,
  name: item.name,
  applies_from: item.applies_from,
  applies_to: item.applies_to,
  scale: item.scale,
  rows: rowsOf(item.rows),
  ...(item.study_loan_rows?.length ? { study_loan_rows: rowsOf(item.study_loan_rows) } : {}),
  ...(item.medicare_levy_adjustment ? { medicare_levy_adjustment: { ...item.medicare_levy_adjustment } } : {}),
  version: item.version,
  created_at: item.created_at,
});

/** Every table the organization loaded, oldest first: one Query (pay runs pass them to calculateWithholding). */
export async function listLoadedTaxTables(organizationId: number): Promise<LoadedTaxTable[]> {
  const result = await taxTableEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all', limit: MAX_LOADED_TAX_TABLES });
  return result.data.map(toTable);
}

const stored = (rows: CoefficientRowJson[]) =>
  rows.map((row) => ({ ...(row.less_than === null ? {} : { less_than: row.less_than }), a: row.a, b: row.b }));

/**
 * Loads a table for one scale and pay dates: dates the product does not cover, or dates it does,
 * where the loaded table replaces the built-in one (a loaded table wins: withholding.ts), e.g. one
 * payroll settings shows "unverified". It may not overlap another loaded table of the same scale.
 * Written with its locator and audit event in one transaction.
 */
export async function loadTaxTable(organizationId: number, input: unknown): Promise<LoadedTaxTable> {
  const data = parseInput(loadedTaxTableInput, input);
  const existing = await listLoadedTaxTables(organizationId);
  if (existing.length >= MAX_LOADED_TAX_TABLES) {
    throw VisibleError.validation({ name: [`An organization can load at most ${MAX_LOADED_TAX_TABLES} tables.`] });
  }
  const clash = existing.some(
    (table) =>
      table.scale === data.scale && table.applies_from <= data.applies_to && data.applies_from <= table.applies_to,
  );
  if (clash) throw VisibleError.validation({ applies_from: [WITHHOLDING_MESSAGES.overlapsLoaded] });

  const id = await nextId(payrollCounter(), 'tax_table');
  const item = {
    organization_id: organizationId,
    tax_table_id: id,
    name: data.name,
    applies_from: data.applies_from,
    applies_to: data.applies_to,
    scale: data.scale,
    rows: stored(data.rows),
    ...(data.study_loan_rows ? { study_loan_rows: stored(data.study_loan_rows) } : {}),
    ...(data.medicare_levy_adjustment ? { medicare_levy_adjustment: data.medicare_levy_adjustment } : {}),
    version: 1,
    created_at: new Date().toISOString(),
  };
  const result = await transactWrite([
    committed(taxTableEntity().create(item)),
    committed(payrollLocator().create({ kind: 'tax_table', id, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'tax_table', id, label: data.name },
      summary: `Loaded tax table ${data.name} (${LOADED_TABLE_SCALE_LABELS[data.scale]}) for payments from ${formatLongDate(data.applies_from)} to ${formatLongDate(data.applies_to)}${data.medicare_levy_adjustment ? ', with Medicare levy adjustment figures' : ''}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('This tax table could not be saved. Try again.');
  return toTable(item as TaxTableItem);
}

/** Removes a loaded table (runs already finalised keep the amounts they withheld), audited. */
export async function deleteTaxTable(organizationId: number, taxTableId: number): Promise<void> {
  const existing = (
    await taxTableEntity().get({ organization_id: organizationId, tax_table_id: taxTableId }).go({ consistent: true })
  ).data;
  if (!existing) throw VisibleError.notFound('Tax table');
  const result = await transactWrite([
    committed(
      taxTableEntity()
        .delete({ organization_id: organizationId, tax_table_id: taxTableId })
        .where(({ version }, { eq }) => eq(version, existing.version)),
    ),
    committed(payrollLocator().delete({ kind: 'tax_table', id: taxTableId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'delete',
      record: { type: 'tax_table', id: taxTableId, label: existing.name },
      summary: `Removed tax table ${existing.name} (${LOADED_TABLE_SCALE_LABELS[existing.scale]})`,
    }),
  ]);
  if (result.canceled) throw VisibleError.notFound('Tax table');
}
