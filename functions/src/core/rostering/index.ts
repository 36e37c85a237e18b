/** Rostering (issue 28 §1): shifts, the roster of a department and range, its checks and costs. */

/**
 * Publishing (issue 28 §2): publish a department's range, the notifications sent, the published
 * rosters, the employee's own shifts, acknowledging them and their calendar feed.
 */
export { acknowledgeShift } from './acknowledge.ts';
export { notifyShiftChange } from './change-notice.ts';
export { listRosterDeliveries, listRosterPublications } from './deliveries.ts';
export { createShiftFeedToken, listOwnShifts, shiftFeed } from './own-shifts.ts';
export { type BlockingChecks, publishRoster } from './publish.ts';
export { publishedShiftsOf } from './published-shifts.ts';
export type { RosterPricing, RosterTerms, RosterTermsRequest } from './roster-pricing.ts';
export { getRosterSettings, putRosterSettings } from './roster-settings.ts';
export { getRoster, getRosterChecks } from './roster-view.ts';
/** Shift swapping (issue 28 §3): offers, claims, accepting, approving, declining, cancelling; who may take a shift. */
export { acceptShiftSwap, approveShiftSwap, createShiftSwap } from './shift-swaps.ts';
export {
  createShiftTemplate,
  deleteShiftTemplate,
  listShiftTemplates,
  updateShiftTemplate,
} from './shift-templates.ts';
export { createShift, deleteShift, updateShift } from './shifts.ts';
export { cancelShiftSwap, declineShiftSwap } from './swap-endings.ts';
export { listClaimableShifts, listShiftSwaps, swapEligible } from './swap-list.ts';
export { createOwnUnavailability, deleteOwnUnavailability, listOwnUnavailability } from './unavailability.ts';
