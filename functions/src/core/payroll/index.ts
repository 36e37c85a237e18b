/**
 * Payroll's public face: what the HTTP routes call, and nothing else. A route goes through here to
 * one service (setup, employee pay and items, pay runs, payslips, outputs, withholding); a service
 * reads and writes pay runs through the store (pay-run-store.ts), which owns their keys. Workers
 * (handlers/pay-run-worker.ts) call pay-run-worker.ts directly.
 */
export { payRunAba } from './aba-file.ts';
export { getEmployeePay, listEmployeePaySummaries, putEmployeePay } from './employee-pay.ts';
export { eofySummary } from './eofy-summary.ts';
export { createLeaveCashOut, listLeaveCashOuts } from './leave-cash-out.ts';
export { deleteTaxTable, listLoadedTaxTables, loadTaxTable } from './loaded-tax-tables.ts';
export {
  createPayConditionSet,
  deletePayConditionSet,
  getPayConditionSet,
  listPayConditionSets,
  updatePayConditionSet,
} from './pay-conditions.ts';
export { createPayItem, deletePayItem, listEmployeePayItems, listPayItemsOfKinds, updatePayItem } from './pay-items.ts';
export { finalisePayRun, markPayRunPaid } from './pay-run-actions.ts';
export { adjustPayslip } from './pay-run-adjust.ts';
export { listPayRunFiles, recordPayRunFileDownload } from './pay-run-files.ts';
export { recalculatePayslips } from './pay-run-recalculate.ts';
export { createPayRun, deletePayRun, getPayRun, listPayRuns } from './pay-runs.ts';
export { payrollReport, payrollReportCsv } from './payroll-reports.ts';
export { listPayslips, myPayslips, payslipPdf } from './payslip-service.ts';
export { rosterTermsOf } from './roster-terms.ts';
export {
  createPaySchedule,
  deletePaySchedule,
  getPayrollSettings,
  listPaySchedules,
  savePayrollSettings,
  updatePaySchedule,
} from './setup.ts';
export { setupProgress } from './setup-progress.ts';
export { payRunStp } from './stp-event.ts';
export {
  checkStpEvent,
  getStpEvent,
  listStpEvents,
  recordStpEventOutcome,
  stpEventFile,
} from './stp-event-actions.ts';
export { createStpEvent } from './stp-events.ts';
export { payRunSuperFile, superOwingOf } from './super-file.ts';
export { builtInTaxTables } from './tax-tables/product-tables.ts';
export { getFinalPay, removeFinalPay, setUpFinalPay } from './termination/final-pay.ts';
export {
  NO_PAY_SET_UP,
  type PricedTimesheet,
  priceTimesheets,
  SALARIED,
  type TimesheetToPrice,
} from './timesheet-pay-service.ts';
export { timesheetPeriodFor, timesheetPeriodHolding } from './timesheet-periods.ts';
export { computeWithholding } from './withholding-service.ts';
export { getYtdBroughtIn, putYtdBroughtIn } from './ytd-brought-in.ts';
