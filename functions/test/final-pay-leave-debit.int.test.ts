import { beforeAll, describe, expect, it } from 'vitest';
import { runPayRunTaskRecord } from '../src/core/payroll/pay-run-worker.ts';
import { createEmployee } from './employee-support.ts';
import { adjust, entriesOf } from './leave-support.ts';
import { recordExit } from './lifecycle-support.ts';
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
 * Issue 30 §1: the annual leave a final pay pays out is debited from the balance when the run
 * posts the payslip — through the leave ledger's adjustment entry (as a cash-out's), once however
 * often the posting task is delivered, and audited.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let employeeId: number;

const paidOut = (entries: Json[]) =>
  entries.filter((entry) => String(entry.reason ?? '').includes('unused annual leave paid out in the final pay'));

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Lena Leaver'));
  const lena = await createEmployee(owner, f, { first_name: 'Lena', last_name: 'Leaver', joining_date: '2024-02-05' });
  employeeId = lena.id;
  await setPay(org, employeeId, { basis: 'hourly', hourly_rate_e4: 500_000, pay_schedule_id: scheduleId });
  const added = await adjust(owner, org, {
    employee_id: employeeId,
    leave_type_id: 1,
    hours: '100.00',
    reason: 'Balance brought from the previous system',
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const exit = await recordExit(owner, lena, { last_working_day: '2026-11-13', reason: 'resignation' });
  expect(exit.status, JSON.stringify(exit.body)).toBe(201);
}, 120_000);

describe('a final pay’s unused leave', () => {
  it('is debited from the annual leave balance once, when the run posts it', async () => {
    const set = await request('POST', `/employees/${employeeId}/final-pay`, {
      token: owner.token,
      body: { annual_leave_hours: '40.00' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(201);
    const runId = await calculatedPayRun(owner.token, org, scheduleId);
    // Set up and calculated, not yet paid: the balance is untouched.
    expect(paidOut(await entriesOf(owner, employeeId, 1))).toEqual([]);

    const finalised = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(finalised.status, JSON.stringify(finalised.body)).toBe(200);
    await runPendingTasks(org, runId);
    // The posting task delivered again changes nothing.
    for (const task of await tasksOf(org, runId))
      if (task.kind === 'finalise') await runPayRunTaskRecord(recordOf(task));

    const debits = paidOut(await entriesOf(owner, employeeId, 1));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ kind: 'adjustment' });
    expect(debits[0].reason).toMatch(/^Pay run \d+ \(.+\): 40\.00 h of unused annual leave paid out in the final pay$/);
    expect(JSON.stringify(debits[0])).toContain('-40.00');

    const audit = await request(
      'GET',
      `/organizations/${org}/audit-log?module=payroll&record_type=payslip&per_page=100`,
      { token: owner.token },
    );
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const events = (audit.body.data?.data ?? audit.body.data ?? []) as Json[];
    expect(
      events.filter((event) =>
        String(event.summary).startsWith('Debited the leave paid out in the final pay of Lena Leaver'),
      ),
    ).toHaveLength(1);
  });
});
