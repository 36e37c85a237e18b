import { ROSTER_CHECK_RULES, ROSTER_CHECK_SEVERITIES, SHIFT_STATUSES } from '@wattle/shared/roster-constants';
import { SHIFT_SWAP_KINDS, SHIFT_SWAP_STATUSES } from '@wattle/shared/shift-swap-constants';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/*
 * Shift swaps in the rostering table (keys beside the shifts' of roster-entities.ts):
 * - a swap:    pk org#<org>, sk swap#<id>                      (the organization's, newest first)
 *              gsi2 org#<org>#swaps#<status>, swap#<id>       (by status: those awaiting approval, the offers open)
 * plus its locator (shift_swap#<id>: the organization, the department) for `/shift-swaps/{id}/...`.
 * Ids come from the shifts' counter under `shift_swap`. Everything is in the organization's
 * partition, so the purge removes it with the rest.
 */

const checkSchema = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      rule: { type: ROSTER_CHECK_RULES, required: true },
      clause: { type: 'string', required: true },
      severity: { type: ROSTER_CHECK_SEVERITIES, required: true },
      message: { type: 'string', required: true },
      unverified: { type: 'boolean', required: true },
    },
  },
} as const;

export const shiftSwapEntity = organizationScopedEntity('rostering', 'shift_swap', {
  attributes: {
    swap_id: keyIdAttribute,
    kind: { type: SHIFT_SWAP_KINDS, required: true },
    status: { type: SHIFT_SWAP_STATUSES, required: true },
    shift_id: { type: 'number', required: true },
    /** The shift's version the swap was made on: approving moves it only while it is still this one. */
    shift_version: { type: 'number', required: true },
    ...required.numbers('department_id', 'break_minutes'),
    ...optional.strings('department_name', 'role'),
    ...required.strings('date', 'start_time', 'end_time'),
    shift_status: { type: SHIFT_STATUSES, required: true },
    /** 0 for a claim of an open shift. */
    from_employee_id: { type: 'number', required: true },
    from_employee_name: { type: 'string' },
    /** 0 while a drop awaits its taker. */
    to_employee_id: { type: 'number', required: true },
    to_employee_name: { type: 'string' },
    checks: checkSchema,
    ...required.strings('requested_by'),
    ...required.numbers('requested_by_user_id'),
    ...optional.strings('accepted_at', 'decided_by', 'decided_at'),
    ...optional.numbers('accepted_by_user_id', 'decided_by_user_id'),
    auto_approved: { type: 'boolean' },
    ...timestampAttributes,
  },
  indexes: {
    byId: organizationIndex('swap#${swap_id}'),
    byStatus: organizationGsi('gsi2', 'swaps#${status}', 'swap#${swap_id}'),
  },
});
export type ShiftSwapItem = EntityItem<ReturnType<typeof shiftSwapEntity>>;
