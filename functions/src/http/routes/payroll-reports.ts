import type { MountResource } from '../app.ts';

/** Payroll reports and their CSV exports. */
export const mountPayrollReports: MountResource = (api) => api;
