import type { Case } from './world.ts';

/** The timesheet routes' cases for route-cases.ts (issue 27 §2), on the world's draft timesheet. */
export const TIMESHEET_CASES: Record<string, Case> = {
  'GET /api/v1/timesheets': (w) => ({
    path: `/timesheets?organization_id=${w.organization.id}&employee_id=${w.employee.id}`,
  }),
  'POST /api/v1/timesheets': (w) => ({
    path: '/timesheets',
    body: { organization_id: w.organization.id, employee_id: w.employee.id, period_start: '2026-11-16' },
  }),
  'POST /api/v1/timesheets/bulk-approve': (w) => ({
    path: '/timesheets/bulk-approve',
    body: { organization_id: w.organization.id, ids: [w.timesheet.timesheet_id] },
  }),
  'GET /api/v1/timesheets/period': (w) => ({
    path: `/timesheets/period?organization_id=${w.organization.id}&employee_id=${w.employee.id}&date=2026-11-04`,
  }),
  'GET /api/v1/timesheets/overtime': (w) => ({
    path: `/timesheets/overtime?organization_id=${w.organization.id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/v1/timesheets/reports': (w) => ({
    path: `/timesheets/reports?organization_id=${w.organization.id}&from=2026-11-01&to=2026-11-30`,
  }),
  'GET /api/v1/timesheets/:id': (w) => ({ path: `/timesheets/${w.timesheet.timesheet_id}` }),
  'PUT /api/v1/timesheets/:id/days/:date': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/days/2026-11-03`,
    body: { entries: [{ start_time: '09:00', end_time: '17:00', break_minutes: 30 }], version: w.timesheet.version },
  }),
  'POST /api/v1/timesheets/:id/submit': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/submit`,
    body: { version: 99 },
  }),
  'POST /api/v1/timesheets/:id/adjustment': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/adjustment`,
    body: { version: 99 },
  }),
  'GET /api/v1/timesheets/:id/pay-lines': (w) => ({ path: `/timesheets/${w.timesheet.timesheet_id}/pay-lines` }),
  'PATCH /api/v1/timesheets/:id/approve': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/approve`,
    body: { version: 99 },
  }),
  'PATCH /api/v1/timesheets/:id/overtime/:week': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/overtime/2026-11-02`,
    body: { decision: 'time_off', version: 99 },
  }),
  'PATCH /api/v1/timesheets/:id/reject': (w) => ({
    path: `/timesheets/${w.timesheet.timesheet_id}/reject`,
    body: { version: 99, comment: 'Hijacked' },
  }),
};
