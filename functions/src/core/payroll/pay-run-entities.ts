import {
  PAY_FREQUENCIES,
  PAY_LINE_KINDS,
  PAY_RUN_STATUSES,
  SCHEDULE5_METHODS,
  TERMINATION_CODES,
} from '@wattle/shared/payroll-constants';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationGsi,
  organizationIndex,
  organizationScopedEntity,
  versionAttributes,
} from '../db/entity-parts.ts';

/**
 * Pay runs in the `payroll` table (org#<id> partition); amounts in integer cents:
 * - `run#<id>`: the run, its status, totals (kept equal to the sum of its payslips: every payslip
 *   change adds its difference in the same transaction) and task counts;
 * - `run#<id>#slip#<employee>`: one payslip per employee, its lines and figures; gsi1 lists one
 *   employee's payslips by pay date (self-service, year to date), gsi2 the organization's (reports);
 * - `run#<id>#task#<n>`: a slice of the run's employees for the worker. A task is written `pending`;
 *   the table's stream queues it (handlers/manifest.ts `pay-run-worker`); the worker marks it `done`
 *   in the transaction that adds its results to the run, so a retried message finds it done.
 */

/** Money totals a run and a payslip both carry. */
const totals = {
  gross_cents: { type: 'number', required: true },
  withholding_cents: { type: 'number', required: true },
  super_cents: { type: 'number', required: true },
  net_cents: { type: 'number', required: true },
  /** Pre-tax deductions (salary sacrifice) and post-tax deductions. */
  deductions_cents: { type: 'number', required: true },
  reimbursements_cents: { type: 'number', required: true },
} as const;

export const payRunEntity = organizationScopedEntity('payroll', 'pay_run', {
  attributes: {
    pay_run_id: keyIdAttribute,
    pay_schedule_id: { type: 'number', required: true, readOnly: true },
    frequency: { type: PAY_FREQUENCIES, required: true, readOnly: true },
    period_start: { type: 'string', required: true, readOnly: true },
    period_end: { type: 'string', required: true, readOnly: true },
    pay_date: { type: 'string', required: true, readOnly: true },
    /** Copied from the schedule: pays of a year with a 53rd (27th) payday withhold the ATO's extra amount. */
    extra_pay_withholding: { type: 'boolean', readOnly: true },
    /** An adjustment run corrects a finalised one (its id). */
    adjusts_pay_run_id: { type: 'number', readOnly: true },
    status: { type: PAY_RUN_STATUSES, required: true },
    employee_count: { type: 'number', required: true },
    tasks_total: { type: 'number', required: true },
    tasks_done: { type: 'number', required: true },
    ...totals,
    /** Set when a payslip could not be calculated (e.g. no withholding table for the pay date): the run cannot be finalised. */
    problems: { type: 'list', items: { type: 'string' } },
    created_by: { type: 'string', required: true, readOnly: true },
    created_at: { type: 'string', required: true, readOnly: true },
    finalised_by: { type: 'string' },
    finalised_at: { type: 'string' },
    paid_at: { type: 'string' },
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('run#${pay_run_id}'),
    /** The organization's runs alone (the main key's `run#` range also holds their payslips and tasks). */
    runsOfOrganization: organizationGsi('gsi2', 'pay_runs', 'run#${pay_run_id}'),
  },
});

export const payLineAttribute = {
  type: 'map',
  properties: {
    id: { type: 'string', required: true },
    kind: { type: PAY_LINE_KINDS, required: true },
    description: { type: 'string', required: true },
    hours: { type: 'number' },
    rate_e4: { type: 'number' },
    amount_cents: { type: 'number', required: true },
    allowance_type: { type: 'string' },
    deduction_type: { type: 'string' },
    payee: { type: 'string' },
    leave_type_id: { type: 'number' },
    leave_code: { type: 'string' },
    /** STP Phase 2 paid leave type when the line says it (C cash out, U unused on termination, ...; stp-mapping.ts). */
    paid_leave_type: { type: 'string' },
    /** Leave lines: the approved request paid and its units (LEAVE_UNITS_PER_HOUR an hour). */
    leave_request_id: { type: 'number' },
    leave_units: { type: 'number' },
    source: { type: ['calculated', 'recurring', 'one_off', 'adjustment'] as const, required: true },
    pay_item_id: { type: 'number' },
    /** A final pay's line: its termination code and the PAYG set on it (core/payroll/termination/). */
    termination_code: { type: TERMINATION_CODES },
    withheld_cents: { type: 'number' },
    /** A bonus, commission or back pay's Schedule 5 method, periods and accrual (additional-payments.ts). */
    schedule5_method: { type: SCHEDULE5_METHODS },
    schedule5_periods: { type: 'number' },
    accrued_from: { type: 'string' },
    accrued_to: { type: 'string' },
    /** Back pay reported as Lump Sum E: the financial year it accrued in (back-pay-lump-sum-e.ts). */
    lump_sum_e_year: { type: 'string' },
  },
} as const;

