import type { MountResource } from '../app.ts';

/** PAYG withholding: the calculator and the tax tables an admin loads. */
export const mountPayrollWithholding: MountResource = (api) => api;
