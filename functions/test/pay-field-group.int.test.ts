import { NO_ACCESS_CODE } from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { seedEmployeePay, seedPayrollSettings, seedReleasedRun } from './payroll-support.ts';
import { seedCustomRole } from './role-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/**
 * Issue 25 §2: the `pay` field group guards every route that carries pay figures. A custom role
 * with payroll over the whole organization but without the group was refused an employee's pay
 * page yet read everyone's gross and net through the pay run, the payslips, their PDFs and the
 * reports. Now each answers 403; the member still reads their own payslip and pay.
 */

let owner: TestUser;
let f: EmployeeFixture;
let own: { id: number };
let other: { id: number };
let run: Awaited<ReturnType<typeof seedReleasedRun>>;
let viewer: TestUser;
let clerk: TestUser;

async function member(role: string, employeeId?: number): Promise<TestUser> {
  const user = await signUp(`Pay group ${role}`);
  await membershipEntity()
    .create({
      organization_id: f.organization.id,
      user_id: user.id,
      role: role as never,
      ...(employeeId ? { employee_id: employeeId } : {}),
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

beforeAll(async () => {
  owner = await signUp('Pay Group Owner');
  f = await employeeFixture(owner);
  own = await createEmployee(owner, f, { first_name: 'Vera', last_name: 'Viewer' });
  other = await createEmployee(owner, f, { first_name: 'Olga', last_name: 'Other', tax_file_number: '123456782' });
  await seedPayrollSettings(f.organization.id);
  await seedEmployeePay(f.organization.id, own.id);
  await seedEmployeePay(f.organization.id, other.id, { hourly: false });
  run = await seedReleasedRun(f.organization.id, [
    { employee_id: own.id, name: 'Vera Viewer', shape: 'hourly' },
    { employee_id: other.id, name: 'Olga Other', shape: 'salary' },
  ]);
  const viewerRole = await seedCustomRole(f.organization.id, 1, 'Payroll viewer', {
    payroll: { view: 'organization' },
  });
  const clerkRole = await seedCustomRole(
    f.organization.id,
    2,
    'Payroll clerk',
    {
      employees: { view: 'organization' },
      payroll: {
        view: 'organization',
        create: 'organization',
        edit: 'organization',
        approve: 'organization',
        export: 'organization',
      },
    },
    ['payroll_identifiers'],
  );
  viewer = await member(viewerRole, own.id);
  clerk = await member(clerkRole);
}, 120_000);

const org = () => f.organization.id;

describe('the pay field group', () => {
  it('refuses a role without it every pay run, payslip, PDF, report and bank or STP file', async () => {
    const gross = (run.totals.gross_cents / 100).toFixed(2);
    const paths = [
      `/payroll/pay-runs?organization_id=${org()}`,
      `/payroll/pay-runs/${run.payRunId}`,
      `/payroll/payslips?organization_id=${org()}`,
      `/payroll/payslips?organization_id=${org()}&employee_id=${other.id}`,
      `/payroll/payslips/${run.payRunId}-${other.id}/pdf`,
      `/payroll/reports/payroll-register?organization_id=${org()}&from=2026-11-01&to=2026-11-30`,
      `/payroll/reports/pay-run-summary?organization_id=${org()}&from=2026-11-01&to=2026-11-30`,
      `/employees/${other.id}/pay`,
      `/employees/${other.id}/pay-items`,
      `/payroll/employee-pay?organization_id=${org()}`,
    ];
    for (const user of [viewer, clerk]) {
      for (const path of paths) {
        const answer = await request('GET', path, { token: user.token });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(403);
        expect(answer.body.code).toBe(NO_ACCESS_CODE);
        expect(JSON.stringify(answer.body)).not.toContain(gross);
      }
    }
    // The clerk may export payroll and holds the payroll identifiers: the files still carry everyone's pay.
    for (const file of ['aba', 'stp']) {
      const answer = await request('GET', `/payroll/pay-runs/${run.payRunId}/${file}`, { token: clerk.token });
      expect(answer.status, file).toBe(403);
    }
    const finalise = await request('POST', `/payroll/pay-runs/${run.payRunId}/finalise`, { token: clerk.token });
    expect(finalise.status).toBe(403);
  });

  it('still lets the member read their own payslip, its PDF and their own pay', async () => {
    const pdf = await request('GET', `/payroll/payslips/${run.payRunId}-${own.id}/pdf`, { token: viewer.token });
    expect(pdf.status).toBe(200);
    const mine = await request('GET', `/payroll/payslips/mine?organization_id=${org()}`, { token: viewer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.data.map((slip: { payslip_id: string }) => slip.payslip_id)).toEqual([
      `${run.payRunId}-${own.id}`,
    ]);
    expect((await request('GET', `/employees/${own.id}/pay`, { token: viewer.token })).status).toBe(200);
  });

  it('shows the figures to a role with it', async () => {
    const officer = await member('payroll_officer');
    const detail = await request('GET', `/payroll/pay-runs/${run.payRunId}`, { token: officer.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.gross).toBe((run.totals.gross_cents / 100).toFixed(2));
    const pdf = await request('GET', `/payroll/payslips/${run.payRunId}-${other.id}/pdf`, { token: officer.token });
    expect(pdf.status).toBe(200);
  });
});
