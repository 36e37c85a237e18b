import type { TimesheetException } from '@wattle/shared/timesheets';
import type { TimesheetItem } from './timesheet-entities.ts';
import { ownExceptions } from './timesheet-views.ts';

/**
 * A timesheet's exceptions: its own (no clock-out, more than 38 hours in a week) and, once the
 * employee's pay conditions are read, those their rules raise.
 */
export async function timesheetExceptionsOf(item: TimesheetItem): Promise<TimesheetException[]> {
  return ownExceptions(item);
}
