import { REVIEW_LAUNCH_FILTER } from '../../core/performance/review-launch-filter.ts';
import { ROSTER_NOTIFY_FILTER } from '../../core/rostering/notify-task-filter.ts';
import { TIMESHEET_APPROVAL_FILTER } from '../../core/timesheets/timesheet-task-filter.ts';
import type { FunctionDefinition } from './definition.ts';

/** Timesheets, rostering and performance: each API and the worker its queue feeds. */
export const timesheetsFunction: FunctionDefinition = {
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
};

export const timesheetsWorkerFunction: FunctionDefinition = {
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
};

export const rosteringFunction: FunctionDefinition = {
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
};

export const rosterPublishingFunction: FunctionDefinition = {
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
};

export const rosteringWorkerFunction: FunctionDefinition = {
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
};

export const performanceFunction: FunctionDefinition = {
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
};

export const performanceWorkerFunction: FunctionDefinition = {
  name: 'performance-worker',
  routes: [],
  // Launches review cycles: a task of up to 25 reviewees at a time writes their records and forms
  // (core/performance/review-launch.ts); the hourly schedule queues again tasks left pending and
  // sends the stage reminders due (core/performance/review-reminder-worker.ts): e-mail and the bell
  // (leave table). Reads the directory (employees: names and managers), members (organizations) and
  // their users' e-mail (identity).
  tables: { performance: 'readWrite', employees: 'read', leave: 'readWrite', organizations: 'read', identity: 'read' },
  sendsMail: true,
  background: {
    queue: { of: 'performance', filter: REVIEW_LAUNCH_FILTER, batchSize: 1, maxReceives: 5 },
    scheduleMinutes: 60,
    timeoutSeconds: 120,
  },
};
