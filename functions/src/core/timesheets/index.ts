/**
 * Timesheets' public face: what the HTTP routes call. The worker (handlers/timesheets-worker.ts)
 * calls timesheet-bulk.ts and timesheet-approval-sweep.ts directly.
 */

export { decideOvertime } from './overtime-decisions.ts';
export { openTimesheetAdjustment } from './timesheet-adjustments.ts';
export { bulkApproveTimesheets } from './timesheet-bulk.ts';
export { decideTimesheet, submitTimesheet } from './timesheet-decisions.ts';
export { timesheetPayLinesOf } from './timesheet-exceptions.ts';
export { timesheetOvertime, timesheetReport, timesheetReportCsv } from './timesheet-reports.ts';
export { createTimesheet, getTimesheet, listTimesheets, putTimesheetDay, timesheetPeriod } from './timesheets.ts';
