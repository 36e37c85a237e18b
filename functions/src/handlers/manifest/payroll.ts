import { PAY_RUN_TASK_FILTER } from '../../core/payroll/pay-run-task-filter.ts';
import type { FunctionDefinition } from './definition.ts';

/** Payroll: the API and the pay-run worker its queue feeds. */
export const payrollFunction: FunctionDefinition = {
  name: 'payroll',
  routes: [
    'ANY /api/v1/payroll/{proxy+}',
    'ANY /api/v1/employees/{id}/pay',
    'ANY /api/v1/employees/{id}/pay-items',
    'ANY /api/v1/employees/{id}/pay-items/{proxy+}',
    // A leaver's final pay (issue 30 §1): pay items from the exit, leave balances and pay.
    'ANY /api/v1/employees/{id}/final-pay',
    'ANY /api/v1/employees/{id}/leave-cash-outs',
    // Year to date brought in from a previous payroll (issue 31 §2).
    'ANY /api/v1/employees/{id}/ytd-brought-in',
    'ANY /api/v1/organizations/{id}/payroll-settings',
    // The first-week setup checklist (core/payroll/setup-progress.ts): its steps end in payroll.
    'ANY /api/v1/organizations/{id}/setup-progress',
    'ANY /api/v1/organizations/{id}/pay-schedules',
    'ANY /api/v1/organizations/{id}/pay-schedules/{proxy+}',
    'ANY /api/v1/organizations/{id}/pay-conditions',
    'ANY /api/v1/organizations/{id}/pay-conditions/{proxy+}',
    'ANY /api/v1/organizations/{id}/tax-tables',
    'ANY /api/v1/organizations/{id}/tax-tables/{proxy+}',
  ],
  // A paid run e-mails each employee a link to their payslip.
  sendsMail: true,
  // Employees, read and append: names, employment, work patterns, bank accounts and TFNs (decrypted
  // for the bank file and STP); a pay change appends a 'Salary Update' to the employee's history. Leave: approved leave in a period is paid from balances and finalising
  // posts it. Organizations: members (self-service) and the organization's name and time zone.
  tables: {
    identity: 'readWrite',
    organizations: 'read',
    employees: 'readAppend',
    leave: 'readWrite',
    payroll: 'readWrite',
    // Hourly employees are paid from approved timesheets (review recalculates with them); finalising
    // locks the periods it pays (core/timesheets/paid-periods.ts), deleting a draft takes a lock back.
    timesheets: 'readWrite',
    audit: 'append',
  },
  usesFieldKey: 'decrypt',
};

export const payRunWorkerFunction: FunctionDefinition = {
  name: 'pay-run-worker',
  routes: [],
  // Calculates a draft run's payslips and posts a finalised run, a slice of employees per task
  // (core/payroll/pay-run-worker.ts); the hourly schedule re-queues tasks left pending.
  // Timesheets: read to pay hourly employees, written to lock the adjustments a finalised run paid.
  tables: {
    organizations: 'read',
    employees: 'read',
    leave: 'readWrite',
    payroll: 'readWrite',
    timesheets: 'readWrite',
    audit: 'append',
  },
  // Payslips carry the super member number from the employee's record (a payroll identifier).
  usesFieldKey: 'decrypt',
  background: {
    queue: { of: 'payroll', filter: PAY_RUN_TASK_FILTER, batchSize: 1, maxReceives: 5 },
    scheduleMinutes: 60,
    timeoutSeconds: 300,
  },
};
