import type { Case } from './world.ts';

const org = (w: Parameters<Case>[0]) => `organization_id=${w.organization.id}`;

/** The performance routes' cases for route-cases.ts (issue 29), on the world's records. */
export const PERFORMANCE_CASES: Record<string, Case> = {
  // Feedback, 1:1s and pay change proposals (§3): the 1:1 and proposal ids name none of the world's (404 in the handler).
  'GET /api/v1/performance/feedback': (w) => ({ path: `/performance/feedback?${org(w)}&employee_id=${w.employee.id}` }),
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
