/**
 * Timesheets' public face: what the HTTP routes call. The worker (handlers/timesheets-worker.ts)
 * calls timesheet-bulk.ts directly.
 */
export { bulkApproveTimesheets } from './timesheet-bulk.ts';
export { decideTimesheet, submitTimesheet } from './timesheet-decisions.ts';
export { createTimesheet, getTimesheet, listTimesheets, putTimesheetDay } from './timesheets.ts';
