import { createMiddleware } from 'hono/factory';
import { loadHolidayCalendars } from '../../core/leave/public-holidays.ts';

/**
 * For routes whose answers count business days (a payslip's super due date skips national public
 * holidays, core/payroll/super-rules.ts): loads the holiday calendars on the first such request
 * instead of at the function's cold start (issue 26).
 */
export const withHolidayCalendars = createMiddleware(async (_c, next) => {
  await loadHolidayCalendars();
  await next();
});
