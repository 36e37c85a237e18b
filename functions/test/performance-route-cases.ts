import type { Case } from './world.ts';

/** The performance routes' cases for route-cases.ts (issue 29), on the world's records. */
const goalBody = (w: Parameters<Case>[0]) => ({
  title: 'Injected goal',
  level: 'person',
  employee_id: w.employee.id,
  key_results: [{ title: 'Deals', kind: 'numeric', start: 0, target: 5 }],
});

export const PERFORMANCE_CASES: Record<string, Case> = {
  'GET /api/v1/performance/goals': (w) => ({ path: `/performance/goals?organization_id=${w.organization.id}` }),
  'POST /api/v1/performance/goals': (w) => ({
    path: '/performance/goals',
    body: { organization_id: w.organization.id, ...goalBody(w) },
  }),
  'GET /api/v1/performance/goals/tracking': (w) => ({
    path: `/performance/goals/tracking?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/performance/goals/export': (w) => ({
    path: `/performance/goals/export?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/performance/goals/:id': (w) => ({ path: `/performance/goals/${w.goal.id}` }),
  'PUT /api/v1/performance/goals/:id': (w) => ({
    path: `/performance/goals/${w.goal.id}`,
    body: { ...goalBody(w), version: w.goal.version },
  }),
  'DELETE /api/v1/performance/goals/:id': (w) => ({
    path: `/performance/goals/${w.goal.id}?version=${w.goal.version}`,
  }),
  'GET /api/v1/performance/goals/:id/check-ins': (w) => ({ path: `/performance/goals/${w.goal.id}/check-ins` }),
  'POST /api/v1/performance/goals/:id/check-ins': (w) => ({
    path: `/performance/goals/${w.goal.id}/check-ins`,
    body: { values: [{ key_result_id: 1, value: 3 }], confidence: 'on_track', version: w.goal.version },
  }),
};
