import type { TableName } from '../core/db/table-definitions.ts';
import { IMPORT_COMMIT_FILTER } from '../core/imports/import-task-filter.ts';
import { PURGING_JOB_FILTER } from '../core/jobs/purge-filter.ts';
import { PAY_RUN_TASK_FILTER } from '../core/payroll/pay-run-task-filter.ts';
import { REVIEW_LAUNCH_FILTER } from '../core/performance/review-launch-filter.ts';
import { ROSTER_NOTIFY_FILTER } from '../core/rostering/notify-task-filter.ts';
import { TIMESHEET_APPROVAL_FILTER } from '../core/timesheets/timesheet-task-filter.ts';

export type TableAccess = 'read' | 'readWrite' | 'append' | 'readAppend';

/**
 * One entry per Lambda: the entry file in this folder, the API paths API Gateway routes to it
 * (none for a background worker, which says what triggers it instead), and the tables it may touch. Infra builds functions, routes and IAM grants from this list,
 * so a new resource is added here and nowhere else.
 */
export interface FunctionDefinition {
  /** File name in `functions/src/handlers/` without extension; it exports `handler`. */
  name: string;
  /** API Gateway HTTP API route keys (method and path), all under /api/v1. */
  routes: string[];
  /**
   * `append`: PutItem and nothing else (the audit log: no function can change or remove an event);
   * `readAppend`: the same plus reads (the audit log's screen).
   */
  tables: Partial<Record<TableName, TableAccess>>;
  /** Sends e-mail through SES (the stack's sender address in MAIL_FROM, the site in APP_URL). */
  sendsMail?: boolean;
  /** Gets read/write access to the resume bucket and its name in RESUME_BUCKET. */
  usesResumeBucket?: boolean;
  /**
   * Encrypts and decrypts payroll identifiers: may use the KMS field key (GenerateDataKey,
   * Decrypt) and gets its ARN in FIELD_KEY_ID; hashes TFNs for their uniqueness guards with the KMS
   * HMAC guard key (GenerateMac, GUARD_KEY_ID). Only the function that owns employee records.
   * `decrypt`: Decrypt and nothing else (payroll reads bank accounts and TFNs for bank files and STP).
   */
  usesFieldKey?: boolean | 'decrypt';
  /** May list the resume bucket and delete objects from it (purging a deleted organization's files), nothing else. */
  purgesResumeBucket?: boolean;
  /**
   * A background worker, not an API function: invoked by the stream of table `stream.of` when it has one
   * (only records matching `filter`, a Lambda event filter pattern; failures retried, then sent to
   * a dead-letter queue) and by a schedule every `scheduleMinutes`. Locally `npm start` drives the
   * same handler from the table's DynamoDB Local stream and a timer.
   */
  background?: {
    stream?: { of: TableName; filter: object };
    /**
     * Work fanned out through a queue: the table's stream records matching `filter` are piped
     * (EventBridge Pipes) into an SQS queue whose messages carry one stream record each as their
     * body; the worker takes `batchSize` messages at a time, reports the ones that failed, and
     * SQS retries them up to `maxReceives` times before its dead-letter queue. Locally `npm start`
     * feeds the same handler from the table's DynamoDB Local stream with the same message shape.
     */
    queue?: { of: TableName; filter: object; batchSize: number; maxReceives: number };
    scheduleMinutes: number;
    timeoutSeconds: number;
  };
}

/**
 * Every API function writes the identity table: authenticating a request refreshes the session's
 * idle clock. The purge worker authenticates nobody and needs none of it.
 */
