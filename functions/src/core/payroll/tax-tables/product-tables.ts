import type { BuiltInTaxTable } from '@wattle/shared/payroll-withholding';
import { EXTRA_PAY_PERIOD_TABLE } from './extra-pay-period.ts';
import { MEDICARE_LEVY_ADJUSTMENTS } from './medicare-levy-adjustment.ts';
import { SCHEDULE_1_2024 } from './schedule-1-2024.ts';
import { SCHEDULE_1_2026 } from './schedule-1-2026.ts';
import { SCHEDULE_8_2024 } from './schedule-8-2024.ts';
import { SCHEDULE_8_2025 } from './schedule-8-2025.ts';
import { SCHEDULE_8_2026 } from './schedule-8-2026.ts';
import { SCHEDULE_15_TABLES } from './schedule-15.ts';
import type { PublishedTable, Schedule1Table, Schedule8Table } from './types.ts';

/**
 * The schedules the product carries, oldest first; a pay date outside them needs a loaded table, and
 * a loaded table replaces them for its scale and dates (core/payroll/withholding.ts).
 */
export const SCHEDULE_1_TABLES: readonly Schedule1Table[] = [SCHEDULE_1_2024, SCHEDULE_1_2026];
export const SCHEDULE_8_TABLES: readonly Schedule8Table[] = [SCHEDULE_8_2024, SCHEDULE_8_2025, SCHEDULE_8_2026];

const covers = (table: { applies_from: string; applies_to: string | null }, day: string) =>
  table.applies_from <= day && (table.applies_to === null || day <= table.applies_to);

export const schedule1For = (day: string) => SCHEDULE_1_TABLES.find((table) => covers(table, day));
export const schedule8For = (day: string) => SCHEDULE_8_TABLES.find((table) => covers(table, day));

/** The product's tables as payroll settings lists them, with whether each was checked against the ATO's own text. */
export function builtInTaxTables(): BuiltInTaxTable[] {
  const describe = (schedule: BuiltInTaxTable['schedule'], table: PublishedTable): BuiltInTaxTable => ({
    schedule,
    name: table.name,
    source: table.source,
    source_url: table.source_url,
    published: table.published,
    applies_from: table.applies_from,
    applies_to: table.applies_to,
    verified: table.verified,
    verification: table.verification,
  });
  return [
    ...SCHEDULE_1_TABLES.map((table) => describe('Schedule 1', table)),
    ...SCHEDULE_8_TABLES.map((table) => describe('Schedule 8', table)),
    ...SCHEDULE_15_TABLES.map((table) => describe('Schedule 15', table)),
    // Issue 30 §3: the declaration's Medicare levy adjustment and the 53rd (27th) pay's extra.
    ...MEDICARE_LEVY_ADJUSTMENTS.map((figures) => ({
      schedule: 'Medicare levy adjustment' as const,
      name: 'Schedule 1 (NAT 1004): Medicare levy adjustment figures',
      source: `ATO, Schedule 1 “Medicare levy adjustment” (${figures.source})`,
      source_url: null,
      published: figures.published,
      applies_from: figures.applies_from,
      applies_to: figures.applies_to,
      verified: false,
      verification: figures.verification,
    })),
    {
      schedule: '53rd or 27th pay',
      name: 'Additional withholding for 53 weekly or 27 fortnightly pays in a year',
      source: `ATO, “Withholding for 27 fortnightly or 53 weekly pays in a year” (${EXTRA_PAY_PERIOD_TABLE.source})`,
      source_url: null,
      published: '2015-07-01',
      applies_from: '2015-07-01',
      applies_to: null,
      verified: EXTRA_PAY_PERIOD_TABLE.verified,
      verification: EXTRA_PAY_PERIOD_TABLE.verification,
    },
  ];
}
