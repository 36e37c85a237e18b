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
  'GET /api/v1/performance/cycles': (w) => ({ path: `/performance/cycles?organization_id=${w.organization.id}` }),
  'POST /api/v1/performance/cycles': (w) => ({
    path: '/performance/cycles',
    body: {
      organization_id: w.organization.id,
      name: 'Hijacked cycle',
      questions: [{ kind: 'text', text: 'Hijacked?' }],
      stages: [{ stage: 'self', due_date: '2026-12-10' }],
      employee_ids: [w.employee.id],
    },
  }),
  'GET /api/v1/performance/cycles/:id': (w) => ({ path: `/performance/cycles/${w.review.cycle_id}` }),
  'POST /api/v1/performance/cycles/:id/launch': (w) => ({ path: `/performance/cycles/${w.review.cycle_id}/launch` }),
  'GET /api/v1/performance/cycles/:id/progress': (w) => ({ path: `/performance/cycles/${w.review.cycle_id}/progress` }),
  'POST /api/v1/performance/cycles/:id/share': (w) => ({ path: `/performance/cycles/${w.review.cycle_id}/share` }),
  'POST /api/v1/performance/cycles/:id/nominations': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/nominations`,
    body: { employee_id: w.employee.id, peer_ids: [w.manager.id] },
  }),
  'POST /api/v1/performance/cycles/:id/nominations/decide': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/nominations/decide`,
    body: { employee_id: w.employee.id, decline: [w.manager.id] },
  }),
  'POST /api/v1/performance/cycles/:id/acknowledge': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/acknowledge`,
    body: { comment: 'Hijacked' },
  }),
  'GET /api/v1/performance/reviews': (w) => ({
    path: `/performance/reviews?organization_id=${w.organization.id}&cycle_id=${w.review.cycle_id}&reviewee_id=${w.employee.id}`,
  }),
  'GET /api/v1/performance/reviews/:id': (w) => ({ path: `/performance/reviews/${w.review.review_id}` }),
  'PUT /api/v1/performance/reviews/:id': (w) => ({
    path: `/performance/reviews/${w.review.review_id}`,
    body: { answers: [{ question_id: 2, text: 'Hijacked' }], version: 99 },
  }),
  'POST /api/v1/performance/reviews/:id/submit': (w) => ({ path: `/performance/reviews/${w.review.review_id}/submit` }),
};
