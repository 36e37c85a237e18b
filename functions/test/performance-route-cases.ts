import type { Case } from './world.ts';

/** The performance routes' cases for route-cases.ts (issue 29), on the world's records. */
export const PERFORMANCE_CASES: Record<string, Case> = {
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
