import { SCHEDULE_1_2024 } from './schedule-1-2024.ts';
import { SCHEDULE_1_2026 } from './schedule-1-2026.ts';
import { SCHEDULE_8_2025 } from './schedule-8-2025.ts';
import { SCHEDULE_8_2026 } from './schedule-8-2026.ts';
import type { Schedule1Table, Schedule8Table } from './types.ts';

/** The schedules the product carries, oldest first; a pay date outside them needs a loaded table. */
export const SCHEDULE_1_TABLES: readonly Schedule1Table[] = [SCHEDULE_1_2024, SCHEDULE_1_2026];
export const SCHEDULE_8_TABLES: readonly Schedule8Table[] = [SCHEDULE_8_2025, SCHEDULE_8_2026];

const covers = (table: { applies_from: string; applies_to: string | null }, day: string) =>
  table.applies_from <= day && (table.applies_to === null || day <= table.applies_to);

export const schedule1For = (day: string) => SCHEDULE_1_TABLES.find((table) => covers(table, day));
export const schedule8For = (day: string) => SCHEDULE_8_TABLES.find((table) => covers(table, day));

/** Whether [from, to] overlaps a period the product's tables of this schedule cover. */
export const overlapsProduct = (
  tables: readonly { applies_from: string; applies_to: string | null }[],
  from: string,
  to: string,
) => tables.some((table) => table.applies_from <= to && (table.applies_to === null || from <= table.applies_to));
