import type { MountResource } from '../app.ts';

/** An employee's effective-dated pay and their recurring and one-off pay items. */
export const mountEmployeePay: MountResource = (api) => api;
