import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@wattle/shared/calendar';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { beforeAll, describe, expect, it } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { postOrganizationAccrual } from '../src/core/leave/accrual-worker.ts';
import { runPayRunTaskRecord } from '../src/core/payroll/pay-run-worker.ts';
import { createEmployee } from './employee-support.ts';
import { decide, madeRequest } from './leave-request-support.ts';
import { balancesOf, entriesOf, pattern, setWorkPattern } from './leave-support.ts';
import {
  calculatedPayRun,
  type PayrollWorkspace,
  payrollWorkspace,
  recordOf,
  runPendingTasks,
  setPay,
  tasksOf,
} from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Accrual follows pay: a finalised run's ordinary hours replace the work pattern's estimate for its
 * period (NES s 87), posted with the payslip, once however often the task is delivered.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let full: Json;
let partial: Json;
let unpaidDay: Json;
let serviceDay: Json;
let runId: number;

const UNPAID_CARERS = 4;
const COMMUNITY_SERVICE = 6;

const slipOf = (run: Json, employeeId: number) => run.payslips.find((slip: Json) => slip.employee_id === employeeId);
const accrued = (slip: Json) => Object.fromEntries(slip.leave_accrued.map((row: Json) => [row.name, row.hours]));

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Accrual Owner'));
  full = await createEmployee(owner, f, { first_name: 'Fay', last_name: 'Fulltime' });
  partial = await createEmployee(owner, f, { first_name: 'Pat', last_name: 'Paidless' });
  unpaidDay = await createEmployee(owner, f, { first_name: 'Una', last_name: 'Carer' });
  serviceDay = await createEmployee(owner, f, { first_name: 'Cass', last_name: 'Juror' });
  for (const employee of [full, partial, unpaidDay, serviceDay]) {
    await setWorkPattern(org, employee.id, [pattern({ effective_from: '2026-01-12' })]);
  }
  for (const [employee, leaveTypeId] of [
    [unpaidDay, UNPAID_CARERS],
    [serviceDay, COMMUNITY_SERVICE],
  ] as const) {
    await setPay(org, employee.id, { basis: 'hourly', hourly_rate_e4: 400_000, pay_schedule_id: scheduleId });
    const made = await madeRequest(owner, {
      organization_id: org,
      employee_id: employee.id,
      leave_type_id: leaveTypeId,
      start_date: '2026-11-04',
      end_date: '2026-11-04',
    });
    const approved = await decide(owner, made, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  }
  await setPay(org, full.id, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  // Paid 32 ordinary hours a week while the work pattern still says 38.
  await setPay(org, partial.id, {
    basis: 'hourly',
    hourly_rate_e4: 400_000,
    ordinary_hours_per_week: 3200,
    pay_schedule_id: scheduleId,
  });
  runId = await calculatedPayRun(owner.token, org, scheduleId);
}, 120_000);

const typeIds = async (employeeId: number) => {
  const balances = await balancesOf(owner, employeeId);
  return { annual: balances.annual.leave_type_id as number, personal: balances.personal.leave_type_id as number };
};

