import type { Case } from './world.ts';

/** The payroll routes' cases for route-cases.ts (issue 17): setup, withholding, pay runs and outputs. */

const withholdingBody = {
  gross: '1500.00',
  period: 'weekly',
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
};

const payBody = () => ({
  effective_from: '2026-07-01',
  basis: 'salary',
  annual_salary: '85000.00',
  ordinary_hours_per_week: '38.00',
  pay_schedule_id: 1,
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
  super_fund: { name: 'Injected Super' },
});

export const PAYROLL_CASES: Record<string, Case> = {
  // The first-week setup checklist (issue 31 §3).
  'GET /api/v1/organizations/:id/setup-progress': (w) => ({
    path: `/organizations/${w.organization.id}/setup-progress`,
  }),
  // Payroll setup (issue 17 §1).
  'GET /api/v1/organizations/:id/payroll-settings': (w) => ({
    path: `/organizations/${w.organization.id}/payroll-settings`,
  }),
  'PUT /api/v1/organizations/:id/payroll-settings': (w) => ({
    path: `/organizations/${w.organization.id}/payroll-settings`,
    body: { abn: '51 824 753 556', default_super_rate: '12.00' },
  }),
  'GET /api/v1/organizations/:id/pay-schedules': (w) => ({ path: `/organizations/${w.organization.id}/pay-schedules` }),
  'POST /api/v1/organizations/:id/pay-schedules': (w) => ({
    path: `/organizations/${w.organization.id}/pay-schedules`,
    body: { name: 'Injected', frequency: 'weekly', period_start: '2026-07-06', pay_date: '2026-07-15' },
  }),
  'PATCH /api/v1/organizations/:id/pay-schedules/:scheduleId': (w) => ({
    path: `/organizations/${w.organization.id}/pay-schedules/1`,
    body: { name: 'Hijacked', version: 1 },
  }),
  'DELETE /api/v1/organizations/:id/pay-schedules/:scheduleId': (w) => ({
    path: `/organizations/${w.organization.id}/pay-schedules/1`,
  }),
  // Pay condition sets (issue 27 §1): the world's organization has no own set, so its id 1 is a 404.
  'GET /api/v1/organizations/:id/pay-conditions': (w) => ({
    path: `/organizations/${w.organization.id}/pay-conditions`,
  }),
  'POST /api/v1/organizations/:id/pay-conditions': (w) => ({
    path: `/organizations/${w.organization.id}/pay-conditions`,
    body: { copy_of: 'MA000004', name: 'Injected agreement' },
  }),
  'GET /api/v1/organizations/:id/pay-conditions/:setId': (w) => ({
    path: `/organizations/${w.organization.id}/pay-conditions/MA000004`,
  }),
  'PUT /api/v1/organizations/:id/pay-conditions/:setId': (w) => ({
    path: `/organizations/${w.organization.id}/pay-conditions/1`,
    body: { name: 'Hijacked', instrument: 'Hijacked', versions: [], version: 1 },
  }),
  'DELETE /api/v1/organizations/:id/pay-conditions/:setId': (w) => ({
    path: `/organizations/${w.organization.id}/pay-conditions/1`,
  }),
  'GET /api/v1/employees/:id/pay': (w) => ({ path: `/employees/${w.employee.id}/pay` }),
  'PUT /api/v1/employees/:id/pay': (w) => ({ path: `/employees/${w.employee.id}/pay`, body: payBody() }),
  'GET /api/v1/employees/:id/pay-items': (w) => ({ path: `/employees/${w.employee.id}/pay-items` }),
  'POST /api/v1/employees/:id/pay-items': (w) => ({
    path: `/employees/${w.employee.id}/pay-items`,
    body: { kind: 'bonus', description: 'Injected', amount: '100.00', recurring: false, start_date: '2026-07-01' },
  }),
  'PATCH /api/v1/employees/:id/pay-items/:itemId': (w) => ({
    path: `/employees/${w.employee.id}/pay-items/1`,
    body: { description: 'Hijacked', version: 1 },
  }),
  'DELETE /api/v1/employees/:id/pay-items/:itemId': (w) => ({ path: `/employees/${w.employee.id}/pay-items/1` }),
  'GET /api/v1/employees/:id/leave-cash-outs': (w) => ({ path: `/employees/${w.employee.id}/leave-cash-outs` }),
  'POST /api/v1/employees/:id/leave-cash-outs': (w) => ({
    path: `/employees/${w.employee.id}/leave-cash-outs`,
    body: {
      hours: '1.00',
      agreement_date: '2026-07-01',
      award_allows: true,
      signed_by_employee: true,
      signed_by_employer: true,
      employer_signatory: 'Injected',
    },
  }),
  // Year to date brought in from a previous payroll (issue 31 §2).
  'GET /api/v1/employees/:id/ytd-brought-in': (w) => ({
    path: `/employees/${w.employee.id}/ytd-brought-in?financial_year=2026-27`,
  }),
  'PUT /api/v1/employees/:id/ytd-brought-in': (w) => ({
    path: `/employees/${w.employee.id}/ytd-brought-in`,
    body: { financial_year: '2026-27', amounts: { gross: '1000.00' } },
  }),
  'GET /api/v1/payroll/employee-pay': (w) => ({ path: `/payroll/employee-pay?organization_id=${w.organization.id}` }),
  // A leaver's final pay (issue 30 §1).
  'GET /api/v1/employees/:id/final-pay': (w) => ({ path: `/employees/${w.employee.id}/final-pay` }),
  'POST /api/v1/employees/:id/final-pay': (w) => ({
    path: `/employees/${w.employee.id}/final-pay`,
    body: { annual_leave_hours: '7.60' },
  }),
  'DELETE /api/v1/employees/:id/final-pay': (w) => ({ path: `/employees/${w.employee.id}/final-pay` }),
  'GET /api/v1/payroll/pay-items': (w) => ({
    path: `/payroll/pay-items?organization_id=${w.organization.id}&kinds=deduction`,
  }),
  'POST /api/v1/payroll/withholding': (w) => ({
    path: '/payroll/withholding',
    body: { ...withholdingBody, organization_id: w.organization.id, pay_date: '2030-07-05' },
  }),
  'GET /api/v1/organizations/:id/tax-tables': (w) => ({ path: `/organizations/${w.organization.id}/tax-tables` }),
  'POST /api/v1/organizations/:id/tax-tables': (w) => ({
    path: `/organizations/${w.organization.id}/tax-tables`,
    body: {
      name: 'Injected',
      applies_from: '2031-07-01',
      applies_to: '2032-06-30',
      scale: '2',
      rows: [{ less_than: null, a: '0.1', b: '0' }],
    },
  }),
  'DELETE /api/v1/organizations/:id/tax-tables/:tableId': (w) => ({
    path: `/organizations/${w.organization.id}/tax-tables/1`,
  }),
  // Pay runs (issue 17 §2): the world's run is drafted and still calculating.
  'GET /api/v1/payroll/pay-runs': (w) => ({ path: `/payroll/pay-runs?organization_id=${w.organization.id}` }),
  'POST /api/v1/payroll/pay-runs': (w) => ({
    path: '/payroll/pay-runs',
    body: {
      organization_id: w.organization.id,
      pay_schedule_id: 1,
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      pay_date: '2026-11-18',
    },
  }),
  'GET /api/v1/payroll/pay-runs/:id': (w) => ({ path: `/payroll/pay-runs/${w.payRun.id}` }),
  'DELETE /api/v1/payroll/pay-runs/:id': (w) => ({ path: `/payroll/pay-runs/${w.payRun.id}` }),
  'PATCH /api/v1/payroll/pay-runs/:id/payslips/:employeeId': (w) => ({
    path: `/payroll/pay-runs/${w.payRun.id}/payslips/${w.employee.id}`,
    body: { version: 1, remove: ['ordinary'] },
  }),
  'POST /api/v1/payroll/pay-runs/:id/recalculate': (w) => ({
    path: `/payroll/pay-runs/${w.payRun.id}/recalculate`,
    body: {},
  }),
  'POST /api/v1/payroll/pay-runs/:id/finalise': (w) => ({ path: `/payroll/pay-runs/${w.payRun.id}/finalise` }),
  'POST /api/v1/payroll/pay-runs/:id/pay': (w) => ({ path: `/payroll/pay-runs/${w.payRun.id}/pay` }),
  // Payroll outputs (issue 17 §3–4).
  'GET /api/v1/payroll/payslips': (w) => ({ path: `/payroll/payslips?organization_id=${w.organization.id}` }),
  'GET /api/v1/payroll/payslips/mine': (w) => ({ path: `/payroll/payslips/mine?organization_id=${w.organization.id}` }),
  'GET /api/v1/payroll/payslips/:id/pdf': (w) => ({ path: `/payroll/payslips/${w.payslipRun.payslip_id}/pdf` }),
  'GET /api/v1/payroll/reports/:report': (w) => ({
    path: `/payroll/reports/payroll-register?organization_id=${w.organization.id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/v1/payroll/pay-runs/:id/aba': (w) => ({ path: `/payroll/pay-runs/${w.payslipRun.pay_run_id}/aba` }),
  'GET /api/v1/payroll/pay-runs/:id/stp': (w) => ({ path: `/payroll/pay-runs/${w.payslipRun.pay_run_id}/stp` }),
  // Super on time (issue 30 §6): the super contributions file and what each fund is owed.
  'GET /api/v1/payroll/pay-runs/:id/super-file': (w) => ({
    path: `/payroll/pay-runs/${w.payslipRun.pay_run_id}/super-file`,
  }),
  'GET /api/v1/payroll/pay-runs/:id/super': (w) => ({ path: `/payroll/pay-runs/${w.payslipRun.pay_run_id}/super` }),
  'GET /api/v1/payroll/pay-run-files': (w) => ({
    path: `/payroll/pay-run-files?organization_id=${w.organization.id}&from=2026-07-01&to=2027-06-30`,
  }),
  // STP events and the end of the year (issue 30 §5): the world's prepared pay event.
  'GET /api/v1/payroll/stp-events': (w) => ({
    path: `/payroll/stp-events?organization_id=${w.organization.id}&financial_year=2026-27`,
  }),
  'POST /api/v1/payroll/stp-events': (w) => ({
    path: '/payroll/stp-events',
    body: { organization_id: w.organization.id, kind: 'finalisation', financial_year: '2026-27' },
  }),
  'GET /api/v1/payroll/stp-events/:id': (w) => ({ path: `/payroll/stp-events/${w.stpEvent.stp_event_id}` }),
  'GET /api/v1/payroll/stp-events/:id/file': (w) => ({ path: `/payroll/stp-events/${w.stpEvent.stp_event_id}/file` }),
  'POST /api/v1/payroll/stp-events/:id/outcome': (w) => ({
    path: `/payroll/stp-events/${w.stpEvent.stp_event_id}/outcome`,
    body: { state: 'accepted', version: 1 },
  }),
  'POST /api/v1/payroll/stp-events/:id/check': (w) => ({
    path: `/payroll/stp-events/${w.stpEvent.stp_event_id}/check`,
  }),
  'GET /api/v1/payroll/eofy': (w) => ({
    path: `/payroll/eofy?organization_id=${w.organization.id}&financial_year=2026-27`,
  }),
};

/**
 * Issue 25 §2: every route whose answer carries someone's pay (rates, salaries, gross, tax, net,
 * amounts), or that changes it, needs the `pay` field group: 403 without it, and no work. Those
 * marked `fieldsUnlessOwn` in their rule ask it only for someone else's record (a member reads their
 * own pay and payslips). The role matrix checks each declares it, and that a role without the
 * group is refused each.
 */
export const PAY_FIGURE_ROUTES = [
  'POST /api/v1/payroll/pay-runs/:id/recalculate',
  'GET /api/v1/employees/:id/pay',
  'PUT /api/v1/employees/:id/pay',
  'GET /api/v1/employees/:id/pay-items',
  'POST /api/v1/employees/:id/pay-items',
  'PATCH /api/v1/employees/:id/pay-items/:itemId',
  'DELETE /api/v1/employees/:id/pay-items/:itemId',
  'GET /api/v1/employees/:id/final-pay',
  'POST /api/v1/employees/:id/final-pay',
  'DELETE /api/v1/employees/:id/final-pay',
  'GET /api/v1/employees/:id/leave-cash-outs',
  'POST /api/v1/employees/:id/leave-cash-outs',
  'GET /api/v1/employees/:id/ytd-brought-in',
  'PUT /api/v1/employees/:id/ytd-brought-in',
  // Appraisal pay changes (issue 29 §3): payroll approves with the pay group.
  'GET /api/v1/performance/pay-changes/approvals',
  'POST /api/v1/performance/pay-changes/:id/approve',
  'POST /api/v1/performance/pay-changes/:id/decline',
  'GET /api/v1/payroll/employee-pay',
  'GET /api/v1/payroll/pay-items',
  'GET /api/v1/payroll/pay-runs',
  'POST /api/v1/payroll/pay-runs',
  'GET /api/v1/payroll/pay-runs/:id',
  'PATCH /api/v1/payroll/pay-runs/:id/payslips/:employeeId',
  'POST /api/v1/payroll/pay-runs/:id/finalise',
  'POST /api/v1/payroll/pay-runs/:id/pay',
  'GET /api/v1/payroll/payslips',
  'GET /api/v1/payroll/payslips/:id/pdf',
  'GET /api/v1/payroll/reports/:report',
  'GET /api/v1/payroll/pay-runs/:id/aba',
  'GET /api/v1/payroll/pay-runs/:id/stp',
  'GET /api/v1/payroll/pay-runs/:id/super-file',
  'GET /api/v1/payroll/pay-runs/:id/super',
  'POST /api/v1/payroll/stp-events',
  'GET /api/v1/payroll/stp-events/:id',
  'GET /api/v1/payroll/stp-events/:id/file',
  'POST /api/v1/payroll/stp-events/:id/outcome',
  'POST /api/v1/payroll/stp-events/:id/check',
  'GET /api/v1/payroll/eofy',
];

/** The payroll routes that carry no one's pay, and why they need no `pay` field group. */
export const NO_PAY_FIGURES: Record<string, string> = {
  'GET /api/v1/organizations/:id/setup-progress':
    'counts of what is set up (people with pay, schedules, runs), no one’s pay',
  'GET /api/v1/organizations/:id/payroll-settings': 'the ABN, default super rate and bank account of the employer',
  'PUT /api/v1/organizations/:id/payroll-settings': 'the same settings',
  'GET /api/v1/organizations/:id/pay-schedules': 'frequencies and dates',
  'POST /api/v1/organizations/:id/pay-schedules': 'frequencies and dates',
  'PATCH /api/v1/organizations/:id/pay-schedules/:scheduleId': 'frequencies and dates',
  'DELETE /api/v1/organizations/:id/pay-schedules/:scheduleId': 'frequencies and dates',
  'GET /api/v1/organizations/:id/pay-conditions': 'award and agreement rates and rules, no one’s pay',
  'POST /api/v1/organizations/:id/pay-conditions': 'award and agreement rates and rules, no one’s pay',
  'GET /api/v1/organizations/:id/pay-conditions/:setId': 'award and agreement rates and rules, no one’s pay',
  'PUT /api/v1/organizations/:id/pay-conditions/:setId': 'award and agreement rates and rules, no one’s pay',
  'DELETE /api/v1/organizations/:id/pay-conditions/:setId': 'award and agreement rates and rules, no one’s pay',
  'POST /api/v1/payroll/withholding': 'a calculator: the withholding on an amount the caller types in',
  'GET /api/v1/organizations/:id/tax-tables': 'the ATO’s withholding coefficients',
  'POST /api/v1/organizations/:id/tax-tables': 'the ATO’s withholding coefficients',
  'DELETE /api/v1/organizations/:id/tax-tables/:tableId': 'the ATO’s withholding coefficients',
  'GET /api/v1/payroll/payslips/mine': 'the caller’s own payslips only',
  'DELETE /api/v1/payroll/pay-runs/:id': 'answers 204: a draft is deleted without showing its figures',
  'GET /api/v1/payroll/pay-run-files': 'which runs’ bank and STP files were made and downloaded, with no amounts',
  'GET /api/v1/payroll/stp-events': 'the year’s STP events: kinds, dates, counts of employees and states, no amounts',
};
