import type { MountResource } from '../app.ts';

/** Payslips: lists (self-service and payroll) and the PDF. */
export const mountPayslips: MountResource = (api) => api;
