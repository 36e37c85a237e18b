import type { MountResource } from '../app.ts';

/** Pay runs: draft, review and adjust lines, finalise, mark paid; the bank file and STP data. */
export const mountPayRuns: MountResource = (api) => api;
