/**
 * Payroll's public face: what the HTTP routes call, and nothing else. A route goes through here to
 * one service (setup, employee pay and items, pay runs, payslips, outputs, withholding); a service
 * reads and writes pay runs through the store (pay-run-store.ts), which owns their keys. Workers
 * (handlers/pay-run-worker.ts) call pay-run-worker.ts directly. Each service module is imported on
 * the first call of one of its functions (`onFirstCall`): the payroll Lambda's cold start loads
 * the routes, and a request loads only the services it uses.
 */
import { onFirstCall } from '../lazy.ts';

const abaFile = () => import('./aba-file.ts');
const employeePay = () => import('./employee-pay.ts');
const loadedTaxTables = () => import('./loaded-tax-tables.ts');
const payConditions = () => import('./pay-conditions.ts');
const payItems = () => import('./pay-items.ts');
const payRunActions = () => import('./pay-run-actions.ts');
const payRunAdjust = () => import('./pay-run-adjust.ts');
const payRunFiles = () => import('./pay-run-files.ts');
const payRunRecalculate = () => import('./pay-run-recalculate.ts');
const payRuns = () => import('./pay-runs.ts');
const payrollReports = () => import('./payroll-reports.ts');
const payslipService = () => import('./payslip-service.ts');
const setup = () => import('./setup.ts');
const stpEvent = () => import('./stp-event.ts');
const productTables = () => import('./tax-tables/product-tables.ts');
const withholdingService = () => import('./withholding-service.ts');

export const payRunAba = onFirstCall(abaFile, 'payRunAba');
export const getEmployeePay = onFirstCall(employeePay, 'getEmployeePay');
export const listEmployeePaySummaries = onFirstCall(employeePay, 'listEmployeePaySummaries');
export const putEmployeePay = onFirstCall(employeePay, 'putEmployeePay');
export const deleteTaxTable = onFirstCall(loadedTaxTables, 'deleteTaxTable');
export const listLoadedTaxTables = onFirstCall(loadedTaxTables, 'listLoadedTaxTables');
export const loadTaxTable = onFirstCall(loadedTaxTables, 'loadTaxTable');
export const createPayConditionSet = onFirstCall(payConditions, 'createPayConditionSet');
export const deletePayConditionSet = onFirstCall(payConditions, 'deletePayConditionSet');
export const getPayConditionSet = onFirstCall(payConditions, 'getPayConditionSet');
export const listPayConditionSets = onFirstCall(payConditions, 'listPayConditionSets');
export const updatePayConditionSet = onFirstCall(payConditions, 'updatePayConditionSet');
export const createPayItem = onFirstCall(payItems, 'createPayItem');
export const deletePayItem = onFirstCall(payItems, 'deletePayItem');
export const listEmployeePayItems = onFirstCall(payItems, 'listEmployeePayItems');
export const listPayItemsOfKinds = onFirstCall(payItems, 'listPayItemsOfKinds');
export const updatePayItem = onFirstCall(payItems, 'updatePayItem');
export const finalisePayRun = onFirstCall(payRunActions, 'finalisePayRun');
export const markPayRunPaid = onFirstCall(payRunActions, 'markPayRunPaid');
export const adjustPayslip = onFirstCall(payRunAdjust, 'adjustPayslip');
export const listPayRunFiles = onFirstCall(payRunFiles, 'listPayRunFiles');
export const recordPayRunFileDownload = onFirstCall(payRunFiles, 'recordPayRunFileDownload');
export const recalculatePayslips = onFirstCall(payRunRecalculate, 'recalculatePayslips');
export const createPayRun = onFirstCall(payRuns, 'createPayRun');
export const deletePayRun = onFirstCall(payRuns, 'deletePayRun');
export const getPayRun = onFirstCall(payRuns, 'getPayRun');
export const listPayRuns = onFirstCall(payRuns, 'listPayRuns');
export const payrollReport = onFirstCall(payrollReports, 'payrollReport');
export const payrollReportCsv = onFirstCall(payrollReports, 'payrollReportCsv');
export const listPayslips = onFirstCall(payslipService, 'listPayslips');
export const myPayslips = onFirstCall(payslipService, 'myPayslips');
export const payslipPdf = onFirstCall(payslipService, 'payslipPdf');
export const createPaySchedule = onFirstCall(setup, 'createPaySchedule');
export const deletePaySchedule = onFirstCall(setup, 'deletePaySchedule');
export const getPayrollSettings = onFirstCall(setup, 'getPayrollSettings');
export const listPaySchedules = onFirstCall(setup, 'listPaySchedules');
export const savePayrollSettings = onFirstCall(setup, 'savePayrollSettings');
export const updatePaySchedule = onFirstCall(setup, 'updatePaySchedule');
export const payRunStp = onFirstCall(stpEvent, 'payRunStp');
export const computeWithholding = onFirstCall(withholdingService, 'computeWithholding');
/** The product's tax tables as payroll settings lists them (their data loads with the first call). */
export const builtInTaxTables = async () => (await productTables()).builtInTaxTables();
