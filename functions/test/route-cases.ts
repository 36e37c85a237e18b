import { PAYROLL_CASES } from './payroll-route-cases.ts';
import { app } from './support.ts';
import type { Case, World } from './world.ts';

/**
 * Every route the API registers, with a call on one organization's records: the isolation test
 * makes each as a member of ANOTHER organization, the grants test as the organization's owner. A
 * route without a case here fails the isolation test, so a new route cannot be forgotten. `null`
 * marks routes that hold no organization data (the caller's own account).
 */
export const CASES: Record<string, Case | null> = {
  'GET /api/v1/health': null,
  'POST /api/v1/login': null,
  'POST /api/v1/login/mfa': null,
  'GET /api/v1/mfa': null,
  'POST /api/v1/mfa/enrolment': null,
  'POST /api/v1/mfa/enrolment/confirm': null,
  'DELETE /api/v1/mfa': null,
  'POST /api/v1/password-reset': null,
  'POST /api/v1/password-reset/confirm': null,
  'POST /api/v1/logout': null,
  'GET /api/v1/me': null,
  'GET /api/v1/sessions': null,
  'POST /api/v1/password': null,
  // Another user's session id: must answer 404 and end nothing.
  'DELETE /api/v1/sessions/:id': (w) => ({
    path: `/sessions/${JSON.parse(Buffer.from(w.owner.token.split('.')[1] as string, 'base64url').toString()).sid}`,
  }),
  'GET /api/v1/organizations': null,
  // The caller's own deleted organizations: another organization's never appear (organization-deletion test).
  'GET /api/v1/organizations/deleted': null,
  'POST /api/v1/organizations/:id/restore': (w) => ({ path: `/organizations/${w.organization.id}/restore` }),
  'POST /api/v1/organizations': null,
  'GET /api/v1/organizations/:id': (w) => ({ path: `/organizations/${w.organization.id}` }),
  'PUT /api/v1/organizations/:id': (w) => ({
    path: `/organizations/${w.organization.id}`,
    body: { name: 'Hijacked', contact_email: 'x@example.test' },
  }),
  'DELETE /api/v1/organizations/:id': (w) => ({ path: `/organizations/${w.organization.id}` }),
  'GET /api/v1/organizations/:id/departments': (w) => ({ path: `/organizations/${w.organization.id}/departments` }),
  'GET /api/v1/organizations/:id/members': (w) => ({ path: `/organizations/${w.organization.id}/members` }),
  'PATCH /api/v1/organizations/:id/members/:userId': (w) => ({
    path: `/organizations/${w.organization.id}/members/${w.owner.id}`,
    body: { role: 'hr_manager' },
  }),
  'DELETE /api/v1/organizations/:id/members/:userId': (w) => ({
    path: `/organizations/${w.organization.id}/members/${w.owner.id}`,
  }),
  'DELETE /api/v1/organizations/:id/members/:userId/mfa': (w) => ({
    path: `/organizations/${w.organization.id}/members/${w.owner.id}/mfa`,
  }),
  'GET /api/v1/organizations/:id/invitations': (w) => ({ path: `/organizations/${w.organization.id}/invitations` }),
  'POST /api/v1/organizations/:id/invitations': (w) => ({
    path: `/organizations/${w.organization.id}/invitations`,
    body: { email: 'intruder@example.test', role: 'admin' },
  }),
  'POST /api/v1/organizations/:id/invitations/:invitationId/resend': (w) => ({
    path: `/organizations/${w.organization.id}/invitations/1/resend`,
  }),
  'DELETE /api/v1/organizations/:id/invitations/:invitationId': (w) => ({
    path: `/organizations/${w.organization.id}/invitations/1`,
  }),
  'GET /api/v1/organizations/:id/roles': (w) => ({ path: `/organizations/${w.organization.id}/roles` }),
  'POST /api/v1/organizations/:id/roles': (w) => ({
    path: `/organizations/${w.organization.id}/roles`,
    body: { name: 'Injected', grants: { access: { view: 'organization' } }, fields: [] },
  }),
  'PUT /api/v1/organizations/:id/roles/:key': (w) => ({
    path: `/organizations/${w.organization.id}/roles/${w.role.key}`,
    body: { name: 'Hijacked', grants: {}, fields: ['pay'], version: 1 },
  }),
  'DELETE /api/v1/organizations/:id/roles/:key': (w) => ({
    path: `/organizations/${w.organization.id}/roles/${w.role.key}`,
  }),
  'GET /api/v1/invitations/:token': null,
  'POST /api/v1/invitations/:token/accept': null,
  'GET /api/v1/organizations/:id/audit-log': (w) => ({ path: `/organizations/${w.organization.id}/audit-log` }),
  'GET /api/v1/organizations/:id/audit-log/export': (w) => ({
    path: `/organizations/${w.organization.id}/audit-log/export`,
  }),
  'POST /api/v1/organizations/:id/departments': (w) => ({
    path: `/organizations/${w.organization.id}/departments`,
    body: { name: 'Injected' },
  }),
  'GET /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}` }),
  'PUT /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}`, body: { name: 'Hijacked' } }),
  'DELETE /api/v1/departments/:id': (w) => ({ path: `/departments/${w.department.id}` }),
  'GET /api/v1/departments/:id/designations': (w) => ({ path: `/departments/${w.department.id}/designations` }),
  'POST /api/v1/departments/:id/designations': (w) => ({
    path: `/departments/${w.department.id}/designations`,
    body: { title: 'Injected' },
  }),
  'GET /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}` }),
  'PUT /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}`, body: { title: 'Hijacked' } }),
  'DELETE /api/v1/designations/:id': (w) => ({ path: `/designations/${w.designation.id}` }),
  'GET /api/v1/recruitment/job-openings': (w) => ({
    path: `/recruitment/job-openings?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/recruitment/job-openings/export': (w) => ({
    path: `/recruitment/job-openings/export?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/job-openings': (w) => ({
    path: '/recruitment/job-openings',
    body: {
      organization_id: w.organization.id,
      title: 'Injected',
      department_id: w.department.id,
      designation_id: w.designation.id,
      location: 'x',
    },
  }),
  'GET /api/v1/recruitment/job-openings/:id': (w) => ({ path: `/recruitment/job-openings/${w.job.id}` }),
  'PUT /api/v1/recruitment/job-openings/:id': (w) => ({
    path: `/recruitment/job-openings/${w.job.id}`,
    body: {
      organization_id: w.organization.id,
      title: 'Hijacked',
      department_id: w.department.id,
      designation_id: w.designation.id,
      location: 'x',
    },
  }),
  'DELETE /api/v1/recruitment/job-openings/:id': (w) => ({ path: `/recruitment/job-openings/${w.job.id}` }),
  'GET /api/v1/recruitment/applicants': (w) => ({
    path: `/recruitment/applicants?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/recruitment/applicants/export': (w) => ({
    path: `/recruitment/applicants/export?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/applicants': (w) => ({ path: '/recruitment/applicants', body: w.applicantBody }),
  'GET /api/v1/recruitment/applicants/:id': (w) => ({ path: `/recruitment/applicants/${w.applicant.id}` }),
  'PUT /api/v1/recruitment/applicants/:id': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}`,
    body: w.applicantBody,
  }),
  'DELETE /api/v1/recruitment/applicants/:id': (w) => ({ path: `/recruitment/applicants/${w.applicant.id}` }),
  'PATCH /api/v1/recruitment/applicants/:id/status': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}/status`,
    body: { status: 'hired' },
  }),
  'GET /api/v1/recruitment/applicants/:id/resume/download': (w) => ({
    path: `/recruitment/applicants/${w.applicant.id}/resume/download`,
  }),
  'POST /api/v1/recruitment/resume-uploads': (w) => ({
    path: '/recruitment/resume-uploads',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      resume: { file_name: 'a.pdf', size: 10 },
    },
  }),
  'GET /api/v1/recruitment/interviews': (w) => ({
    path: `/recruitment/interviews?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/interviews': (w) => ({
    path: '/recruitment/interviews',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      starts_at: '2026-12-11T10:00',
      interview_type: 'Phone',
      interviewer_ids: [w.owner.id],
    },
  }),
  'GET /api/v1/recruitment/interviews/:id': (w) => ({ path: `/recruitment/interviews/${w.interview.id}` }),
  'PUT /api/v1/recruitment/interviews/:id': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}`,
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      starts_at: '2026-12-11T10:00',
      interview_type: 'Phone',
      interviewer_ids: [w.owner.id],
    },
  }),
  'PATCH /api/v1/recruitment/interviews/:id/cancel': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/cancel`,
  }),
  'PUT /api/v1/recruitment/interviews/:id/feedback': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/feedback`,
    body: { interviewer_id: w.owner.id, score: 1 },
  }),
  'GET /api/v1/recruitment/interviews/:id/invite': (w) => ({
    path: `/recruitment/interviews/${w.interview.id}/invite`,
  }),
  'GET /api/v1/recruitment/interviewers': (w) => ({
    path: `/recruitment/interviewers?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/recruitment/offers': (w) => ({ path: `/recruitment/offers?organization_id=${w.organization.id}` }),
  'POST /api/v1/recruitment/offers': (w) => ({
    path: '/recruitment/offers',
    body: {
      organization_id: w.organization.id,
      applicant_id: w.applicant.id,
      salary: 1,
      start_date: '2027-01-01',
      expiration_date: '2027-01-01',
    },
  }),
  'GET /api/v1/recruitment/offers/:id': (w) => ({ path: `/recruitment/offers/${w.offer.id}` }),
  'PATCH /api/v1/recruitment/offers/:id/status': (w) => ({
    path: `/recruitment/offers/${w.offer.id}/status`,
    body: { status: 'Withdrawn' },
  }),
  'GET /api/v1/recruitment/search': (w) => ({
    path: `/recruitment/search?organization_id=${w.organization.id}&q=${encodeURIComponent(w.applicant.first_name)}`,
  }),
  'GET /api/v1/recruitment/candidates': (w) => ({
    path: `/recruitment/candidates?organization_id=${w.organization.id}&job_opening_id=${w.job.id}`,
  }),
  'GET /api/v1/recruitment/onboarding/templates': (w) => ({
    path: `/recruitment/onboarding/templates?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/onboarding/templates': (w) => ({
    path: '/recruitment/onboarding/templates',
    body: { organization_id: w.organization.id, name: 'Injected', tasks: [{ name: 'x', due_offset_days: 0 }] },
  }),
  'GET /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
  }),
  'PUT /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
    body: { organization_id: w.organization.id, name: 'Hijacked', tasks: [{ name: 'x', due_offset_days: 0 }] },
  }),
  'DELETE /api/v1/recruitment/onboarding/templates/:id': (w) => ({
    path: `/recruitment/onboarding/templates/${w.template.id}`,
  }),
  'GET /api/v1/recruitment/onboarding/hires': (w) => ({
    path: `/recruitment/onboarding/hires?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/recruitment/onboarding/hires/:applicantId/plan': (w) => ({
    path: `/recruitment/onboarding/hires/${w.hire.id}/plan`,
    body: { template_id: w.template.id },
  }),
  'PATCH /api/v1/recruitment/onboarding/hires/:applicantId/tasks/:taskId': (w) => ({
    path: `/recruitment/onboarding/hires/${w.hire.id}/tasks/1`,
    body: { status: 'completed' },
  }),
  'GET /api/v1/employees': (w) => ({ path: `/employees?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/trashed': (w) => ({ path: `/employees/trashed?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/options': (w) => ({ path: `/employees/options?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/next-code': (w) => ({ path: `/employees/next-code?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/history': (w) => ({ path: `/employees/history?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/export': (w) => ({ path: `/employees/export?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/history/export': (w) => ({
    path: `/employees/history/export?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/employees': (w) => ({ path: '/employees', body: w.employeeBody }),
  'GET /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PUT /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}`, body: w.employeeBody }),
  'DELETE /api/v1/employees/:id': (w) => ({ path: `/employees/${w.employee.id}` }),
  'PATCH /api/v1/employees/:id/restore': (w) => ({ path: `/employees/${w.trashed.id}/restore` }),
  'DELETE /api/v1/employees/:id/force': (w) => ({ path: `/employees/${w.trashed.id}/force` }),
  'PATCH /api/v1/employees/:id/status': (w) => ({
    path: `/employees/${w.employee.id}/status`,
    body: { status: 'Inactive' },
  }),
  'PATCH /api/v1/employees/:id/manager': (w) => ({
    path: `/employees/${w.employee.id}/manager`,
    body: { reporting_manager_id: null },
  }),
  'GET /api/v1/employees/:id/history': (w) => ({ path: `/employees/${w.employee.id}/history` }),
  'GET /api/v1/employees/exits': (w) => ({ path: `/employees/exits?organization_id=${w.organization.id}` }),
  'GET /api/v1/employees/exit-checklist': (w) => ({
    path: `/employees/exit-checklist?organization_id=${w.organization.id}`,
  }),
  'PUT /api/v1/employees/exit-checklist': (w) => ({
    path: '/employees/exit-checklist',
    body: { organization_id: w.organization.id, tasks: [{ name: 'Injected', due_offset_days: 0 }] },
  }),
  'GET /api/v1/employees/:id/exit': (w) => ({ path: `/employees/${w.employee.id}/exit` }),
  'POST /api/v1/employees/:id/exit': (w) => ({
    path: `/employees/${w.employee.id}/exit`,
    body: { last_working_day: '2026-12-31', reason: 'dismissal' },
  }),
  'POST /api/v1/employees/:id/exit/cancel': (w) => ({ path: `/employees/${w.employee.id}/exit/cancel`, body: {} }),
  'PATCH /api/v1/employees/:id/exit/tasks/:taskId': (w) => ({
    path: `/employees/${w.employee.id}/exit/tasks/1`,
    body: { status: 'completed' },
  }),
  'POST /api/v1/employees/:id/probation/confirm': (w) => ({
    path: `/employees/${w.employee.id}/probation/confirm`,
    body: {},
  }),
  'POST /api/v1/employees/:id/probation/extend': (w) => ({
    path: `/employees/${w.employee.id}/probation/extend`,
    body: { probation_end_date: '2027-12-31', reason: 'Injected' },
  }),
  'POST /api/v1/employees/:id/payroll/reveal': (w) => ({ path: `/employees/${w.employee.id}/payroll/reveal` }),
  'GET /api/v1/dashboard': (w) => ({ path: `/dashboard?organization_id=${w.organization.id}` }),
  'POST /api/v1/employees/:id/self-service-invitation': (w) => ({
    path: `/employees/${w.employee.id}/self-service-invitation`,
    body: { email: 'intruder@example.test' },
  }),
  'GET /api/v1/self-service/profile': (w) => ({ path: `/self-service/profile?organization_id=${w.organization.id}` }),
  'PATCH /api/v1/self-service/profile': (w) => ({
    path: '/self-service/profile',
    body: { organization_id: w.organization.id, version: 1, phone_number: '0400 000 001' },
  }),
  'PUT /api/v1/self-service/bank-details': (w) => ({
    path: '/self-service/bank-details',
    body: {
      organization_id: w.organization.id,
      version: 1,
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      password: 'Test-Password-123',
    },
  }),
  'GET /api/v1/leave/requests': (w) => ({ path: `/leave/requests?organization_id=${w.organization.id}&view=all` }),
  'POST /api/v1/leave/requests': (w) => ({ path: '/leave/requests', body: leaveBody(w) }),
  'POST /api/v1/leave/requests/preview': (w) => ({ path: '/leave/requests/preview', body: leaveBody(w) }),
  'POST /api/v1/leave/attachments': (w) => ({
    path: '/leave/attachments',
    body: { organization_id: w.organization.id, file_name: 'certificate.pdf' },
  }),
  'GET /api/v1/leave/requests/:id': (w) => ({ path: `/leave/requests/${w.leaveRequest.request_id}` }),
  'GET /api/v1/leave/requests/:id/attachment': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/attachment`,
  }),
  'PATCH /api/v1/leave/requests/:id/approve': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/approve`,
    body: { version: 1 },
  }),
  'PATCH /api/v1/leave/requests/:id/decline': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/decline`,
    body: { version: 1, comment: 'Injected' },
  }),
  'PATCH /api/v1/leave/requests/:id/cancel': (w) => ({
    path: `/leave/requests/${w.leaveRequest.request_id}/cancel`,
    body: { version: 1 },
  }),
  'GET /api/v1/leave/calendar': (w) => ({ path: `/leave/calendar?organization_id=${w.organization.id}&month=2026-12` }),
  'GET /api/v1/notifications': (w) => ({ path: `/notifications?organization_id=${w.organization.id}` }),
  'PATCH /api/v1/notifications/:id/read': (w) => ({ path: `/notifications/${w.notification.notification_id}/read` }),
  'POST /api/v1/notifications/read-all': (w) => ({
    path: '/notifications/read-all',
    body: { organization_id: w.organization.id },
  }),
  'GET /api/v1/organizations/:id/public-holidays': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays?year=2026&state=SA`,
  }),
  'POST /api/v1/organizations/:id/public-holidays': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays`,
    body: { date: '2026-11-27', name: 'Injected Day', states: 'all' },
  }),
  'PATCH /api/v1/organizations/:id/public-holidays/:holidayKey': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20261225-christmas-day`,
    body: { name: 'Injected', version: 0 },
  }),
  'POST /api/v1/organizations/:id/public-holidays/:holidayKey/restore': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20260126-australia-day/restore`,
  }),
  'DELETE /api/v1/organizations/:id/public-holidays/:holidayKey': (w) => ({
    path: `/organizations/${w.organization.id}/public-holidays/20261226-boxing-day`,
  }),
  'GET /api/v1/employees/:id/leave-balances': (w) => ({ path: `/employees/${w.employee.id}/leave-balances` }),
  'GET /api/v1/employees/:id/leave-entries': (w) => ({
    path: `/employees/${w.employee.id}/leave-entries?leave_type_id=1`,
  }),
  'GET /api/v1/leave/types': (w) => ({ path: `/leave/types?organization_id=${w.organization.id}` }),
  'POST /api/v1/leave/types': (w) => ({
    path: '/leave/types',
    body: { organization_id: w.organization.id, name: 'Injected', paid: false, balance: 'none' },
  }),
  'PUT /api/v1/leave/types/:id': (w) => ({
    path: '/leave/types/1',
    body: { organization_id: w.organization.id, name: 'Hijacked', version: 0 },
  }),
  'DELETE /api/v1/leave/types/:id': (w) => ({ path: `/leave/types/9?organization_id=${w.organization.id}` }),
  'POST /api/v1/leave/adjustments': (w) => ({
    path: '/leave/adjustments',
    body: {
      organization_id: w.organization.id,
      employee_id: w.employee.id,
      leave_type_id: 1,
      hours: '38',
      reason: 'Injected',
    },
  }),
  // Attendance (issue 16 §6).
  'POST /api/v1/attendance/clock': (w) => ({
    path: '/attendance/clock',
    body: { organization_id: w.organization.id, action: 'in' },
  }),
  'GET /api/v1/attendance/me': (w) => ({ path: `/attendance/me?organization_id=${w.organization.id}` }),
  'GET /api/v1/attendance/board': (w) => ({ path: `/attendance/board?organization_id=${w.organization.id}` }),
  'GET /api/v1/attendance/records': (w) => ({
    path: `/attendance/records?organization_id=${w.organization.id}&employee_id=${w.employee.id}&from=2026-01-01&to=2026-01-31`,
  }),
  'POST /api/v1/attendance/adjustments': (w) => ({
    path: '/attendance/adjustments',
    body: {
      organization_id: w.organization.id,
      employee_id: w.employee.id,
      date: '2026-01-06',
      clock_in: '09:00',
      clock_out: '17:00',
      reason: 'Injected',
    },
  }),
  'GET /api/v1/attendance/adjustments': (w) => ({
    path: `/attendance/adjustments?organization_id=${w.organization.id}&view=all`,
  }),
  'PATCH /api/v1/attendance/adjustments/:id/approve': (w) => ({
    path: `/attendance/adjustments/${w.adjustment.id}/approve`,
    body: { comment: 'Hijacked' },
  }),
  'PATCH /api/v1/attendance/adjustments/:id/decline': (w) => ({
    path: `/attendance/adjustments/${w.adjustment.id}/decline`,
    body: {},
  }),
  ...PAYROLL_CASES,
};

const leaveBody = (w: World) => ({
  organization_id: w.organization.id,
  employee_id: w.employee.id,
  leave_type_id: 1,
  start_date: '2027-01-11',
  end_date: '2027-01-11',
});

/** The API's routes as Hono registered them (middleware excluded), `METHOD /path`. */
export function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue; // middleware
    routes.add(`${route.method} ${route.path.replace(/\/$/, '')}`);
  }
  return [...routes].sort();
}

/** Routes anyone may call: they authenticate by what they carry (a password, a reset token), not a session. */
export const ANONYMOUS_ROUTES = [
  'GET /api/v1/health',
  'POST /api/v1/login',
  'POST /api/v1/login/mfa',
  'POST /api/v1/password-reset',
  'POST /api/v1/password-reset/confirm',
  'GET /api/v1/invitations/:token',
  'POST /api/v1/invitations/:token/accept',
];