export const payslipEntity = organizationScopedEntity('payroll', 'payslip', {
  attributes: {
    pay_run_id: keyIdAttribute,
    employee_id: keyIdAttribute,
    employee_name: { type: 'string', required: true },
    period_start: { type: 'string', required: true, readOnly: true },
    period_end: { type: 'string', required: true, readOnly: true },
    pay_date: { type: 'string', required: true, readOnly: true },
    /** The run's status, copied when the run is finalised (a paid run's payslips read `paid` from the run). */
    status: { type: PAY_RUN_STATUSES, required: true },
    lines: { type: 'list', items: payLineAttribute, required: true },
    ...totals,
    /** What the figures were worked from: basis, hourly rate, ordinary hours, scale and table. */
    basis: { type: ['salary', 'hourly'] as const, required: true },
    hourly_rate_e4: { type: 'number', required: true },
    /** A salary's annual amount in the terms at the period's end (reg 3.46(4): the rate as at the latest date paid). */
    annual_salary_cents: { type: 'number' },
    ordinary_hours: { type: 'number', required: true },
    /**
     * What leave accrual reads of the employee record when the payslip was worked out (work
     * pattern, employment; leave/ledger-store EmployeeLeaveRecord): posting accrues from it.
     */
    leave_record: { type: 'any' },
    /** The work pattern's accrual over the period by leave type id (leave/pay-accrual patternAccrualOf). */
    leave_pattern: { type: 'any' },
    /** Units of unpaid leave in the period that still accrue (community service leave). */
    accruing_unpaid_units: { type: 'number' },
    /**
     * The approved leave the payslip was worked out with (pay-run-calculate leaveBasisOf): finalising
     * refuses a payslip whose period's leave changed since (pay-run-recalculate.ts).
     */
    leave_basis: { type: 'list', items: { type: 'string' } },
    /** The approved timesheets paid, `<id>:<version>` (pay-run-timesheets.ts): finalising locks them. */
    timesheet_basis: { type: 'list', items: { type: 'string' } },
    /** The timesheet adjustments of earlier periods it paid (`<id>:<version>`; timesheet-adjustment-pay.ts). */
    adjustment_basis: { type: 'list', items: { type: 'string' } },
    /** Hours of unpaid leave taken off ordinary time (absent when none). */
    unpaid_leave_hours: { type: 'number' },
    ordinary_time_earnings_cents: { type: 'number', required: true },
    tax_scale: { type: 'string', required: true },
    tax_schedule: { type: 'string', required: true },
    super_fund_name: { type: 'string', required: true },
    super_fund_usi: { type: 'string' },
    super_member_number: { type: 'string' },
    /**
     * When the super must reach the fund and how that was counted (super-rules.ts superDue), worked
     * out with the employer's state and whether this is the employee's first qualifying payday;
     * absent on payslips worked out before it was kept (the views count national holidays then).
     */
    super_due_date: { type: 'string' },
    super_due_note: { type: 'string' },
    /** Year to date (the financial year of the pay date) including this payslip, set when finalised. */
    ytd: {
      type: 'map',
      properties: { ...totals, financial_year: { type: 'string', required: true } },
    },
    /** A problem that stops finalising (e.g. a missing withholding table). */
    problem: { type: 'string' },
    /** What review should know but does not stop finalising (no approved timesheet: no ordinary hours paid). */
    notice: { type: 'string' },
    /** Set when the finalise task posted this payslip (leave taken, year to date): posting twice is refused. */
    posted: { type: 'boolean' },
    ...versionAttributes,
  },
  indexes: {
    byRun: organizationIndex('run#${pay_run_id}#slip#${employee_id}'),
    byEmployee: organizationGsi('gsi1', 'payslips#employee#${employee_id}', '${pay_date}#${pay_run_id}'),
    byPayDate: organizationGsi('gsi2', 'payslips', '${pay_date}#${pay_run_id}#${employee_id}'),
  },
});

export const PAY_RUN_TASK_KINDS = ['calculate', 'finalise'] as const;

export const payRunTaskEntity = organizationScopedEntity('payroll', 'pay_run_task', {
  attributes: {
    pay_run_id: keyIdAttribute,
    task_number: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    kind: { type: PAY_RUN_TASK_KINDS, required: true },
    employee_ids: { type: 'list', items: { type: 'number' }, required: true },
    status: { type: ['pending', 'done'] as const, required: true },
    /** Times the task was queued (the hourly sweep re-queues a pending task by bumping it). */
    queued: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byRun: organizationIndex('run#${pay_run_id}#task#${task_number}'),
  },
});

export type PayRunItem = EntityItem<ReturnType<typeof payRunEntity>>;
export type PayslipItem = EntityItem<ReturnType<typeof payslipEntity>>;
export type PayLineItem = PayslipItem['lines'][number];
export type PayRunTaskItem = EntityItem<ReturnType<typeof payRunTaskEntity>>;
