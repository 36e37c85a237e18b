import { idString } from '@wattle/shared/validation';
import type { Context } from 'hono';
import type { ReachTarget } from '../../core/access/reach.ts';
import { adjustmentEntity } from '../../core/attendance/attendance-entities.ts';
import { tableNames } from '../../core/db/client.ts';
import { leaveRequestEntity } from '../../core/leave/request-entities.ts';
import { timesheetEntity } from '../../core/timesheets/timesheet-entities.ts';
import { readRawBody } from '../body.ts';

/**
 * Whose record a route names, per kind of record: the access middleware resolves it and checks the
 * caller's data scope before the handler runs (core/access/reach.ts). A route on a scoped module
 * that names one employee's record declares its kind with its access middleware; the scope matrix
 * test checks that every such route does.
 */
export type ReachKind =
  /** The path parameter is the employee's id (`/employees/{id}/…`). */
  | 'employee'
  /** The path parameter is a payslip id, `<pay_run_id>-<employee_id>`. */
  | 'payslip'
  /** The path parameter is a leave request's id: its `employee_id`. */
  | 'leave-request'
  /** The path parameter is an attendance correction's id: its `employee_id`. */
  | 'attendance-adjustment'
  /** The path parameter is a timesheet's id: its `employee_id`. */
  | 'timesheet'
  /**
   * The `employee_id` of the query (GET) or body; none named is the caller's own record. A value
   * that is not an id is left to the handler's validation (422), which reads the same field.
   */
  | 'employee-field';

const asId = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && idString.safeParse(text).success ? Number(text) : undefined;
};

const keyOf = (params: { Key?: Record<string, unknown> }) => params.Key ?? {};

type Resolve = (c: Context, param: string, organizationId: number) => Promise<ReachTarget | undefined>;

const byKind: Record<ReachKind, Resolve> = {
  employee: async (c, param) => {
    const id = asId(c.req.param(param));
    return id === undefined ? undefined : { employeeId: id };
  },
  payslip: async (c, param) => {
    const match = /^[1-9]\d{0,14}-([1-9]\d{0,14})$/.exec(c.req.param(param) ?? '');
    return match ? { employeeId: Number(match[1]) } : undefined;
  },
  'leave-request': async (c, param, organizationId) => {
    const id = asId(c.req.param(param));
    if (id === undefined) return undefined;
    const params = leaveRequestEntity().get({ organization_id: organizationId, request_id: id }).params();
    return { record: { table: tableNames().leave, key: keyOf(params) } };
  },
  'attendance-adjustment': async (c, param, organizationId) => {
    const id = asId(c.req.param(param));
    if (id === undefined) return undefined;
    const params = adjustmentEntity().get({ organization_id: organizationId, adjustment_id: id }).params();
    return { record: { table: tableNames().attendance, key: keyOf(params) } };
  },
  timesheet: async (c, param, organizationId) => {
    const id = asId(c.req.param(param));
    if (id === undefined) return undefined;
    const params = timesheetEntity().get({ organization_id: organizationId, timesheet_id: id }).params();
    return { record: { table: tableNames().timesheets, key: keyOf(params) } };
  },
  'employee-field': async (c) => {
    const value =
      c.req.method === 'GET'
        ? c.req.query('employee_id')
        : await readRawBody(c)
            .then((body) =>
              body && typeof body === 'object' ? (body as Record<string, unknown>).employee_id : undefined,
            )
            .catch(() => undefined);
    const id = asId(value);
    return id === undefined ? undefined : { employeeId: id };
  },
};

/**
 * Whose record the request names. Undefined: for `employee-field`, none named (the caller's own
 * record) or a value the handler's validation refuses; for a path, an id that names no record
 * (the middleware answers 404).
 */
export function reachTarget(
  kind: ReachKind,
  c: Context,
  param: string,
  organizationId: number,
): Promise<ReachTarget | undefined> {
  return byKind[kind](c, param, organizationId);
}