export const FUNCTIONS: FunctionDefinition[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    name: 'payroll',
    routes: [
      'ANY /api/v1/payroll/{proxy+}',
      'ANY /api/v1/employees/{id}/pay',
      'ANY /api/v1/employees/{id}/pay-items',
      'ANY /api/v1/employees/{id}/pay-items/{proxy+}',
      // A leaver's final pay (issue 30 §1): pay items from the exit, leave balances and pay.
      'ANY /api/v1/employees/{id}/final-pay',
      'ANY /api/v1/employees/{id}/leave-cash-outs',
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
  },
  {
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
  },
  {
    name: 'timesheets',
    routes: ['ANY /api/v1/timesheets', 'ANY /api/v1/timesheets/{proxy+}'],
    // Employees, read only: names, employment dates, reporting managers (the directory) and work
    // states. Attendance: closed clock records prefill a timesheet. Payroll: employee pay terms,
    // pay schedules (the periods) and pay condition sets (pay lines). Leave: public holidays.
    // Organizations: department names. Rostering: published shifts prefill the days without a clock record.
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      employees: 'read',
      attendance: 'read',
      rostering: 'read',
      payroll: 'read',
      leave: 'read',
      timesheets: 'readWrite',
      audit: 'append',
    },
  },
  {
    name: 'rostering',
    routes: [
      'ANY /api/v1/rosters',
      'ANY /api/v1/rosters/{proxy+}',
      'ANY /api/v1/shifts',
      'ANY /api/v1/shifts/{proxy+}',
      // The caller's own unavailability: exact routes, ahead of the self-service function's greedy one.
      'GET /api/v1/self-service/unavailability',
      'POST /api/v1/self-service/unavailability',
      'DELETE /api/v1/self-service/unavailability/{id}',
      'ANY /api/v1/shift-swaps',
      'ANY /api/v1/shift-swaps/{proxy+}',
    ],
    // Employees, read only: names, departments, employment dates, reporting managers (the
    // directory) and work patterns (agreed hours, states). Leave: approved and pending leave,
    // public holidays. Payroll: employee pay terms and pay condition sets (checks and costs).
    // Organizations: departments. Shift swaps (issue 28 §3) live in the rostering table; their
    // notices are roster notification tasks the rostering worker sends.
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      employees: 'read',
      payroll: 'read',
      leave: 'read',
      rostering: 'readWrite',
      audit: 'append',
    },
  },
  {
    name: 'performance',
    routes: ['ANY /api/v1/performance', 'ANY /api/v1/performance/{proxy+}'],
    // Goals and check-ins (issue 29 §1), reviews, feedback and appraisals (§2–3) in the performance
    // table. Employees, read only: names, departments and reporting managers (the directory: owners,
    // reach and visibility). Organizations: departments. Payroll and employees (the history event):
    // approving an appraisal's pay change applies it through payroll's effective-dated pay (§3).
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      employees: 'readWrite',
      payroll: 'readWrite',
      performance: 'readWrite',
      audit: 'append',
    },
  },
  {
    name: 'performance-worker',
    routes: [],
    // Launches review cycles: a task of up to 25 reviewees at a time writes their records and forms
    // (core/performance/review-launch.ts); the hourly schedule queues again tasks left pending.
    // Reads the directory (employees: names and managers).
    tables: { performance: 'readWrite', employees: 'read' },
    background: {
      queue: { of: 'performance', filter: REVIEW_LAUNCH_FILTER, batchSize: 1, maxReceives: 5 },
      scheduleMinutes: 60,
      timeoutSeconds: 120,
    },
  },
  {
    name: 'timesheets-worker',
    routes: [],
    // Approves a bulk approval's timesheets, a task of up to 49 at a time (core/timesheets/timesheet-bulk.ts);
    // the hourly schedule queues again tasks left pending (core/timesheets/timesheet-approval-sweep.ts).
    tables: { timesheets: 'readWrite', audit: 'append' },
    background: {
      queue: { of: 'timesheets', filter: TIMESHEET_APPROVAL_FILTER, batchSize: 1, maxReceives: 5 },
      scheduleMinutes: 60,
      timeoutSeconds: 60,
    },
  },
  {
    name: 'roster-publishing',
    // Publishing rosters (issue 28 §2): exact routes, so API Gateway sends them here before any
    // greedy route of the rostering or self-service functions. Writes shifts, publications and
    // notification tasks (the worker sends them); reads the organization's departments; the .ics
    // feed reads the organization (its name and zone) by the token's record.
    routes: [
      'POST /api/v1/rosters/publish',
      'GET /api/v1/rosters/notifications',
      'GET /api/v1/rosters/publications',
      'POST /api/v1/shifts/{id}/acknowledge',
      'GET /api/v1/self-service/shifts',
      'POST /api/v1/self-service/shifts/feed-token',
      'GET /api/v1/self-service/shifts.ics',
    ],
    // Publishing first computes the range's checks as the roster does (employees, leave and payroll, read).
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      employees: 'read',
      payroll: 'read',
      leave: 'read',
      rostering: 'readWrite',
      audit: 'append',
    },
  },
  {
    name: 'rostering-worker',
    routes: [],
    // Sends a publication's or a changed shift's notifications, a task of up to 100 employees at a time
    // (core/rostering/notify-worker.ts): e-mail, the bell (leave table) and the delivery record; the
    // hourly schedule queues again tasks left pending (core/rostering/notify-sweep.ts). Reads members
    // (organizations), their users' e-mail (identity) and the directory (employees).
    tables: { rostering: 'readWrite', leave: 'readWrite', organizations: 'read', identity: 'read', employees: 'read' },
    sendsMail: true,
    background: {
      queue: { of: 'rostering', filter: ROSTER_NOTIFY_FILTER, batchSize: 1, maxReceives: 5 },
      scheduleMinutes: 60,
      timeoutSeconds: 120,
    },
  },
  {
    name: 'imports',
    // Imports (issue 31 §1): the file's upload (the resume bucket, like every upload), its dry run
    // (reads employees, departments and designations), the commit's job (jobs; the worker writes),
    // and the revert, which restores employees (their payroll identifiers too: the field key).
    routes: ['ANY /api/v1/imports', 'ANY /api/v1/imports/{proxy+}'],
    tables: {
      identity: 'readWrite',
      organizations: 'readWrite',
      employees: 'readWrite',
      recruitment: 'readWrite',
      payroll: 'readWrite',
      jobs: 'readWrite',
      audit: 'append',
    },
    usesResumeBucket: true,
    usesFieldKey: true,
  },
  {
    name: 'imports-worker',
    routes: [],
    // Commits an import a chunk of rows at a time (core/imports/commit.ts) with the employees' and
    // employee pay's own create and update: the tables and keys the imports function writes with.
    tables: {
      identity: 'read',
      organizations: 'readWrite',
      employees: 'readWrite',
      recruitment: 'readWrite',
      payroll: 'readWrite',
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
  },
  {
    name: 'purge',
    routes: [],
    // Purges every table whose definition says `organizationPurge: 'partition'`, and its jobs.
    tables: {
      organizations: 'readWrite',
      recruitment: 'readWrite',
      employees: 'readWrite',
      leave: 'readWrite',
      attendance: 'readWrite',
      payroll: 'readWrite',
      timesheets: 'readWrite',
      rostering: 'readWrite',
      performance: 'readWrite',
      jobs: 'readWrite',
    },
    purgesResumeBucket: true,
    background: { stream: { of: 'jobs', filter: PURGING_JOB_FILTER }, scheduleMinutes: 60, timeoutSeconds: 300 },
  },
  {
    name: 'accrual',
    routes: [],
    // Posts leave accrual through the end of each organization's last month (core/leave/accrual-worker.ts):
    // reads organizations (their time zones), the directory and work patterns; writes balances and their audit.
    tables: { organizations: 'read', employees: 'read', leave: 'readWrite', audit: 'append' },
    background: { scheduleMinutes: 24 * 60, timeoutSeconds: 300 },
  },
];
