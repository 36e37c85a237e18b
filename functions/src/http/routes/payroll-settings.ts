import type { MountResource } from '../app.ts';

/** Payroll settings (ABN, the employer's bank account, default super rate) and pay schedules. */
export const mountPayrollSettings: MountResource = (api) => api;
