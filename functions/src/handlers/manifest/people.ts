import { IMPORT_COMMIT_FILTER } from '../../core/imports/import-task-filter.ts';
import type { FunctionDefinition } from './definition.ts';

/** Sign-in, organizations, recruitment, employee records and attendance, and the import that moves a team in. */
export const authFunction: FunctionDefinition = {
  name: 'auth',
  routes: [
    'GET /api/v1/health',
    'POST /api/v1/login',
    'POST /api/v1/login/mfa',
    'POST /api/v1/logout',
    'GET /api/v1/me',
    'GET /api/v1/sessions',
    'DELETE /api/v1/sessions/{id}',
    'POST /api/v1/password',
    'POST /api/v1/password-reset',
    'POST /api/v1/password-reset/confirm',
    'GET /api/v1/mfa',
    'DELETE /api/v1/mfa',
    'POST /api/v1/mfa/enrolment',
    'POST /api/v1/mfa/enrolment/confirm',
  ],
  sendsMail: true,
  // Audit: sign-ins, sign-outs and password changes are recorded in the user's organizations' logs.
  tables: { identity: 'readWrite', organizations: 'read', audit: 'append' },
};

export const organizationsFunction: FunctionDefinition = {
  name: 'organizations',
  routes: [
    'ANY /api/v1/organizations',
    'ANY /api/v1/organizations/{proxy+}',
    'ANY /api/v1/departments/{proxy+}',
    'ANY /api/v1/designations/{proxy+}',
    'ANY /api/v1/invitations/{proxy+}',
  ],
  // Invitations are e-mailed.
  sendsMail: true,
  // Jobs: deleting an organization schedules its purge job, restoring it deletes the job.
  // Recruitment, read only: a department or designation still in use is not deleted. Employees:
  // the same, and linking a member to their record (self-service) writes the record's user_id.
  tables: {
    identity: 'readWrite',
    organizations: 'readWrite',
    recruitment: 'read',
    employees: 'readWrite',
    jobs: 'readWrite',
    // Its changes are recorded, and it serves the audit log screen and export.
    audit: 'readAppend',
  },
};

export const recruitmentFunction: FunctionDefinition = {
  name: 'recruitment',
  routes: ['ANY /api/v1/recruitment/{proxy+}'],
  // Interviews and offers are e-mailed (with a calendar invite) to the applicant and interviewers.
  sendsMail: true,
  // Organizations and identity: interviewers are members (name and e-mail). Employees: the names
  // of employee interviewers on interviews saved before that (read from the directory).
  tables: {
    identity: 'readWrite',
    organizations: 'read',
    recruitment: 'readWrite',
    employees: 'read',
    audit: 'append',
  },
  usesResumeBucket: true,
};

export const employeesFunction: FunctionDefinition = {
  name: 'employees',
  routes: [
    'ANY /api/v1/employees',
    'ANY /api/v1/employees/{proxy+}',
    'GET /api/v1/dashboard',
    'ANY /api/v1/self-service/{proxy+}',
  ],
  // Self-service: invitations to it are e-mailed and kept with the organization's; a bank-detail
  // change re-authenticates (identity) and e-mails payroll.
  sendsMail: true,
  // Recruitment: creating an employee from a hire links the applicant in the same transaction.
  // Leave and attendance, read only: the dashboard's On Leave (approved leave today) and Clocked In.
  tables: {
    identity: 'readWrite',
    organizations: 'readWrite',
    employees: 'readWrite',
    recruitment: 'readWrite',
    leave: 'read',
    attendance: 'read',
    audit: 'append',
  },
  usesFieldKey: true,
};

export const attendanceFunction: FunctionDefinition = {
  name: 'attendance',
  routes: [
    'ANY /api/v1/leave/{proxy+}',
    'ANY /api/v1/attendance/{proxy+}',
    'ANY /api/v1/notifications',
    'ANY /api/v1/notifications/{proxy+}',
    'GET /api/v1/employees/{id}/leave-balances',
    'GET /api/v1/employees/{id}/leave-entries',
    'ANY /api/v1/employees/{id}/opening-balances',
    'ANY /api/v1/organizations/{id}/public-holidays',
    'ANY /api/v1/organizations/{id}/public-holidays/{proxy+}',
  ],
  // Leave requests and decisions are e-mailed to the approver and the employee.
  sendsMail: true,
  // Employees, read only: work patterns, reporting managers and names (the directory).
  // Organizations: members (who approves, who is notified) and the organization's settings.
  // Rostering, read only: a clock-in is matched to the employee's published shift (its index).
  tables: {
    identity: 'readWrite',
    organizations: 'read',
    employees: 'read',
    leave: 'readWrite',
    attendance: 'readWrite',
    rostering: 'read',
    audit: 'append',
  },
  // Attachments (a medical certificate) upload like resumes.
  usesResumeBucket: true,
};

export const importsFunction: FunctionDefinition = {
  name: 'imports',
  // Imports (issue 31 §1): the file's upload (the resume bucket, like every upload), its dry run
  // (reads employees, departments and designations), the commit's job (jobs; the worker writes),
  // and the revert, which restores employees (their payroll identifiers too: the field key) and
  // opening leave balances (the leave ledger), and removes a created employee only when no payslip,
  // leave request or timesheet was recorded for them since (timesheets read).
  routes: ['ANY /api/v1/imports', 'ANY /api/v1/imports/{proxy+}'],
  tables: {
    identity: 'readWrite',
    organizations: 'readWrite',
    employees: 'readWrite',
    recruitment: 'readWrite',
    payroll: 'readWrite',
    leave: 'readWrite',
    timesheets: 'read',
    jobs: 'readWrite',
    audit: 'append',
  },
  usesResumeBucket: true,
  usesFieldKey: true,
};

export const importsWorkerFunction: FunctionDefinition = {
  name: 'imports-worker',
  routes: [],
  // Commits an import a chunk of rows at a time (core/imports/commit.ts), and reverts a large one,
  // with the employees', employee pay's and opening balances' own writes: the tables and keys the
  // imports function writes with (the leave ledger for opening balances; timesheets read by the revert).
  tables: {
    identity: 'read',
    organizations: 'readWrite',
    employees: 'readWrite',
    recruitment: 'readWrite',
    payroll: 'readWrite',
    leave: 'readWrite',
    timesheets: 'read',
    jobs: 'readWrite',
    audit: 'append',
  },
  usesResumeBucket: true,
  usesFieldKey: true,
  background: {
    queue: { of: 'jobs', filter: IMPORT_COMMIT_FILTER, batchSize: 1, maxReceives: 5 },
    scheduleMinutes: 24 * 60,
    timeoutSeconds: 300,
  },
};
