import type { Case } from './world.ts';

/** The performance routes' cases for route-cases.ts (issue 29), on the world's records. */
export const PERFORMANCE_CASES: Record<string, Case> = {};
