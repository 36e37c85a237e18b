/**
 * Rostering (issue 28 "Performance"): 500 employees × 4 weeks (10,000 shifts) written straight into
 * the rostering table, all in one department. `GET /rosters` for one department-week is timed
 * against the raw DynamoDB reads it makes (replayed, compare.ts: budget 1.5x), and the checks and
 * costs of the 4 weeks (`GET /rosters/checks` over 28 days) against the 2 s budget. The reads
 * include each shown person's Query of their shifts in other departments (the bench organization
 * has several departments: 500 Queries, 8 at once): the raw side replays the recorded calls in
 * the same waves, so its baseline counts them.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@wattle/shared/calendar';
import { GENERAL_RETAIL } from '@wattle/shared/pay-conditions/builtin-retail';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { checkWeek, mondayOf } from '../../functions/src/core/rostering/roster-checks.ts';
import { shiftCounter, shiftEntity } from '../../functions/src/core/rostering/roster-entities.ts';
import { type Comparison, compareWithRaw, OVERHEAD_RATIO_BUDGET } from './compare.ts';
import type { HttpApi } from './http.ts';
import type { Row } from './report.ts';
import { comparisonRow } from './rows.ts';
import { fmt } from './settings.ts';
import { median, pool, progress, round } from './util.ts';

export const ROSTER_EMPLOYEES = 500;
export const ROSTER_WEEKS = 4;
/** Four Mondays no other part writes shifts for (roster-fps.ts writes its week in an organization of its own). */
export const FIRST_MONDAY = '2027-03-01';
export const ROSTER_CHECKS_BUDGET_SECONDS = 2;

export interface RosterFigures {
  employees: number;
  shifts: number;
  week: Comparison;
  /** GET /rosters/checks over the 4 weeks, over HTTP (reads included; the bench's employees have no pay set up). */
  checksMedianSeconds: number;
  checks: number;
  compute: RosterCompute;
}

export interface RosterCompute {
  shifts: number;
  checks: number;
  cost_cents: number;
  seconds: number;
}

const EMPLOYMENT = ['casual', 'part_time', 'full_time'] as const;

/**
 * The checks and costs of the 4 weeks computed (core/rostering/roster-checks.ts, what both roster
 * routes run per employee-week) for the same 10,000 shifts, every employee under the General Retail
 * Industry Award (Level 1, casual, part-time and full-time in turn), so the interpreter prices and
 * flags every shift: the compute alone, without the reads.
 */
export function measureRosterCompute(employees = ROSTER_EMPLOYEES): RosterCompute {
  const context = { employment: new Map(), leave: new Map(), severity: {} };
  const weeks = Array.from({ length: ROSTER_WEEKS }, (_, week) => addDays(FIRST_MONDAY, week * 7));
  const planned = Array.from({ length: employees }, (_, n) =>
    shiftsOf(n + 1, n).map((shift, index) => ({ ...shift, shift_id: n * 100 + index + 1 })),
  );
  const began = performance.now();
  let checks = 0;
  let cost_cents = 0;
  for (const [n, shifts] of planned.entries()) {
    const terms = {
      terms: {
        kind: 'set' as const,
        set: GENERAL_RETAIL,
        employee: { employment_type: EMPLOYMENT[n % 3] as (typeof EMPLOYMENT)[number], classification: 'L1' },
      },
      unpriced: null,
      public_holidays: [],
      contracted_minutes_week: n % 3 === 1 ? 30 * 60 : null,
    };
    for (const week of weeks) {
      const own = shifts.filter((shift) => mondayOf(shift.date) === week);
      const result = checkWeek({ employee_id: n + 1, week_start: week, shifts: own, terms }, context);
      checks += result.checks.length;
      cost_cents += result.costs.reduce((sum, cost) => sum + cost.cost_cents, 0);
    }
  }
  const seconds = round((performance.now() - began) / 1000, 3);
  if (cost_cents <= 0) throw new Error('roster bench: nothing was costed');
  return { shifts: planned.reduce((sum, shifts) => sum + shifts.length, 0), checks, cost_cents, seconds };
}

/** Each employee's five shifts a week for `weeks` weeks from FIRST_MONDAY (a short one now and then, so checks fire). */
function shiftsOf(employeeId: number, n: number, weeks = ROSTER_WEEKS) {
  const found: Array<{ date: string; start_time: string; end_time: string; break_minutes: number }> = [];
  for (let week = 0; week < weeks; week++)
    for (let day = 0; day < 5; day++) {
      const date = addDays(FIRST_MONDAY, week * 7 + ((day + (n % 2)) % 6));
      const short = (n + day + week) % 17 === 0;
      found.push({ date, start_time: '09:00', end_time: short ? '11:00' : '17:00', break_minutes: short ? 0 : 30 });
    }
  return found.map((shift) => ({ ...shift, employee_id: employeeId }));
}

/**
 * Writes `weeks` weeks of shifts (draft, five a week) for each of `employees` in `departmentId`,
 * from FIRST_MONDAY, straight into the rostering table: the count written.
 */
export async function seedShifts(
  organizationId: number,
  departmentId: number,
  employees: readonly number[],
  weeks = ROSTER_WEEKS,
): Promise<number> {
  const planned = employees.flatMap((id, n) => shiftsOf(id, n, weeks));
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
  const compute = measureRosterCompute(employees.length);
  return {
    employees: employees.length,
    shifts,
    week,
    checksMedianSeconds: round(median(times) / 1000, 3),
    checks,
    compute,
  };
}

/** The week's read against its raw reads, and the 4 weeks' checks and costs against 2 s. */
export function rosterRows(figures: RosterFigures): Row[] {
  return [
    comparisonRow(11, figures.week, OVERHEAD_RATIO_BUDGET),
    {
      section: 11,
      figure: `roster checks and costs computed for ${fmt(figures.employees, 0)} employees × ${ROSTER_WEEKS} weeks (${fmt(figures.compute.shifts, 0)} shifts under MA000004, ${fmt(figures.compute.checks, 0)} checks)`,
      value: `${fmt(figures.compute.seconds, 3)} s`,
      budget: `< ${ROSTER_CHECKS_BUDGET_SECONDS} s`,
      pass: figures.compute.seconds < ROSTER_CHECKS_BUDGET_SECONDS,
    },
    {
      section: 11,
      figure: `GET /rosters/checks over ${ROSTER_WEEKS} weeks of ${fmt(figures.shifts, 0)} shifts over HTTP, reads included (median; the seeded employees have no pay set up, ${fmt(figures.checks, 0)} checks)`,
      value: `${fmt(figures.checksMedianSeconds, 3)} s`,
      budget: '',
      pass: null,
    },
  ];
}
