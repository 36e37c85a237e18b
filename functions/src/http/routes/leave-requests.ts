import type { MountResource } from '../app.ts';

/** Leave requests: ask, approve, decline, cancel; the team calendar. */
export const mountLeaveRequests: MountResource = (api) => api;
