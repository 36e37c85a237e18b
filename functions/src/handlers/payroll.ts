import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountEmployeePay } from '../http/routes/employee-pay.ts';
import { mountFinalPay } from '../http/routes/final-pay.ts';
import { mountPayConditions } from '../http/routes/pay-conditions.ts';
import { mountPayRunExports } from '../http/routes/pay-run-exports.ts';
import { mountPayRuns } from '../http/routes/pay-runs.ts';
import { mountPayrollReports } from '../http/routes/payroll-reports.ts';
import { mountPayrollSettings } from '../http/routes/payroll-settings.ts';
import { mountPayrollWithholding } from '../http/routes/payroll-withholding.ts';
import { mountPayslips } from '../http/routes/payslips.ts';
import { mountStpEvents } from '../http/routes/stp-events.ts';

export const handler = handle(
  createApi(
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
  ),
);
