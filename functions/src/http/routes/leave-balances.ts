import type { MountResource } from '../app.ts';

/** Leave types, balances and their entries, manual adjustments (HR). */
export const mountLeaveBalances: MountResource = (api) => api;
