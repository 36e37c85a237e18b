import { LOADED_TABLE_SCALES } from '@wattle/shared/payroll-withholding';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

const coefficientRows = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      /** Whole dollars; absent on the last ("& over") row. */
      less_than: { type: 'number' },
      a: { type: 'string', required: true },
      b: { type: 'string', required: true },
    },
  },
} as const;

/**
 * A tax table a payroll officer loaded for pay dates the product's ATO schedules do not cover
 * (`taxtable#<id>` in the organization's payroll partition): one Schedule 1 scale with its rows,
 * optionally that scale's Schedule 8 study loan rows and (scales 2 and 6) its Medicare levy adjustment figures. Pay runs read them all in one Query.
 */
export const taxTableEntity = organizationScopedEntity('payroll', 'tax_table', {
  attributes: {
    tax_table_id: keyIdAttribute,
    name: { type: 'string', required: true },
    applies_from: { type: 'string', required: true },
    applies_to: { type: 'string', required: true },
    scale: { type: LOADED_TABLE_SCALES, required: true },
    rows: { ...coefficientRows, required: true },
    study_loan_rows: coefficientRows,
    /** Scale 2 or 6: the owner's Medicare levy adjustment figures (withholding.ts prefers them to the built-in ones). */
    medicare_levy_adjustment: {
      type: 'map',
      properties: {
        from_dollars: { type: 'number', required: true },
        low_cents: { type: 'number', required: true },
        shade_in_dollars: { type: 'number', required: true },
        family_threshold_dollars: { type: 'number', required: true },
        per_child_dollars: { type: 'number', required: true },
      },
    },
    version: { type: 'number', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOrganization: organizationIndex('taxtable#${tax_table_id}'),
  },
});

export type TaxTableItem = EntityItem<ReturnType<typeof taxTableEntity>>;
