import type { RoleKey } from '@wattle/shared/permissions';
import { expect } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/** A workspace for the payroll setup tests: its owner, employees and members of each role, and a stranger's workspace. */

export const VALID_ABN = '51 824 753 556';

export const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  request(method, path, { token: user.token, body });

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
