/**
 * Timesheet figures (issue 27 "Performance"): interpreting a fortnight for 1,000 employees (about
 * 10,000 shifts) under the General Retail Industry Award, and the seeding a pay run of 1,000 hourly
 * employees paid from approved timesheets needs (payroll.ts runs it beside the salaried run).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GENERAL_RETAIL } from '@wattle/shared/pay-conditions/builtins';
import { timesheetPayLines } from '@wattle/shared/pay-conditions/timesheet-pay';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import {
  timesheetCounter,
  timesheetEntity,
  timesheetPeriodEntity,
} from '../../functions/src/core/timesheets/timesheet-entities.ts';
import { round } from './util.ts';

const EMPLOYMENT = ['casual', 'part_time', 'full_time'] as const;
const SHIFTS = [
  ['07:00', '15:30', 30],
  ['09:00', '17:30', 30],
  ['12:00', '21:00', 30],
  ['16:00', '23:00', 30],
  ['10:00', '13:00', 0],
] as const;

/** Employee `n`'s fortnight from `start` (a Monday): ten shifts, weekends and evenings among them. */
export function fortnightOf(n: number, start: string) {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: 10 }, (_, index) => {
    // Days 0–13; the pattern shifts by employee so Saturdays, Sundays and evenings all appear.
    const day = (index + (index >= 5 ? 2 : 0) + (n % 3)) % 14;
    const [start_time, end_time, break_minutes] = SHIFTS[(n + index) % SHIFTS.length] as (typeof SHIFTS)[number];
    return {
      date: new Date(first + day * 86_400_000).toISOString().slice(0, 10),
      entries: [{ start_time, end_time, break_minutes }],
    };
  })
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .filter((day, index, all) => index === 0 || all[index - 1]?.date !== day.date);
}

export interface InterpretFigures {
  employees: number;
  shifts: number;
  seconds: number;
}

/** Interprets 1,000 employees' fortnights (pure: the interpreter's own cost). */
export function measureInterpretation(employees = 1000): InterpretFigures {
  const start = '2026-11-30';
  const sheets = Array.from({ length: employees }, (_, n) => fortnightOf(n, start));
  const shifts = sheets.reduce((sum, days) => sum + days.length, 0);
  const began = performance.now();
  let total = 0;
  sheets.forEach((days, n) => {
    const pay = timesheetPayLines(
      days,
      {
        kind: 'set',
        set: GENERAL_RETAIL,
        employee: { employment_type: EMPLOYMENT[n % 3] as (typeof EMPLOYMENT)[number], classification: 'L1' },
      },
      { public_holidays: ['2026-12-25'], period_start: start },
    );
    total += pay.total_cents;
  });
  if (total <= 0) throw new Error('timesheets bench: nothing was paid');
  return { employees, shifts, seconds: round((performance.now() - began) / 1000, 3) };
}

/** Approved timesheets (and their period guards) for `ids` from `periodStart`, 25 items a BatchWrite. */
export async function seedApprovedTimesheets(organizationId: number, ids: readonly number[], periodStart: string) {
  await seedTimesheets(organizationId, ids, periodStart, 'approved');
}

/**
 * Timesheets of `status` (and their period guards) for `ids` from `periodStart`, 25 items a
 * BatchWrite, on a block of ids of their own: answers their ids.
 */
export async function seedTimesheets(
  organizationId: number,
  ids: readonly number[],
  periodStart: string,
  status: 'approved' | 'submitted',
): Promise<number[]> {
  const now = new Date().toISOString();
  const periodEnd = new Date(Date.parse(`${periodStart}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
  const items: Record<string, unknown>[] = [];
  // One counter update reserves the ids of all of them (the last is the counter's new value).
  const reserved = await timesheetCounter()
    .update({ name: 'timesheet' })
    .add({ value: ids.length })
    .go({ response: 'all_new' });
  const first = Number(reserved.data.value) - ids.length + 1;
  for (const [n, employee_id] of ids.entries()) {
    const timesheet_id = first + n;
    const days = fortnightOf(n, periodStart).map((day) => ({ ...day, source: 'manual' as const }));
    items.push(
      timesheetEntity()
        .put({
          organization_id: organizationId,
          timesheet_id,
          employee_id,
          employee_name: `Bench ${employee_id}`,
          period_start: periodStart,
          period_end: periodEnd,
          status,
          days,
          worked_minutes: 0,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .params<{ Item: Record<string, unknown> }>().Item,
      timesheetPeriodEntity()
        .put({ organization_id: organizationId, period_start: periodStart, employee_id, timesheet_id })
        .params<{ Item: Record<string, unknown> }>().Item,
    );
  }
  for (let start = 0; start < items.length; start += 25) {
    const batch = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableNames().timesheets]: batch } }));
  }
  return ids.map((_, n) => first + n);
}
