import { YTD_AMOUNT_KEYS } from '@wattle/shared/ytd-brought-in';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, organizationIndex, organizationScopedEntity, versionAttributes } from '../db/entity-parts.ts';

/**
 * Year-to-date pay brought in from a previous payroll (issue 31 §2): one record per employee and
 * financial year (`ytdin#<year>#<employee>` in the payroll table), its amounts in cents by field
 * (YTD_AMOUNT_FIELDS). It is kept apart from the posted year to date (`ytd#…`, moved only by
 * finalised runs), and every reader of a year to date adds it (ytd-brought-in-math.ts): editable
 * at any time, nothing holds a stale copy except a posted payslip's own year to date, which says
 * what that payslip showed when it was paid.
 */
export const ytdBroughtInEntity = organizationScopedEntity('payroll', 'ytd_brought_in', {
  attributes: {
    financial_year: { type: 'string', required: true, readOnly: true },
    employee_id: keyIdAttribute,
    /** Cents by YTD_AMOUNT_FIELDS key; zero amounts left out. */
    amounts: { type: 'map', properties: Object.fromEntries(YTD_AMOUNT_KEYS.map((key) => [key, { type: 'number' }])) },
    last_pay_date_elsewhere: { type: 'string' },
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('ytdin#${financial_year}#${employee_id}'),
  },
});
export type YtdBroughtInItem = EntityItem<ReturnType<typeof ytdBroughtInEntity>>;
