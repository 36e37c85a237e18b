import type { EntityItem } from 'electrodb';
import { organizationIndex, organizationScopedEntity, timestampAttributes } from '../db/entity-parts.ts';

/**
 * An organization's correction of the public holidays (public-holidays.ts), in the leave table:
 * - `added`: a day of its own (a show day, a local holiday), for `states` or all states;
 * - `removed`: a generated day it does not keep (keyed by the generated day's key);
 * - `corrected`: a generated day with another name, date (same year) or evening start.
 * A generated day's correction applies wherever date-holidays has that day.
 */
export const publicHolidayCorrectionEntity = organizationScopedEntity('leave', 'public_holiday_correction', {
  attributes: {
    holiday_key: { type: 'string', required: true, readOnly: true },
    kind: { type: ['added', 'removed', 'corrected'] as const, required: true },
    date: { type: 'string', required: true },
    name: { type: 'string', required: true },
    from_time: { type: 'string' },
    all_states: { type: 'boolean', required: true, default: false },
    states: { type: 'list', items: { type: 'string' } },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('public_holiday#${holiday_key}'),
  },
});
export type HolidayCorrectionItem = EntityItem<ReturnType<typeof publicHolidayCorrectionEntity>>;

/** Every correction of the organization: one Query (a handful of items a year). */
export async function holidayCorrections(organizationId: number): Promise<HolidayCorrectionItem[]> {
  return (
    await publicHolidayCorrectionEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' })
  ).data;
}
