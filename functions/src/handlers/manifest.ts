export type { FunctionDefinition, TableAccess } from './manifest/definition.ts';

import type { FunctionDefinition } from './manifest/definition.ts';
import { payRunWorkerFunction, payrollFunction } from './manifest/payroll.ts';
import {
  attendanceFunction,
  authFunction,
  employeesFunction,
  importsFunction,
  importsWorkerFunction,
  organizationsFunction,
  recruitmentFunction,
} from './manifest/people.ts';
import { accrualFunction, purgeFunction } from './manifest/upkeep.ts';
import {
  performanceFunction,
  performanceWorkerFunction,
  rosteringFunction,
  rosteringWorkerFunction,
  rosterPublishingFunction,
  timesheetsFunction,
  timesheetsWorkerFunction,
} from './manifest/workforce.ts';
/**
 * Every Lambda, one definition each, kept by area in `manifest/` (people, payroll, workforce, upkeep).
 * Infra builds functions, routes and IAM grants from this list, so a new resource is added to its
 * area's file and listed here, and nowhere else.
 *
 * Every API function writes the identity table: authenticating a request refreshes the session's
 * idle clock. The purge worker authenticates nobody and needs none of it.
 */
export const FUNCTIONS: FunctionDefinition[] = [
  authFunction,
  organizationsFunction,
  recruitmentFunction,
  employeesFunction,
  attendanceFunction,
  payrollFunction,
  payRunWorkerFunction,
  timesheetsFunction,
  rosteringFunction,
  performanceFunction,
  performanceWorkerFunction,
  timesheetsWorkerFunction,
  rosterPublishingFunction,
  rosteringWorkerFunction,
  importsFunction,
  importsWorkerFunction,
  purgeFunction,
  accrualFunction,
];
