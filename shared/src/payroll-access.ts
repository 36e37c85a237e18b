import type { RouteRule } from './permissions.ts';

/*
 * The payroll routes' rules, named once (issue 25 §2): the web app hides each screen and button
 * whose route a role may not call, with `allows()` over these rules, and a test
 * (functions/test/payroll-access.int.test.ts) checks that every route listed in PAYROLL_ROUTE_RULES
 * declares exactly this rule, so the screens cannot drift from the API.
 */

export const PAYROLL_RULES = {
  /**
   * Everyone's pay figures: pay runs (list and detail), the payslip list, payroll reports, employee
   * pay and pay items: payroll view over the whole organization with the `pay` field group.
   */
  payFigures: { module: 'payroll', action: 'view', scope: 'organization', fields: ['pay'] },
  /** Draft a run. */
  draftRun: { module: 'payroll', action: 'create', scope: 'organization', fields: ['pay'] },
  /** Adjust a draft's payslip. */
  adjustPayslip: { module: 'payroll', action: 'edit', scope: 'organization', fields: ['pay'] },
  /** Finalise a run and mark it paid. */
  approveRun: { module: 'payroll', action: 'approve', scope: 'organization', fields: ['pay'] },
  /** Delete a draft run (204: no one's figures). */
  deleteRun: { module: 'payroll', action: 'delete', scope: 'organization' },
  /** A run's ABA bank file and STP pay event data: account numbers, TFNs and everyone's pay. */
  runFiles: { module: 'payroll', action: 'export', scope: 'organization', fields: ['payroll_identifiers', 'pay'] },
  /** The list of runs' files (when, by whom; no figures). */
  runFileList: { module: 'payroll', action: 'export', scope: 'organization' },
  /** One's own payslips (`/payslips/mine`): no field group. */
  ownPayslips: { module: 'payroll', action: 'view' },
  /** Payroll settings, pay schedules, tax tables and the withholding calculator: no one's pay. */
  settings: { module: 'payroll', action: 'view', scope: 'organization' },
} satisfies Record<string, RouteRule>;

export type PayrollRuleName = keyof typeof PAYROLL_RULES;

/** The routes each rule guards (`METHOD /api/v1/path`, as the route tests name them). */
export const PAYROLL_ROUTE_RULES: Record<string, PayrollRuleName> = {
  'GET /api/v1/payroll/pay-runs': 'payFigures',
  'GET /api/v1/payroll/pay-runs/:id': 'payFigures',
  'POST /api/v1/payroll/pay-runs': 'draftRun',
  'PATCH /api/v1/payroll/pay-runs/:id/payslips/:employeeId': 'adjustPayslip',
  'POST /api/v1/payroll/pay-runs/:id/finalise': 'approveRun',
  'POST /api/v1/payroll/pay-runs/:id/pay': 'approveRun',
  'DELETE /api/v1/payroll/pay-runs/:id': 'deleteRun',
  'GET /api/v1/payroll/payslips': 'payFigures',
  'GET /api/v1/payroll/payslips/mine': 'ownPayslips',
  'GET /api/v1/payroll/reports/:report': 'payFigures',
  'GET /api/v1/payroll/employee-pay': 'payFigures',
  'GET /api/v1/payroll/pay-items': 'payFigures',
  'GET /api/v1/payroll/pay-runs/:id/aba': 'runFiles',
  'GET /api/v1/payroll/pay-runs/:id/stp': 'runFiles',
  'GET /api/v1/payroll/pay-runs/:id/super-file': 'runFiles',
  'GET /api/v1/payroll/pay-runs/:id/super': 'payFigures',
  'GET /api/v1/payroll/pay-run-files': 'runFileList',
  'GET /api/v1/organizations/:id/payroll-settings': 'settings',
  'GET /api/v1/organizations/:id/pay-schedules': 'settings',
  'GET /api/v1/organizations/:id/tax-tables': 'settings',
  'POST /api/v1/payroll/withholding': 'settings',
  // STP events and the end of the year (issue 30 §5): declaring is approving, the file holds TFNs.
  'GET /api/v1/payroll/eofy': 'payFigures',
  'GET /api/v1/payroll/stp-events': 'settings',
  'GET /api/v1/payroll/stp-events/:id': 'payFigures',
  'POST /api/v1/payroll/stp-events': 'approveRun',
  'POST /api/v1/payroll/stp-events/:id/outcome': 'approveRun',
  'POST /api/v1/payroll/stp-events/:id/check': 'approveRun',
  'GET /api/v1/payroll/stp-events/:id/file': 'runFiles',
};
