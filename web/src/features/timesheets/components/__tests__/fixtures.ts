import type { Organization } from '@wattle/shared/organizations';
import type { Action, Scope } from '@wattle/shared/permissions';
import type { Timesheet, TimesheetDay, TimesheetSummary } from '@wattle/shared/timesheet-constants';
import { organizationAs } from '@/testing/render-with-organization';
import { TIMESHEETS } from '../../access';
import { addDays } from '../format';

/**
 * The test workspace as `role` sees it, holding these timesheet grants (the API's branch adds the
 * module to the built-in roles; until then each test says what the role holds).
 */
export function withTimesheets(
  role: 'employee' | 'manager' | 'hr_manager',
  employeeId: number | null,
  grants: { [A in Action]?: Scope },
): Organization {
  const organization = organizationAs(role, employeeId);
  return {
    ...organization,
    permissions: {
      ...organization.permissions,
      grants: { ...organization.permissions.grants, [TIMESHEETS]: grants },
    },
  };
}

export const EMPLOYEE_GRANTS = { view: 'self', create: 'self', edit: 'self' } as const;
export const MANAGER_GRANTS = { view: 'reports', create: 'reports', edit: 'reports', approve: 'reports' } as const;

const emptyDays = (start: string, count = 7): TimesheetDay[] =>
  Array.from({ length: count }, (_, index) => ({
    date: addDays(start, index),
    entries: [],
    source: 'manual',
    worked_minutes: 0,
    clock_shift: null,
  }));

/** A week's draft timesheet of employee 7 from Monday 30 November 2026. */
export function timesheetOf(patch: Partial<Timesheet> = {}): Timesheet {
  return {
    timesheet_id: 51,
    organization_id: 3,
    employee_id: 7,
    employee_name: 'Rory Clock',
    department_name: 'Bakery',
    period_start: '2026-11-30',
    period_end: '2026-12-06',
    status: 'draft',
    days: emptyDays('2026-11-30'),
    worked_minutes: 0,
    exceptions: [],
    submitted_at: null,
    decided_by: null,
    decided_at: null,
    comment: null,
    locked_by_pay_run_id: null,
    adjusts_timesheet_id: null,
    adjusts_pay_run_id: null,
    adjusted_by_timesheet_id: null,
    can_approve: false,
    version: 1,
    created_at: '2026-11-30T00:00:00.000Z',
    updated_at: '2026-11-30T00:00:00.000Z',
    ...patch,
  };
}

export const summaryOf = (timesheet: Timesheet): TimesheetSummary => {
  const { days: _days, ...summary } = timesheet;
  return summary;
};

export const page = <T>(data: T[]) => ({ status: 200, body: { data: { data, next_cursor: null, per_page: 50 } } });
