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
  'GET /api/v1/payroll/employee-pay': (w) => ({ path: `/payroll/employee-pay?organization_id=${w.organization.id}` }),
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
};
