import type { TimesheetPay } from '@wattle/shared/pay-conditions/timesheet-pay';
import type { TimesheetException, TimesheetPayLines } from '@wattle/shared/timesheets';
import type { TimesheetItem } from './timesheet-entities.ts';

/**
 * What timesheets need of payroll, which sits above them (it pays their hours): a new timesheet's
 * period (the employee's pay schedule) and timesheets priced under the employees' pay terms (pay
 * lines, and the exceptions with the rules of their pay condition sets). The routes pass payroll's
 * (core/payroll: timesheetPeriodFor, timesheetPeriodHolding, priceTimesheets); timesheets never import payroll.
 */
export interface PricedTimesheet {
  pay: TimesheetPay | null;
  unpriced: string | null;
  pay_condition_set_id: string | null;
  pay_condition_set_name: string | null;
  classification: string | null;
  exceptions: TimesheetException[];
  /** The rule that lets its overtime be taken as time off in lieu on its period's last day; null: it cannot. */
  time_off_rule: string | null;
  /** That rule's source is unconfirmed. */
  time_off_unverified: boolean;
}

export interface TimesheetPricing {
  periodFor(
    organizationId: number,
    employeeId: number,
    start: string,
  ): Promise<{ period_start: string; period_end: string }>;
  /** The period of the employee's pay schedule (or the Monday week) holding `day`. */
  periodHolding(
    organizationId: number,
    employeeId: number,
    day: string,
  ): Promise<{ period_start: string; period_end: string }>;
  price(
    organizationId: number,
    items: readonly TimesheetItem[],
    openClockDates: ReadonlyMap<number, readonly string[]>,
  ): Promise<Map<number, PricedTimesheet>>;
}

/** Prices `items` (one organization's), with their open clock days for the exceptions. */
export const priced = (pricing: TimesheetPricing, organizationId: number, items: readonly TimesheetItem[]) =>
  pricing.price(organizationId, items, new Map(items.map((item) => [item.timesheet_id, item.open_clock_dates ?? []])));

/** What the timesheet's pay lines answer. */
export function toPayLines(item: TimesheetItem, sheet: PricedTimesheet | undefined): TimesheetPayLines {
  const pay = sheet?.pay ?? null;
  return {
    timesheet_id: item.timesheet_id,
    pay_condition_set_id: sheet?.pay_condition_set_id ?? null,
    pay_condition_set_name: sheet?.pay_condition_set_name ?? null,
    classification: sheet?.classification ?? null,
    lines: pay?.lines ?? [],
    flags: pay?.flags ?? [],
    total_cents: pay?.total_cents ?? 0,
    worked_minutes: pay?.worked_minutes ?? item.worked_minutes,
    by_category: pay?.by_category ?? [],
    unverified: pay?.unverified ?? false,
  };
}
