import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/**
 * Ids and locators of the payroll records that routes name by id alone (`/payroll/pay-runs/{id}`,
 * `/organizations/{id}/pay-schedules/{scheduleId}`, ...): ids come from the payroll table's counters
 * (`nextId(payrollCounter(), 'pay_run')`), and each such record's locator is written in the
 * transaction that creates it, so authorization can find its organization (core/access/authorize.ts).
 * A purge removes the locators with the organization's records.
 */
export const PAYROLL_LOCATED_KINDS = ['pay_run', 'pay_schedule', 'pay_item', 'tax_table', 'stp_event'] as const;
export type PayrollLocatedKind = (typeof PAYROLL_LOCATED_KINDS)[number];

export const payrollCounter = lazy(() => createCounterEntity(tableNames().payroll, dynamo()));
export const payrollLocator = lazy(() =>
  createLocatorEntity(tableNames().payroll, dynamo(), 'payroll', PAYROLL_LOCATED_KINDS),
);
