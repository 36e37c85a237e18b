import type { EntityItem } from 'electrodb';
import { keyIdAttribute, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/**
 * A leave cash-out's record (`cashout#<employee>#<id>` in the payroll table, issue 30 §4): the
 * written agreement (its date, that the employee and the employer signed, who signed for the
 * employer) and what it paid — the employer's record of the agreement (Fair Work Regulations
 * reg 3.36). Written once, with its ledger entry and pay items, in one transaction.
 */
export const leaveCashOutEntity = organizationScopedEntity('payroll', 'leave_cash_out', {
  attributes: {
    employee_id: keyIdAttribute,
    leave_cash_out_id: keyIdAttribute,
    leave_type_id: { type: 'number', required: true },
    /** Hundredths of an hour. */
    hours: { type: 'number', required: true },
    hourly_rate_e4: { type: 'number', required: true },
    amount_cents: { type: 'number', required: true },
    loading_cents: { type: 'number', required: true },
    loading_points: { type: 'number', required: true },
    agreement_date: { type: 'string', required: true },
    signed_by_employee: { type: 'boolean', required: true },
    signed_by_employer: { type: 'boolean', required: true },
    employer_signatory: { type: 'string', required: true },
    /** Hours of annual leave left after it (hundredths). */
    balance_after_hours: { type: 'number', required: true },
    pay_item_ids: { type: 'list', items: { type: 'number' }, required: true },
    recorded_by: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    byOrganization: organizationIndex('cashout#${employee_id}#${leave_cash_out_id}'),
  },
});

export type LeaveCashOutItem = EntityItem<ReturnType<typeof leaveCashOutEntity>>;
