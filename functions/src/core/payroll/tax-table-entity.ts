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
 * and optionally that scale's Schedule 8 study loan rows. Pay runs read them all in one Query.
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
    version: { type: 'number', required: true },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOrganization: organizationIndex('taxtable#${tax_table_id}'),
  },
});

export type TaxTableItem = EntityItem<ReturnType<typeof taxTableEntity>>;