describe('leave accrual from a pay run', () => {
  it('shows in review what each payslip’s ordinary hours accrue', async () => {
    const { body } = await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token });
    // 76 h a fortnight: 76 × 4/52 of annual leave, 76 × 2/52 of personal/carer's leave, and NSW long
    // service leave's 8.6667 weeks in 10 years (76 × 0.86667/52).
    expect(accrued(slipOf(body.data, full.id))).toEqual({
      'Annual Leave': '5.85',
      "Personal/Carer's Leave": '2.92',
      'Long Service Leave': '1.27',
    });
    // 64 h: 4.92, 2.46 and 1.07.
    expect(accrued(slipOf(body.data, partial.id))).toEqual({
      'Annual Leave': '4.92',
      "Personal/Carer's Leave": '2.46',
      'Long Service Leave': '1.07',
    });
  });

  it('posts on finalising the difference from the work pattern, once, with the payslip', async () => {
    const before = await balancesOf(owner, partial.id);
    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    // The queue delivers the finalise task again: nothing more is posted.
    for (const task of await tasksOf(org, runId)) await runPayRunTaskRecord(recordOf(task));

    const ids = await typeIds(partial.id);
    const annual = (await entriesOf(owner, partial.id, ids.annual)).filter((entry) => entry.kind === 'pay_run');
    expect(annual).toHaveLength(1);
    // 64 h paid accrue 4.92 h; the pattern's 76 h accrued 5.85 h: −0.92 h.
    expect(annual[0]).toMatchObject({ kind: 'pay_run', hours: '-0.92' });
    expect(annual[0].reason).toBe(
      `Pay run ${runId} (2 November 2026 to 15 November 2026): 4.92 h accrued on 64.00 h paid, 5.85 h by the work pattern`,
    );
    const personal = (await entriesOf(owner, partial.id, ids.personal)).filter((entry) => entry.kind === 'pay_run');
    expect(personal).toHaveLength(1);

    // Dated the day it was posted: today's balance has it. Balances show hundredths of a sum kept
    // finer (about -0.4615 h here), so the shown balance moves by the entry give or take one hundredth,
    // depending on how much the work pattern has accrued by today.
    const after = await balancesOf(owner, partial.id);
    const moved = (code: string) => Number(after[code].balance_hours) - Number(before[code].balance_hours);
    expect(Math.abs(moved('annual') - -0.92)).toBeLessThan(0.0101);
    expect(Math.abs(moved('personal') - -0.46)).toBeLessThan(0.0101);
    // One audit event for the posting transaction's accrual, on the pay run, naming each employee
    // and each type's balance change (not one event per entry, nor per employee); the reason stays
    // on the entry (above), not repeated in the event.
    const log = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=leave`, {
      token: owner.token,
    });
    type Event = { summary: string; record_type: string; record_id: string; changes: { label: string }[] };
    const pat = log.body.data.data.filter(
      (event: Event) => event.summary.includes('Pat Paidless') && event.summary.includes(`Pay run ${runId}`),
    ) as Event[];
    expect(pat).toHaveLength(1);
    const [event] = pat as [Event];
    expect(event).toMatchObject({ record_type: 'pay_run', record_id: String(runId) });
    expect(event.summary).toContain('leave accrued on the hours paid for 1 employee (Pat Paidless).');
    expect(event.summary).not.toContain('h paid,');
    expect(event.changes.map((change) => change.label)).toEqual(
      expect.arrayContaining([
        'Pat Paidless: Annual Leave balance (h)',
        "Pat Paidless: Personal/Carer's Leave balance (h)",
      ]),
    );
  });

  it('keeps the posting’s entries of every type in one item, each type’s history showing its own', async () => {
    // The table itself: Pat's entries are one item with a part a type (leave/ledger-store.ts).
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().leave,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': `org#${org}`,
          ':prefix': `leave_entry#${String(partial.id).padStart(12, '0')}#`,
        },
        ConsistentRead: true,
      }),
    );
    const items = answer.Items ?? [];
    expect(items).toHaveLength(1);
    const [item] = items as [Json];
    expect(item.kind).toBe('pay_run');
    expect(item.parts).toHaveLength(3);
    expect(item.part_type_ids).toEqual(item.parts.map((part: Json) => part.leave_type_id));
    // Its types are NES types (never deleted): it is written once, not again into the type index.
    expect(item.gsi2pk).toBeUndefined();
    expect(item.gsi2sk).toBeUndefined();
    // The account's count names the item: the next entry is numbered after it.
    expect(item.entry_number).toBe(1);
    // Each type's history shows its part: its own hours, balance after and reason.
    const ids = await typeIds(partial.id);
    const balances = await balancesOf(owner, partial.id);
    const longService = balances.long_service.leave_type_id as number;
    const shown = await Promise.all(
      [ids.annual, ids.personal, longService].map(async (id) => (await entriesOf(owner, partial.id, id))[0]),
    );
    expect(shown.map((entry) => entry.hours)).toEqual(['-0.92', '-0.46', '-0.20']);
    expect(new Set(shown.map((entry) => entry.entry_id)).size).toBe(1);
    expect(shown[1].reason).toBe(
      `Pay run ${runId} (2 November 2026 to 15 November 2026): 2.46 h accrued on 64.00 h paid, 2.92 h by the work pattern`,
    );
    for (const part of item.parts as Json[]) {
      const entry = shown.find((row) => row.leave_type_id === part.leave_type_id);
      expect(entry?.balance_after_hours).toBe(unitsToHours(part.balance_after));
    }
  });

  it('leaves the posted day where it was; the accrual poster posts those days later, in order, and no balance moves', async () => {
    // Nothing was posted to Pat's account before the run: its posting wrote the pay-run entries
    // only, not an Accrual entry of each type since joining first.
    const ids = await typeIds(partial.id);
    const [entry, ...others] = await entriesOf(owner, partial.id, ids.annual);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ kind: 'pay_run', hours: '-0.92' });
    // Its balance after is the balance on its day: the work pattern's accrual through the day
    // before (read from no entry at all) and the entry.
    const dayBefore = await balancesOf(owner, partial.id, addDays(entry.date, -1));
    const expected = Number(dayBefore.annual.balance_hours) - 0.92;
    expect(Math.abs(Number(entry.balance_after_hours) - expected)).toBeLessThan(0.0101);
    const before = await balancesOf(owner, partial.id);

    // The poster, asked for the end of October, posts through the entry's day, so entries stay in
    // date order; the balances read the same before and after.
    await withActor({ type: 'system', reason: 'test' }, () => postOrganizationAccrual(org, '2026-10-31', 100));
    const entries = await entriesOf(owner, partial.id, ids.annual);
    expect(entries.map((row) => [row.kind, row.date])).toEqual([
      ['accrual', entry.date],
      ['pay_run', entry.date],
    ]);
    const after = await balancesOf(owner, partial.id);
    expect(after.annual.balance_hours).toBe(before.annual.balance_hours);
    expect(after.personal.balance_hours).toBe(before.personal.balance_hours);
    expect(entries[0].balance_after_hours).toBe(after.annual.balance_hours);
    // A day before the run still reads without the run's entry.
    expect((await balancesOf(owner, partial.id, addDays(entry.date, -1))).annual.balance_hours).toBe(
      dayBefore.annual.balance_hours,
    );
  });

  it('adds nothing when the hours paid are the work pattern’s, unpaid leave aside', async () => {
    // Fay: 76 h paid on a 76 h pattern. Una: a day of unpaid carer's leave, neither paid nor accruing
    // (s 22(2)(b)). Cass: a day of community service leave, unpaid but service (s 22(2)(b)(i)).
    for (const employee of [full, unpaidDay, serviceDay]) {
      const ids = await typeIds(employee.id);
      const entries = await entriesOf(owner, employee.id, ids.annual);
      expect(entries.filter((entry) => entry.kind === 'pay_run')).toEqual([]);
    }
  });

  it('shows unpaid leave that pauses accrual accruing nothing, and community service leave accruing', async () => {
    const { body } = await request('GET', `/payroll/pay-runs/${runId}`, { token: owner.token });
    // 68.40 h paid: 68.4 × 4/52 = 5.26 h of annual leave.
    expect(slipOf(body.data, unpaidDay.id)).toMatchObject({ ordinary_hours: '68.40', unpaid_leave_hours: '7.60' });
    expect(accrued(slipOf(body.data, unpaidDay.id))['Annual Leave']).toBe('5.26');
    expect(accrued(slipOf(body.data, serviceDay.id))['Annual Leave']).toBe('5.85');
  });
});
