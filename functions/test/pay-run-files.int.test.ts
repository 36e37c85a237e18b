import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { addMember } from './role-support.ts';
import { app, type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 25 §2–3: downloading a run's ABA bank file or STP data (bank account numbers, TFNs) is an
 * audit event, and Payroll Reports lists which runs' files were downloaded, when and by whom.
 */

let owner: TestUser;
let hr: TestUser;
let manager: TestUser;
let f: EmployeeFixture;
let org: number;
let run: Awaited<ReturnType<typeof seedReleasedRun>>;
let earlier: Awaited<ReturnType<typeof seedReleasedRun>>;

beforeAll(async () => {
  owner = await signUp('Fiona Files');
  f = await employeeFixture(owner);
  org = f.organization.id;
  hr = await addMember(org, 'Harriet HR', 'hr_manager');
  manager = await addMember(org, 'Manny Manager', 'manager');
  const ann = await createEmployee(owner, f, {
    first_name: 'Ann',
    last_name: 'Account',
    tax_file_number: '123456782',
    bank_bsb: '062-001',
    bank_account_number: '10203040',
  });
  await seedPayrollSettings(org);
  await seedEmployeePay(org, ann.id);
  const payees = [{ employee_id: ann.id, name: 'Ann Account', shape: 'salary' as const }];
  run = await seedReleasedRun(org, payees, {
    payDate: '2026-12-02',
    periodStart: '2026-11-16',
    periodEnd: '2026-11-29',
  });
  earlier = await seedReleasedRun(org, payees, {
    payDate: '2026-06-24',
    periodStart: '2026-06-08',
    periodEnd: '2026-06-21',
  });
}, 120_000);

const auditOf = async (payRunId: number) => {
  const answer = await request('GET', `/organizations/${org}/audit-log?record_type=pay_run&record_id=${payRunId}`, {
    token: owner.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.data as Json[];
};
const files = (token: string, from: string, to: string) =>
  request('GET', `/payroll/pay-run-files?organization_id=${org}&from=${from}&to=${to}`, { token });

describe('ABA and STP downloads', () => {
  it('writes an audit event for each download, naming the run, the file and what it holds', async () => {
    const aba = await app.request(`/api/v1/payroll/pay-runs/${run.payRunId}/aba`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(aba.status).toBe(200);
    const fileName = `pay-run-${run.payRunId}-2026-12-02.aba`;
    expect(aba.headers.get('content-disposition')).toContain(fileName);
    expect(await aba.text()).toContain('10203040');

    const events = await auditOf(run.payRunId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      module: 'payroll',
      action: 'download',
      actor_name: 'Fiona Files',
      record_type: 'pay_run',
      record_id: String(run.payRunId),
      record_label: '16 November 2026 to 29 November 2026',
      summary: `Downloaded the ABA bank file ${fileName} of the pay run paid 2 December 2026: 1 payment to employees' bank accounts`,
    });

    const stp = await request('GET', `/payroll/pay-runs/${run.payRunId}/stp`, { token: owner.token });
    expect(stp.status).toBe(200);
    const after = await auditOf(run.payRunId);
    expect(after.map((event) => event.summary)).toContain(
      `Downloaded the STP pay event data pay-run-${run.payRunId}-2026-12-02-stp.json of the pay run paid 2 December 2026: 1 employee with their tax file numbers`,
    );
  });

  it('records nothing when the file cannot be built, or the caller may not have it', async () => {
    await seedPayrollSettings(org, { bank_code: '' });
    const refused = await request('GET', `/payroll/pay-runs/${earlier.payRunId}/aba`, { token: owner.token });
    expect(refused.status).toBe(422);
    await seedPayrollSettings(org);
    const denied = await request('GET', `/payroll/pay-runs/${earlier.payRunId}/aba`, { token: manager.token });
    expect(denied.status).toBe(403);
    expect(await auditOf(earlier.payRunId)).toEqual([]);
  });

  it('lists the files of runs paid in the period, each with its downloads and who last downloaded it', async () => {
    await request('GET', `/payroll/pay-runs/${run.payRunId}/stp`, { token: owner.token });
    const year = await files(owner.token, '2026-07-01', '2027-06-30');
    expect(year.status, JSON.stringify(year.body)).toBe(200);
    expect(year.body.data).toEqual([
      expect.objectContaining({
        kind: 'aba',
        pay_run_id: run.payRunId,
        pay_date: '2026-12-02',
        period_start: '2026-11-16',
        period_end: '2026-11-29',
        file_name: `pay-run-${run.payRunId}-2026-12-02.aba`,
        downloads: 1,
        last_downloaded_by: 'Fiona Files',
      }),
      expect.objectContaining({ kind: 'stp', pay_run_id: run.payRunId, downloads: 2 }),
    ]);
    // The last day of the period is in it; a run paid before it is not.
    expect((await files(owner.token, '2026-12-02', '2026-12-02')).body.data).toHaveLength(2);
    expect((await files(owner.token, '2026-07-01', '2026-12-01')).body.data).toEqual([]);
    // HR Manager (payroll export) sees the list; a manager does not.
    expect((await files(hr.token, '2026-07-01', '2027-06-30')).body.data).toHaveLength(2);
    expect((await files(manager.token, '2026-07-01', '2027-06-30')).status).toBe(403);
    const bad = await files(owner.token, '2026-12-02', '2026-07-01');
    expect(bad.status).toBe(422);
  });
});
