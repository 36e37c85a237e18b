import type { RoleKey } from '@wattle/shared/permissions';
import { expect } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** A workspace for the payroll setup tests: its owner, employees and members of each role, and a stranger's workspace. */

export const VALID_ABN = '51 824 753 556';

export const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  request(method, path, { token: user.token, body });

/** Employee pay as the pay setup screen sends it: a salaried resident on `scheduleId`. */
export const payBody = (scheduleId: number, overrides: Record<string, unknown> = {}) => ({
  effective_from: '2026-07-01',
  basis: 'salary',
  annual_salary: '85000.00',
  ordinary_hours_per_week: '38.00',
  pay_schedule_id: scheduleId,
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
  super_fund: { abn: '53 004 085 616' },
  ...overrides,
});

export const schedulesPath = (org: number) => `/organizations/${org}/pay-schedules`;

/** Adds a weekly pay schedule (or what `body` says) as `owner`; 201 or the test fails. */
export async function addSchedule(owner: TestUser, org: number, body: Record<string, unknown> = {}): Promise<Json> {
  const answer = await as(owner, 'POST', schedulesPath(org), {
    name: 'Weekly staff',
    frequency: 'weekly',
    period_start: '2026-07-06',
    pay_date: '2026-07-15',
    ...body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

export async function payrollSetupWorld() {
  const owner = await signUp('Payroll Owner');
  const fixture = await employeeFixture(owner);
  const org = fixture.organization.id as number;
  const member = async (role: RoleKey, employeeId?: number): Promise<TestUser> => {
    const user = await signUp(`Payroll ${role}`);
    await membershipEntity()
      .create({ organization_id: org, user_id: user.id, role, created_at: new Date().toISOString() })
      .go();
    if (employeeId) {
      const linked = await request('PATCH', `/organizations/${org}/members/${user.id}`, {
        token: owner.token,
        body: { employee_id: employeeId },
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    }
    return user;
  };
  // The super fund is the employee record's: pay setup uses it from there.
  const fund = {
    superannuation_fund_name: 'AustralianSuper',
    superannuation_fund_usi: 'STA0100AU',
    superannuation_member_number: '123456',
  };
  const employee: Json = await createEmployee(owner, fixture, { first_name: 'Pia', ...fund });
  const casual: Json = await createEmployee(owner, fixture, { first_name: 'Cass', employment_type: 'Casual', ...fund });
  const managed: Json = await createEmployee(owner, fixture, { first_name: 'Mo', ...fund });
  const stranger = await signUp('Stranger');
  return {
    owner,
    fixture,
    org,
    employee,
    casual,
    payrollOfficer: await member('payroll_officer'),
    hr: await member('hr_manager'),
    self: await member('employee', employee.id),
    manager: await member('manager', managed.id),
    stranger,
    strangerOrg: (await employeeFixture(stranger)).organization.id as number,
  };
}

export type PayrollSetupWorld = Awaited<ReturnType<typeof payrollSetupWorld>>;
