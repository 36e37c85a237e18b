import type { LeaveType } from '@wattle/shared/leave-types';
import { writeCustomType } from './leave-type-service.ts';
import { leaveTypesOf } from './leave-type-store.ts';

/**
 * The leave type that holds time off in lieu of overtime (issue 27 §2): the organization's custom
 * type of this name, or one created the first time a finalised pay run credits time off. It is an
 * accruing type at 0 weeks a year, so its balance comes only from the pay runs' credits (ledger
 * `adjustment` entries, hour for hour or as the set says) less the time off taken as leave.
 */
export const TIME_OFF_IN_LIEU_TYPE_NAME = 'Time off in lieu';

const isTimeOffType = (type: LeaveType) =>
  type.code === null && type.name.trim().toLowerCase() === TIME_OFF_IN_LIEU_TYPE_NAME.toLowerCase();

/** The types with the time-off-in-lieu type among them (created, with its audit event, when missing). */
export async function typesWithTimeOff(organizationId: number): Promise<{ types: LeaveType[]; type: LeaveType }> {
  const types = await leaveTypesOf(organizationId);
  const found = types.filter(isTimeOffType).sort((a, b) => a.leave_type_id - b.leave_type_id)[0];
  if (found) return { types, type: found };
  await writeCustomType(
    organizationId,
    {
      name: TIME_OFF_IN_LIEU_TYPE_NAME,
      paid: true,
      balance: 'accruing',
      weeks_per_year: '0',
      hours_per_year: null,
      carry_over_cap_hours: null,
      attachment_required: false,
      negative_balance_allowed: false,
    },
    'Created the leave type that holds time off in lieu of overtime',
  );
  // Two tasks creating it at once: both keep the lowest id.
  const again = await leaveTypesOf(organizationId);
  const type = again.filter(isTimeOffType).sort((a, b) => a.leave_type_id - b.leave_type_id)[0] as LeaveType;
  return { types: again, type };
}
