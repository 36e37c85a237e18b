import type { Case } from './world.ts';

/** The rostering routes' cases for route-cases.ts (issue 28 §1), on the world's draft shift. */
const range = (w: Parameters<Case>[0]) =>
  `organization_id=${w.organization.id}&department_id=${w.department.id}&from=2026-11-09&to=2026-11-15`;
const shiftBody = (w: Parameters<Case>[0]) => ({
  employee_id: w.employee.id,
  department_id: w.department.id,
  date: '2026-11-11',
  start_time: '09:00',
  end_time: '13:00',
  break_minutes: 0,
});

const templateBody = { name: 'Close', start_time: '14:00', end_time: '22:00', break_minutes: 30 };

export const ROSTERING_CASES: Record<string, Case> = {
  'GET /api/v1/rosters': (w) => ({ path: `/rosters?${range(w)}` }),
  'GET /api/v1/rosters/checks': (w) => ({ path: `/rosters/checks?${range(w)}` }),
  'GET /api/v1/rosters/settings': (w) => ({ path: `/rosters/settings?organization_id=${w.organization.id}` }),
  'PUT /api/v1/rosters/settings': (w) => ({
    path: `/rosters/settings?organization_id=${w.organization.id}`,
    body: { roster_check_severity: { break_between_shifts: 'block' }, version: 0 },
  }),
  'POST /api/v1/shifts': (w) => ({
    path: '/shifts',
    body: { organization_id: w.organization.id, ...shiftBody(w), date: '2026-11-12' },
  }),
  'PUT /api/v1/shifts/:id': (w) => ({
    path: `/shifts/${w.shift.id}`,
    body: { ...shiftBody(w), version: w.shift.version },
  }),
  'DELETE /api/v1/shifts/:id': (w) => ({ path: `/shifts/${w.shift.id}?version=${w.shift.version}` }),
  'GET /api/v1/rosters/templates': (w) => ({
    path: `/rosters/templates?organization_id=${w.organization.id}&department_id=${w.department.id}`,
  }),
  'POST /api/v1/rosters/templates': (w) => ({
    path: '/rosters/templates',
    body: { organization_id: w.organization.id, department_id: w.department.id, ...templateBody },
  }),
  'PUT /api/v1/rosters/templates/:id': (w) => ({
    path: `/rosters/templates/${w.shiftTemplate.id}?organization_id=${w.organization.id}`,
    body: { ...templateBody, version: w.shiftTemplate.version },
  }),
  'DELETE /api/v1/rosters/templates/:id': (w) => ({
    path: `/rosters/templates/${w.shiftTemplate.id}?organization_id=${w.organization.id}&version=${w.shiftTemplate.version}`,
  }),
  // The caller's own (the matrices' members are linked to no record: the handler answers 404).
  'GET /api/v1/self-service/unavailability': (w) => ({
    path: `/self-service/unavailability?organization_id=${w.organization.id}`,
  }),
  'POST /api/v1/self-service/unavailability': (w) => ({
    path: '/self-service/unavailability',
    body: { organization_id: w.organization.id, kind: 'weekly', weekday: 1 },
  }),
  'DELETE /api/v1/self-service/unavailability/:id': (w) => ({
    path: `/self-service/unavailability/1?organization_id=${w.organization.id}&version=1`,
  }),
};
