import { PAY_RUN_FILE_KINDS } from '@wattle/shared/pay-run-files';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/**
 * The files a finalised pay run was downloaded as (`runfile#<pay date>#<run>#<kind>` in the
 * organization's payroll partition): one item per run and kind, counting its downloads and saying
 * the last one's when and who. Sorted by pay date, so Payroll Reports reads a period's files with
 * one Query. Each download is also an audit event, written in the same transaction.
 */
export const payRunFileEntity = organizationScopedEntity('payroll', 'pay_run_file', {
  attributes: {
    pay_date: { type: 'string', required: true, readOnly: true },
    pay_run_id: keyIdAttribute,
    kind: { type: PAY_RUN_FILE_KINDS, required: true, readOnly: true },
    period_start: { type: 'string', required: true },
    period_end: { type: 'string', required: true },
    file_name: { type: 'string', required: true },
    downloads: { type: 'number', required: true },
    last_downloaded_at: { type: 'string', required: true },
    last_downloaded_by: { type: 'string', required: true },
  },
  indexes: {
    byOrganization: organizationIndex('runfile#${pay_date}#${pay_run_id}#${kind}'),
  },
});

export type PayRunFileItem = EntityItem<ReturnType<typeof payRunFileEntity>>;
