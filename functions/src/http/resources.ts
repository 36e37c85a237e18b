import type { MountResource } from './app.ts';
import { mountAttendance } from './routes/attendance.ts';
import { mountAuth } from './routes/auth.ts';
import { mountEmployeePay } from './routes/employee-pay.ts';
import { mountEmployees } from './routes/employees.ts';
import { mountFinalPay } from './routes/final-pay.ts';
import { mountImports } from './routes/imports.ts';
import { mountLeaveBalances } from './routes/leave-balances.ts';
import { mountLeaveRequests } from './routes/leave-requests.ts';
import { mountNotifications } from './routes/notifications.ts';
import { mountOrganizations } from './routes/organizations.ts';
import { mountPayConditions } from './routes/pay-conditions.ts';
import { mountPayRunExports } from './routes/pay-run-exports.ts';
import { mountPayRuns } from './routes/pay-runs.ts';
import { mountPayrollReports } from './routes/payroll-reports.ts';
import { mountPayrollSettings } from './routes/payroll-settings.ts';
import { mountPayrollWithholding } from './routes/payroll-withholding.ts';
import { mountPayslips } from './routes/payslips.ts';
import { mountPerformance } from './routes/performance.ts';
import { mountPublicHolidays } from './routes/public-holidays.ts';
import { mountRecruitment } from './routes/recruitment.ts';
import { mountRosterPublishing } from './routes/roster-publishing.ts';
import { mountRostering } from './routes/rostering.ts';
import { mountSelfService } from './routes/self-service.ts';
import { mountStpEvents } from './routes/stp-events.ts';
import { mountTimesheets } from './routes/timesheets.ts';

/** Every resource, for the local server and tests; each Lambda imports only its own (smaller bundles). */
export const ALL_RESOURCES: MountResource[] = [
  mountAuth,
  mountOrganizations,
  mountRecruitment,
  mountEmployees,
  mountImports,
  mountSelfService,
  mountLeaveBalances,
  mountLeaveRequests,
  mountNotifications,
  mountPublicHolidays,
  mountAttendance,
  mountPayrollWithholding,
  mountPayrollSettings,
  mountPayConditions,
  mountEmployeePay,
  mountFinalPay,
  mountPayRuns,
  mountPayslips,
  mountPayrollReports,
  mountPayRunExports,
  mountStpEvents,
  mountTimesheets,
  mountRostering,
  mountRosterPublishing,
  mountPerformance,
];
