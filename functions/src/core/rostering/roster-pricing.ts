import type { TimesheetPayTerms } from '@wattle/shared/pay-conditions/timesheet-pay';

/**
 * What the roster needs of payroll, which sits above it (it owns pay terms and pay condition sets):
 * each employee's terms for a week, as timesheets are priced (`timesheetTermsOf` on the week's last
 * day), the public holidays of their state and their agreed weekly hours. The routes pass payroll's
 * (core/payroll: rosterTermsOf); rostering never imports payroll.
 */
export interface RosterTermsRequest {
  /** Echoed back as the answer's key. */
  key: string;
  employee_id: number;
  period_start: string;
  period_end: string;
}

export interface RosterTerms {
  /** Null: no pay to price (not set up, salaried, a set gone): `unpriced` says why. */
  terms: TimesheetPayTerms | null;
  unpriced: string | null;
  public_holidays: readonly string[];
  /** A part-timer's agreed weekly minutes (their work pattern in force on the week's last day); null otherwise. */
  contracted_minutes_week: number | null;
}

export interface RosterPricing {
  terms(organizationId: number, requests: readonly RosterTermsRequest[]): Promise<Map<string, RosterTerms>>;
}
