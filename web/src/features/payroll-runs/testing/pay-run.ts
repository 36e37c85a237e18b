import type { PayRunView } from '@wattle/shared/pay-runs';

/** The totals of the run's one payslip, and so the run's. */
export const PAYSLIP_TOTALS = {
  gross: '3520.00',
  withholding: '704.00',
  super: '422.40',
  net: '2791.00',
  deductions: '25.00',
  reimbursements: '0.00',
};

/**
 * A fortnightly pay run in review (2–15 November 2026, paid the 18th) of one salaried employee, as
 * the pay-run screen tests read it; `overrides` changes what a test needs.
 */
export const payRunView = (overrides: Partial<PayRunView> = {}): PayRunView => ({
  id: 41,
  organization_id: 3,
  pay_schedule_id: 5,
  frequency: 'fortnightly',
  period_start: '2026-11-02',
  period_end: '2026-11-15',
  pay_date: '2026-11-18',
  adjusts_pay_run_id: null,
  status: 'review',
  employee_count: 1,
  tasks_total: 1,
  tasks_done: 1,
  ...PAYSLIP_TOTALS,
  problems: [],
  created_by: 'Olivia Owner',
  created_at: '2026-11-20T00:00:00.000Z',
  finalised_by: null,
  finalised_at: null,
  paid_at: null,
  version: 2,
  ...overrides,
});
