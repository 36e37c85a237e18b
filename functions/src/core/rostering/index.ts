/** Rostering (issue 28 §1): shifts, the roster of a department and range, its checks and costs. */
export type { RosterPricing, RosterTerms, RosterTermsRequest } from './roster-pricing.ts';
export { getRosterSettings, putRosterSettings } from './roster-settings.ts';
export { getRoster, getRosterChecks } from './roster-view.ts';
export { createShift, deleteShift, updateShift } from './shifts.ts';
