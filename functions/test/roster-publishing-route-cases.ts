import type { Case } from './world.ts';

/** The roster publishing routes' cases for route-cases.ts (issue 28 §2), on the world's department and shift. */
export const ROSTER_PUBLISHING_CASES: Record<string, Case | null> = {
  'POST /api/v1/rosters/publish': (w) => ({
    path: '/rosters/publish',
    body: { organization_id: w.organization.id, department_id: w.department.id, from: '2026-12-14', to: '2026-12-20' },
  }),
  'GET /api/v1/rosters/notifications': (w) => ({ path: `/rosters/notifications?organization_id=${w.organization.id}` }),
  'GET /api/v1/rosters/publications': (w) => ({
    path: `/rosters/publications?organization_id=${w.organization.id}&department_id=${w.department.id}`,
  }),
  'POST /api/v1/shifts/:id/acknowledge': (w) => ({
    path: `/shifts/${w.publishedShift.id}/acknowledge`,
    body: { organization_id: w.organization.id },
  }),
  'GET /api/v1/self-service/shifts': (w) => ({
    path: `/self-service/shifts?organization_id=${w.organization.id}&from=2026-12-14&to=2026-12-20`,
  }),
  'POST /api/v1/self-service/shifts/feed-token': (w) => ({
    path: '/self-service/shifts/feed-token',
    body: { organization_id: w.organization.id },
  }),
  // The feed authenticates by its token alone (ANONYMOUS_ROUTES): no organization to hold.
  'GET /api/v1/self-service/shifts.ics': null,
  // Shift swapping (issue 28 §3), on the world's drop offer of its published shift.
  'GET /api/v1/shift-swaps': (w) => ({ path: `/shift-swaps?organization_id=${w.organization.id}` }),
  'GET /api/v1/shift-swaps/open-shifts': (w) => ({
    path: `/shift-swaps/open-shifts?organization_id=${w.organization.id}`,
  }),
  'GET /api/v1/shift-swaps/eligible': (w) => ({
    path: `/shift-swaps/eligible?organization_id=${w.organization.id}&shift_id=${w.publishedShift.id}`,
  }),
  'POST /api/v1/shift-swaps': (w) => ({
    path: '/shift-swaps',
    body: { organization_id: w.organization.id, shift_id: w.publishedShift.id },
  }),
  'PATCH /api/v1/shift-swaps/:id/accept': (w) => ({
    path: `/shift-swaps/${w.shiftSwap.id}/accept`,
    body: { version: w.shiftSwap.version },
  }),
  'PATCH /api/v1/shift-swaps/:id/approve': (w) => ({
    path: `/shift-swaps/${w.shiftSwap.id}/approve`,
    body: { version: w.shiftSwap.version },
  }),
  'PATCH /api/v1/shift-swaps/:id/decline': (w) => ({
    path: `/shift-swaps/${w.shiftSwap.id}/decline`,
    body: { version: w.shiftSwap.version },
  }),
  'PATCH /api/v1/shift-swaps/:id/cancel': (w) => ({
    path: `/shift-swaps/${w.shiftSwap.id}/cancel`,
    body: { version: w.shiftSwap.version },
  }),
};
