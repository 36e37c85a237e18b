import type { TimesheetException, TimesheetPayLines } from '@wattle/shared/timesheets';
import type { TimesheetItem } from './timesheet-entities.ts';
import { priced, type TimesheetPricing, toPayLines } from './timesheet-pricing.ts';
import { readTimesheet } from './timesheet-store.ts';
import { ownExceptions } from './timesheet-views.ts';

/**
 * A timesheet's exceptions on its own view: no clock-out, the rules of the employee's pay condition
 * set (meal break, break between shifts, outside the ordinary span, split shift), more than 38 hours
 * in a week. A list page is priced the same way, at once (listTimesheets).
 */
export async function timesheetExceptionsOf(
  item: TimesheetItem,
  pricing: TimesheetPricing,
): Promise<TimesheetException[]> {
  const sheet = (await priced(pricing, item.organization_id, [item])).get(item.timesheet_id);
  return sheet?.exceptions ?? ownExceptions(item);
}

/** GET /timesheets/{id}/pay-lines: the interpretation of its entries as they stand (approved or previewed). */
export async function timesheetPayLinesOf(
  organizationId: number,
  timesheetId: number,
  pricing: TimesheetPricing,
): Promise<TimesheetPayLines> {
  const item = await readTimesheet(organizationId, timesheetId);
  return toPayLines(item, (await priced(pricing, organizationId, [item])).get(item.timesheet_id));
}
