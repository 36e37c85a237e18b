import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { calculatedPayRun, type PayrollWorkspace, payrollWorkspace, setPay } from './pay-run-support.ts';
import { type Json, request } from './support.ts';
import { novemberWithholding } from './withholding-support.ts';

/**
 * Issue 30 §3: a schedule set to "withhold extra in a year with a 53rd weekly (27th fortnightly)
 * pay" withholds the ATO's additional amount on every pay of such a year. The November fortnight's
 * Wednesday paydays fall 27 times in 2026–27 (1 July 2026 to 30 June 2027).
 */

let w: PayrollWorkspace;
let employee: Json;

const schedulePath = () => `/organizations/${w.org}/pay-schedules/${w.scheduleId}`;

beforeAll(async () => {
  w = await payrollWorkspace('Extra Pay Owner');
  employee = await createEmployee(w.owner, w.f, { first_name: 'Twenty', last_name: 'Seven' });
  // $52,000 a year: $2,000 a fortnight.
  await setPay(w.org, employee.id, { annual_salary_cents: 5_200_000, pay_schedule_id: w.scheduleId });
}, 60_000);

describe('the 27th fortnightly pay', () => {
  it('is off by default, and a schedule turns it on', async () => {
    const list = await request('GET', `/organizations/${w.org}/pay-schedules`, { token: w.owner.token });
    const schedule = list.body.data.find((candidate: Json) => candidate.id === w.scheduleId);
    expect(schedule.extra_pay_withholding).toBe(false);
    const saved = await request('PATCH', schedulePath(), {
      token: w.owner.token,
      body: { extra_pay_withholding: true, version: schedule.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.extra_pay_withholding).toBe(true);
  });

  it('withholds $12 more on $2,000 a fortnight, named on the PAYG line', async () => {
    const runId = await calculatedPayRun(w.owner.token, w.org, w.scheduleId);
    const run = (await request('GET', `/payroll/pay-runs/${runId}`, { token: w.owner.token })).body.data;
    const slip = run.payslips.find((candidate: Json) => candidate.employee_id === employee.id);
    const schedule1 = await novemberWithholding(w, { gross: '2000.00' });
    expect(Number(slip.withholding) - Number(schedule1.body.data.withholding)).toBe(12);
    const line = slip.lines.find((candidate: Json) => candidate.kind === 'withholding');
    expect(line.description).toContain('$12.00 extra for a year of 27 fortnightly pays (ATO, unverified)');

    // A line added in review works the withholding again, the extra with it ($2,100: still $12).
    const adjusted = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${employee.id}`, {
      token: w.owner.token,
      body: { version: slip.version, add: [{ kind: 'allowance', description: 'Tools', amount: '100.00' }] },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    const again = adjusted.body.data.lines.find((candidate: Json) => candidate.kind === 'withholding');
    expect(again.description).toContain('$12.00 extra for a year of 27 fortnightly pays');
  });

  it('is refused on a monthly schedule', async () => {
    const monthly = await request('POST', `/organizations/${w.org}/pay-schedules`, {
      token: w.owner.token,
      body: {
        name: 'Monthly',
        frequency: 'monthly',
        period_start: '2026-12-01',
        pay_date: '2026-12-31',
        extra_pay_withholding: true,
      },
    });
    expect(monthly.status).toBe(422);
    expect(monthly.body.errors.extra_pay_withholding).toEqual([
      'Only a weekly or fortnightly schedule can have a 53rd or 27th payday in a financial year.',
    ]);
  });
});
