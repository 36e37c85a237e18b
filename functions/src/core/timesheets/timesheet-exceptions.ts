import type { TimesheetException, TimesheetPayLines } from '@wattle/shared/timesheets';
import type { TimesheetItem } from './timesheet-entities.ts';
import { exceptionsOf, interpretTimesheets, toPayLines } from './timesheet-pay.ts';
import { readTimesheet } from './timesheet-store.ts';

/**
 * A timesheet's exceptions on its own view: no clock-out, the rules of the employee's pay condition
 * set (meal break, break between shifts, outside the ordinary span, split shift), more than 38 hours
 * in a week. Lists show the award-free checks only (no pay terms are read per row).
 */
export async function timesheetExceptionsOf(item: TimesheetItem): Promise<TimesheetException[]> {
  const [interpreted] = await interpretTimesheets(item.organization_id, [item]);
  return exceptionsOf(item, interpreted);
}

/** GET /timesheets/{id}/pay-lines: the interpretation of its entries as they stand (approved or previewed). */
export async function timesheetPayLinesOf(organizationId: number, timesheetId: number): Promise<TimesheetPayLines> {
  const item = await readTimesheet(organizationId, timesheetId);
  const [interpreted] = await interpretTimesheets(organizationId, [item]);
  return toPayLines(interpreted as NonNullable<typeof interpreted>);
}
