/**
 * Single Touch Payroll Phase 2 paid leave types (issue 30 §4): how leave paid with a pay is reported
 * under "Paid leave" (ATO, STP Phase 2 employer reporting guidelines, "Paid leave",
 * https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll/in-detail/single-touch-payroll-phase-2-employer-reporting-guidelines).
 * U is unused leave paid on termination — never unpaid leave, which has no amount to report.
 */
export const STP_PAID_LEAVE_TYPES = {
  C: 'Cash out of leave in service',
  U: 'Unused leave on termination',
  P: 'Paid parental leave',
  W: "Workers' compensation",
  A: 'Ancillary and defence leave',
  O: 'Other paid leave',
} as const;
export type StpPaidLeaveType = keyof typeof STP_PAID_LEAVE_TYPES;

export const isStpPaidLeaveType = (value: unknown): value is StpPaidLeaveType =>
  typeof value === 'string' && Object.hasOwn(STP_PAID_LEAVE_TYPES, value);
