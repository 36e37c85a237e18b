/**
 * Rostering's public face (issue 28): the routes import the context only through this file.
 * Publishing (§2): publish a department's range, the notifications sent, the published rosters,
 * the employee's own shifts, acknowledging them and their calendar feed.
 */
export { acknowledgeShift } from './acknowledge.ts';
export { notifyShiftChange } from './change-notice.ts';
export { listRosterDeliveries, listRosterPublications } from './deliveries.ts';
export { createShiftFeedToken, listOwnShifts, shiftFeed } from './own-shifts.ts';
export { type BlockingChecks, publishRoster } from './publish.ts';
