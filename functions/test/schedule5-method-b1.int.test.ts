import { beforeAll, describe, expect, it } from 'vitest';
import { finaliseRun, payslipOf } from './back-pay-support.ts';
import { createEmployee } from './employee-support.ts';
import { addItem, calculatedPayRun, type PayrollWorkspace, payrollWorkspace, setPay } from './pay-run-support.ts';
import { type Json, request } from './support.ts';
import { fortnightlyWithholding as withheld } from './withholding-support.ts';

/**
 * Issue 30 §2: a back pay of earlier periods of this financial year withheld by Schedule 5 Method
 * B(i), through pay runs: the two fortnights it accrued in were paid and finalised here, the back
 * pay is worked over them and added to this fortnight's Schedule 1 withholding.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let employeeId: number;

const finalise = (runId: number) => finaliseRun(owner.token, org, runId);
const slipOf = (runId: number) => payslipOf(owner.token, runId, employeeId);

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Ben Bone'));
  const ben = await createEmployee(owner, f, { first_name: 'Ben', last_name: 'Bone', joining_date: '2026-01-05' });
  employeeId = ben.id;
  await setPay(org, employeeId, {
    effective_from: '2026-01-05',
    basis: 'salary',
    annual_salary_cents: 5_200_000,
    pay_schedule_id: scheduleId,
  });
  for (const period of [
    { period_start: '2026-10-05', period_end: '2026-10-18', pay_date: '2026-10-21' },
    { period_start: '2026-10-19', period_end: '2026-11-01', pay_date: '2026-11-04' },
  ]) {
    await finalise(await calculatedPayRun(owner.token, org, scheduleId, period));
  }
}, 180_000);

describe('Schedule 5 Method B(i)', () => {
  it('works a back pay over the fortnights it accrued in and names the method', async () => {
    await addItem(org, employeeId, {
      kind: 'back_pay',
      description: 'Award rise missed',
      amount_cents: 140_000,
      recurring: false,
      schedule5_method: 'B1',
      accrued_from: '2026-10-05',
      accrued_to: '2026-11-01',
    } as Parameters<typeof addItem>[2]);
    const runId = await calculatedPayRun(owner.token, org, scheduleId);
    const slip = await slipOf(runId);
    expect(slip.problem).toBeUndefined();
    // $700 of it in each fortnight: each paid $2,000 and withheld the table's amount on it then.
    const expected = withheld(200_000) + 2 * (withheld(270_000) - withheld(200_000));
    const line = slip.lines.find((each: Json) => each.kind === 'withholding');
    expect(Math.round(Number(line.amount) * 100)).toBe(expected);
    expect(line.description).toContain('by ATO Schedule 5, Method B(i) (unverified)');
    // As Method A the same back pay withholds differently: the method is what changed it.
    const methodA = withheld(200_000) + (withheld(200_000 + 5_300) - withheld(200_000)) * 26;
    expect(expected).not.toBe(methodA);

    // Added in review: 422 when it accrued in an earlier financial year, or in this period.
    const add = (accrued_from: string, accrued_to: string) =>
      request('PATCH', `/payroll/pay-runs/${runId}/payslips/${employeeId}`, {
        token: owner.token,
        body: {
          version: slip.version,
          add: [
            {
              kind: 'back_pay',
              description: 'More',
              amount: '10.00',
              schedule5_method: 'B1',
              accrued_from,
              accrued_to,
            },
          ],
        },
      });
    const lastYear = await add('2026-05-04', '2026-05-17');
    expect(lastYear.status).toBe(422);
    expect(lastYear.body.message).toBe(
      "Method B(i) is for back pay accrued in the pay date's financial year (from 2026-07-01): choose Method A or B(ii).",
    );
    const thisPeriod = await add('2026-10-19', '2026-11-08');
    expect(thisPeriod.status).toBe(422);
    expect(thisPeriod.body.message).toBe(
      'Method B(i) is for back pay of earlier pay periods: the accrual must end before this period starts (2026-11-02).',
    );
    const bonus = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${employeeId}`, {
      token: owner.token,
      body: {
        version: slip.version,
        add: [{ kind: 'bonus', description: 'B', amount: '1.00', schedule5_method: 'B1' }],
      },
    });
    expect(bonus.status).toBe(422);
  });
});
