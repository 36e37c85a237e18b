import { IMPORT_CASES } from './import-route-cases.ts';
import { PAYROLL_CASES } from './payroll-route-cases.ts';
import { PEOPLE_CASES } from './people-route-cases.ts';
import { PERFORMANCE_CASES } from './performance-route-cases.ts';
import { ROSTER_PUBLISHING_CASES } from './roster-publishing-route-cases.ts';
import { ROSTERING_CASES } from './rostering-route-cases.ts';
import { app } from './support.ts';
import { TIMESHEET_CASES } from './timesheet-route-cases.ts';
import type { Case } from './world.ts';

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
  ...PEOPLE_CASES,
  ...PAYROLL_CASES,
  ...TIMESHEET_CASES,
  ...IMPORT_CASES,
  ...ROSTERING_CASES,
  ...ROSTER_PUBLISHING_CASES,
  ...PERFORMANCE_CASES,
};

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
  // A calendar app subscribing to an employee's shifts carries the feed's secret token, no session.
  'GET /api/v1/self-service/shifts.ics',
];
