import { PURGING_JOB_FILTER } from '../../core/jobs/purge-filter.ts';
import type { FunctionDefinition } from './definition.ts';

/** Background upkeep no request starts: purging deleted organizations, accruing leave. */
export const purgeFunction: FunctionDefinition = {
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
};

export const accrualFunction: FunctionDefinition = {
  name: 'accrual',
  routes: [],
  // Posts leave accrual through the end of each organization's last month (core/leave/accrual-worker.ts):
  // reads organizations (their time zones), the directory and work patterns; writes balances and their audit.
  tables: { organizations: 'read', employees: 'read', leave: 'readWrite', audit: 'append' },
  background: { scheduleMinutes: 24 * 60, timeoutSeconds: 300 },
};
