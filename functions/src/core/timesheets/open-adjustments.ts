import { tableNames } from '../db/client.ts';
import { ID_PADDING } from '../db/entity-parts.ts';
import { queryAll } from '../db/query-all.ts';
import { type TimesheetItem, timesheetEntity } from './timesheet-entities.ts';

/**
 * The adjustments a pay run pays (core/payroll/timesheet-adjustment-pay.ts): the open adjustments
 * (timesheet-adjustments.ts) of a slice of consecutive employee ids, each with the locked timesheet
 * it corrects. Two reads, never one per employee, and none of the slice's timesheets when no
 * adjustment is open: one strongly consistent Query of the open items
 * (`adjustment#<employee>#<timesheet>`) over the slice's ids, then one BatchGet of the adjustments
 * and their originals.
 */

export interface OpenAdjustment {
  adjustment: TimesheetItem;
  /** The locked timesheet it corrects: what was paid. */
  original: TimesheetItem;
}

const pad = (id: number) => String(id).padStart(ID_PADDING.length, ID_PADDING.char);

/** The open adjustments of `ids` (any status), by employee, oldest period first. */
export async function openAdjustmentsOf(
  organizationId: number,
  ids: readonly number[],
): Promise<Map<number, OpenAdjustment[]>> {
  const found = new Map<number, OpenAdjustment[]>();
  if (ids.length === 0) return found;
  const wanted = new Set(ids);
  const sorted = [...ids].sort((a, b) => a - b);
  const pairs: { timesheet_id: number; adjusts_timesheet_id: number }[] = [];
  const queried = await queryAll({
    TableName: tableNames().timesheets,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `org#${organizationId}`,
      ':from': `adjustment#${pad(sorted[0] as number)}#`,
      ':to': `adjustment#${pad(sorted[sorted.length - 1] as number)}#~`,
    },
    ProjectionExpression: 'employee_id, timesheet_id, adjusts_timesheet_id',
    ConsistentRead: true,
  });
  for (const item of queried)
    if (wanted.has(Number(item.employee_id)))
      pairs.push({
        timesheet_id: Number(item.timesheet_id),
        adjusts_timesheet_id: Number(item.adjusts_timesheet_id),
      });
  if (pairs.length === 0) return found;
  const keys = [...new Set(pairs.flatMap((pair) => [pair.timesheet_id, pair.adjusts_timesheet_id]))];
  const { data } = await timesheetEntity()
    .get(keys.map((timesheet_id) => ({ organization_id: organizationId, timesheet_id })))
    .go({ consistent: true });
  const byId = new Map(data.map((item) => [item.timesheet_id, item]));
  for (const pair of pairs) {
    const adjustment = byId.get(pair.timesheet_id);
    const original = byId.get(pair.adjusts_timesheet_id);
    if (!adjustment || !original) continue;
    found.set(adjustment.employee_id, [...(found.get(adjustment.employee_id) ?? []), { adjustment, original }]);
  }
  for (const list of found.values())
    list.sort((a, b) => a.adjustment.period_start.localeCompare(b.adjustment.period_start));
  return found;
}

/** An open adjustment's sort key, as the entity writes it (posting deletes it once the adjustment is paid). */
export const openAdjustmentSortKey = (employeeId: number, timesheetId: number) =>
  `adjustment#${pad(employeeId)}#${pad(timesheetId)}`;
