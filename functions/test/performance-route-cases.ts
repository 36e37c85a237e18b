import type { Case } from './world.ts';

const org = (w: Parameters<Case>[0]) => `organization_id=${w.organization.id}`;

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
  'PUT /api/v1/performance/cycles/:id/deadlines': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/deadlines`,
    body: { stages: [{ stage: 'self', due_date: '2027-01-20' }], version: 99 },
  }),
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
  'GET /api/v1/performance/cycles/:id/calibration': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/calibration`,
  }),
  'GET /api/v1/performance/cycles/:id/calibration/csv': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/calibration/csv`,
  }),
  'POST /api/v1/performance/cycles/:id/calibration/csv': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/calibration/csv`,
    body: { csv: 'Employee Id,Calibrated Rating\n1,5', apply: true },
  }),
  'PUT /api/v1/performance/cycles/:id/calibration/:employeeId': (w) => ({
    path: `/performance/cycles/${w.review.cycle_id}/calibration/${w.employee.id}`,
    body: { calibrated_rating: 5, potential: 'high', reason: 'Hijacked', version: 1 },
  }),
  'GET /api/v1/performance/reviews/pdf': (w) => ({
    path: `/performance/reviews/pdf?organization_id=${w.organization.id}&cycle_id=${w.review.cycle_id}&reviewee_id=${w.employee.id}`,
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
  // Feedback, 1:1s and pay change proposals (§3): the 1:1 and proposal ids name none of the world's (404 in the handler).
  'GET /api/v1/performance/feedback': (w) => ({ path: `/performance/feedback?${org(w)}&employee_id=${w.employee.id}` }),
  'GET /api/v1/performance/feedback/people': (w) => ({ path: `/performance/feedback/people?${org(w)}` }),
  'GET /api/v1/performance/feedback/praise': (w) => ({ path: `/performance/feedback/praise?${org(w)}` }),
  'POST /api/v1/performance/feedback': (w) => ({
    path: '/performance/feedback',
    body: { organization_id: w.organization.id, kind: 'praise', employee_id: w.employee.id, body: 'Thanks' },
  }),
  'GET /api/v1/performance/one-on-ones': (w) => ({
    path: `/performance/one-on-ones?${org(w)}&employee_id=${w.employee.id}`,
  }),
  'POST /api/v1/performance/one-on-ones': (w) => ({
    path: '/performance/one-on-ones',
    body: { organization_id: w.organization.id, employee_id: w.employee.id, date: '2026-12-07' },
  }),
  'POST /api/v1/performance/one-on-ones/:id/items': (w) => ({
    path: `/performance/one-on-ones/1/items?${org(w)}`,
    body: { text: 'Agenda' },
  }),
  'PATCH /api/v1/performance/one-on-ones/:id/items/:itemId': (w) => ({
    path: `/performance/one-on-ones/1/items/1?${org(w)}`,
    body: { done: true },
  }),
  'PUT /api/v1/performance/one-on-ones/:id/note': (w) => ({
    path: `/performance/one-on-ones/1/note?${org(w)}`,
    body: { body: 'Note' },
  }),
  // The weekly pulse and the settings that turn it on.
  'GET /api/v1/performance/settings': (w) => ({ path: `/performance/settings?${org(w)}` }),
  'PUT /api/v1/performance/settings': (w) => ({
    path: '/performance/settings',
    body: { organization_id: w.organization.id, weekly_pulse: true },
  }),
  'GET /api/v1/performance/pulses': (w) => ({ path: `/performance/pulses?${org(w)}` }),
  'GET /api/v1/performance/pulses/mine': (w) => ({ path: `/performance/pulses/mine?${org(w)}` }),
  'PUT /api/v1/performance/pulses/mine': (w) => ({
    path: '/performance/pulses/mine',
    body: { organization_id: w.organization.id, week: '2026-11-30', priorities: [{ text: 'Injected' }] },
  }),
  'GET /api/v1/performance/pay-changes': (w) => ({ path: `/performance/pay-changes?${org(w)}` }),
  'GET /api/v1/performance/pay-changes/approvals': (w) => ({ path: `/performance/pay-changes/approvals?${org(w)}` }),
  'POST /api/v1/performance/pay-changes': (w) => ({
    path: '/performance/pay-changes',
    body: {
      organization_id: w.organization.id,
      employee_id: w.employee.id,
      basis: 'salary',
      kind: 'increase',
      amount: '1000.00',
      effective_from: '2027-01-01',
      reason: 'Appraisal',
    },
  }),
  'POST /api/v1/performance/pay-changes/:id/approve': (w) => ({
    path: `/performance/pay-changes/1/approve?${org(w)}`,
    body: { version: 1 },
  }),
  'POST /api/v1/performance/pay-changes/:id/decline': (w) => ({
    path: `/performance/pay-changes/1/decline?${org(w)}`,
    body: { version: 1 },
  }),
};
