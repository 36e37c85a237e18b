/**
 * Rostering (issue 28 "Performance"): 500 employees × 4 weeks (10,000 shifts) written straight into
 * the rostering table, all in one department. `GET /rosters` for one department-week is timed
 * against the raw DynamoDB reads it makes (replayed, compare.ts: budget 1.5x), and the checks and
 * costs of the 4 weeks (`GET /rosters/checks` over 28 days) against the 2 s budget.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@wattle/shared/calendar';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { shiftCounter, shiftEntity } from '../../functions/src/core/rostering/roster-entities.ts';
import { type Comparison, compareWithRaw, OVERHEAD_RATIO_BUDGET } from './compare.ts';
import type { HttpApi } from './http.ts';
import type { Row } from './report.ts';
import { comparisonRow } from './rows.ts';
import { fmt } from './settings.ts';
import { median, pool, progress, round } from './util.ts';

export const ROSTER_EMPLOYEES = 500;
export const ROSTER_WEEKS = 4;
/** Four Mondays no other part writes shifts for. */
const FIRST_MONDAY = '2027-03-01';
export const ROSTER_CHECKS_BUDGET_SECONDS = 2;

export interface RosterFigures {
  employees: number;
  shifts: number;
  week: Comparison;
  checksMedianSeconds: number;
  checks: number;
}

/** Each employee's five shifts a week for the four weeks (a short one now and then, so checks fire). */
function shiftsOf(employeeId: number, n: number) {
  const found: Array<{ date: string; start_time: string; end_time: string; break_minutes: number }> = [];
  for (let week = 0; week < ROSTER_WEEKS; week++)
    for (let day = 0; day < 5; day++) {
      const date = addDays(FIRST_MONDAY, week * 7 + ((day + (n % 2)) % 6));
      const short = (n + day + week) % 17 === 0;
      found.push({ date, start_time: '09:00', end_time: short ? '11:00' : '17:00', break_minutes: short ? 0 : 30 });
    }
  return found.map((shift) => ({ ...shift, employee_id: employeeId }));
}

async function seedShifts(organizationId: number, departmentId: number, employees: readonly number[]): Promise<number> {
  const planned = employees.flatMap((id, n) => shiftsOf(id, n));
  const reserved = await shiftCounter()
    .update({ name: 'shift' })
    .add({ value: planned.length })
    .go({ response: 'all_new' });
  const first = Number(reserved.data.value) - planned.length + 1;
  const now = new Date().toISOString();
  const items = planned.map(
    (shift, n) =>
      shiftEntity()
        .put({
          organization_id: organizationId,
          shift_id: first + n,
          ...shift,
          employee_name: `Bench ${shift.employee_id}`,
          department_id: departmentId,
          status: 'draft',
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .params<{ Item: Record<string, unknown> }>().Item,
  );
  const batches = Math.ceil(items.length / 25);
  await pool(batches, 8, async (batch) => {
    const chunk = items.slice(batch * 25, batch * 25 + 25).map((Item) => ({ PutRequest: { Item } }));
    let pending: Record<string, unknown>[] | undefined = chunk;
    while (pending && pending.length > 0) {
      const answer = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableNames().rostering]: pending } }),
      );
      pending = answer.UnprocessedItems?.[tableNames().rostering] as Record<string, unknown>[] | undefined;
    }
  });
  return items.length;
}

export async function measureRoster(
  api: HttpApi,
  organizationId: number,
  departmentId: number,
  runs: number,
): Promise<RosterFigures> {
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const employees = ((options.body?.data ?? []) as { id: number }[])
    .map((option) => option.id)
    .slice(0, ROSTER_EMPLOYEES);
  if (employees.length === 0) throw new Error('roster bench: no employees');
  progress(`roster: writing ${employees.length} employees × ${ROSTER_WEEKS} weeks of shifts`);
  const shifts = await seedShifts(organizationId, departmentId, employees);
  const range = (to: string) =>
    `/rosters?organization_id=${organizationId}&department_id=${departmentId}&from=${FIRST_MONDAY}&to=${to}`;
  const week = await compareWithRaw(api, 'roster: one department-week', range(addDays(FIRST_MONDAY, 6)), runs);
  const checksPath = range(addDays(FIRST_MONDAY, ROSTER_WEEKS * 7 - 1)).replace('/rosters?', '/rosters/checks?');
  const times: number[] = [];
  let checks = 0;
  for (let run = 0; run < runs; run++) {
    progress(`roster: checks and costs of ${ROSTER_WEEKS} weeks, run ${run + 1}/${runs}`);
    const answer = await api.timedGet(checksPath);
    if (answer.status !== 200)
      throw new Error(`GET ${checksPath} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    times.push(answer.ms);
    checks = (JSON.parse(answer.text).data.checks as unknown[]).length;
  }
  return { employees: employees.length, shifts, week, checksMedianSeconds: round(median(times) / 1000, 3), checks };
}

/** The week's read against its raw reads, and the 4 weeks' checks and costs against 2 s. */
export function rosterRows(figures: RosterFigures): Row[] {
  return [
    comparisonRow(11, figures.week, OVERHEAD_RATIO_BUDGET),
    {
      section: 11,
      figure: `roster checks and costs of ${fmt(figures.employees, 0)} employees × ${ROSTER_WEEKS} weeks (${fmt(figures.shifts, 0)} shifts, ${fmt(figures.checks, 0)} checks; GET /rosters/checks, median)`,
      value: `${fmt(figures.checksMedianSeconds, 3)} s`,
      budget: `< ${ROSTER_CHECKS_BUDGET_SECONDS} s`,
      pass: figures.checksMedianSeconds < ROSTER_CHECKS_BUDGET_SECONDS,
    },
  ];
}
