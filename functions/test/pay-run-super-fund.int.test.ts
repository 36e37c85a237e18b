import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { type PayrollWorkspace, payrollWorkspace, postPayRun, runPendingTasks, setPay } from './pay-run-support.ts';
import { pdfText } from './payroll-outputs-support.ts';
import { app, type Json, request } from './support.ts';

/**
 * Issue 25 §3: the super fund is typed once, on the employee's record. A pay run puts the record's
 * fund (name, USI, the member number opened from its encryption) on the payslip; a pay period saved
 * before the record held the fund keeps its own while the record names none; no fund at all is a
 * problem that stops finalising.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let rita: Json;
let len: Json;

const draft = (period: { period_start: string; period_end: string; pay_date: string }) =>
  postPayRun(owner.token, org, scheduleId, period);
const get = async (id: number) => (await request('GET', `/payroll/pay-runs/${id}`, { token: owner.token })).body.data;
const slipOf = (run: Json, employeeId: number) => run.payslips.find((slip: Json) => slip.employee_id === employeeId);

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Fund Owner'));
  rita = await createEmployee(owner, f, {
    first_name: 'Rita',
    last_name: 'Record',
    superannuation_fund_name: 'Hostplus',
    superannuation_fund_usi: 'HOS0100AU',
    superannuation_member_number: '99887766',
  });
  const noFund = { superannuation_fund_name: null, superannuation_fund_usi: null };
  len = await createEmployee(owner, f, { first_name: 'Len', last_name: 'Legacy', ...noFund });
  // Both periods were saved with a fund of their own (AustralianSuper, as before the record held it).
  await setPay(org, rita.id, { basis: 'salary', annual_salary_cents: 7_800_000, pay_schedule_id: scheduleId });
  await setPay(org, len.id, { basis: 'salary', annual_salary_cents: 6_500_000, pay_schedule_id: scheduleId });
}, 120_000);

describe('the fund a pay run pays', () => {
  it('is the employee record’s, member number and all, on the payslip and its PDF', async () => {
    const created = await draft({ period_start: '2026-11-02', period_end: '2026-11-15', pay_date: '2026-11-18' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const runId = created.body.data.id;
    await runPendingTasks(org, runId);
    const run = await get(runId);
    expect(run.problems).toEqual([]);
    expect(slipOf(run, rita.id).super_fund_name).toBe('Hostplus');
    // No fund on Len's record: the period's own still applies.
    expect(slipOf(run, len.id).super_fund_name).toBe('AustralianSuper');
    expect((await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token })).status).toBe(200);
    await runPendingTasks(org, runId);
    const pdf = await app.request(`/api/v1/payroll/payslips/${runId}-${rita.id}/pdf`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toMatch(/Employer contribution: \$[\d,.]+ to Hostplus, USI HOS0100AU, member 99887766/);
  });

  it('follows a change on the record; with no fund anywhere the payslip cannot be finalised', async () => {
    const current = (await request('GET', `/employees/${len.id}`, { token: owner.token })).body.data;
    const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...fields } = current;
    const changed = await request('PUT', `/employees/${len.id}`, {
      token: owner.token,
      body: { ...fields, superannuation_fund_name: 'Rest', superannuation_fund_usi: 'RES0103AU' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const nora = await createEmployee(owner, f, {
      first_name: 'Nora',
      last_name: 'Nofund',
      superannuation_fund_name: null,
      superannuation_fund_usi: null,
    });
    await setPay(org, nora.id, {
      basis: 'salary',
      annual_salary_cents: 6_000_000,
      pay_schedule_id: scheduleId,
      super_fund_name: undefined,
      super_fund_usi: undefined,
      super_member_number: undefined,
    });
    const created = await draft({ period_start: '2026-11-16', period_end: '2026-11-29', pay_date: '2026-12-02' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const runId = created.body.data.id;
    await runPendingTasks(org, runId);
    const run = await get(runId);
    expect(slipOf(run, len.id).super_fund_name).toBe('Rest');
    const problem = 'No super fund on the employee’s record: add it under Financial & Legal, then draft the run again.';
    expect(slipOf(run, nora.id)).toMatchObject({ super_fund_name: '', problem });
    expect(run.problems).toEqual([`Nora Nofund: ${problem}`]);
    // Adjusting the payslip does not clear it.
    const adjusted = await request('PATCH', `/payroll/pay-runs/${runId}/payslips/${nora.id}`, {
      token: owner.token,
      body: { version: slipOf(run, nora.id).version, add: [{ kind: 'bonus', description: 'Bonus', amount: '10.00' }] },
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.data.problem).toBe(problem);
    const refused = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token: owner.token });
    expect(refused.status).toBe(422);
  });
});
