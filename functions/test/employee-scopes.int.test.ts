import type { RoleKey } from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { seedCustomRole } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 14 §2: a grant's data scope. A manager reaches their reports, direct and indirect; an
 * employee only their own record; a department scope their department. Lists are filtered to the
 * scope and a record outside it answers 404, like one that does not exist.
 */

let owner: TestUser;
let fixture: EmployeeFixture;
const people: Record<string, { id: number }> = {};

async function member(role: RoleKey, employeeId?: number): Promise<TestUser> {
  const user = await signUp(`Scoped ${role}`);
  await membershipEntity()
    .create({
      organization_id: fixture.organization.id,
      user_id: user.id,
      role,
      ...(employeeId ? { employee_id: employeeId } : {}),
      created_at: new Date().toISOString(),
    })
    .go();
  return user;
}

const directory = async (user: TestUser) => {
  const answer = await request('GET', `/employees?organization_id=${fixture.organization.id}&per_page=100`, {
    token: user.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.data as Json[]).map((row) => row.first_name as string).sort();
};

beforeAll(async () => {
  owner = await signUp('Scope Owner');
  fixture = await employeeFixture(owner);
  const add = async (name: string, overrides: Record<string, unknown> = {}) => {
    people[name] = await createEmployee(owner, fixture, { first_name: name, last_name: 'Scope', ...overrides });
  };
  await add('Maya');
  await add('Rory', { reporting_manager_id: people.Maya?.id });
  await add('Ivy', { reporting_manager_id: people.Rory?.id, tax_file_number: '123456782' });
  await add('Otto');
  await add('Eli', {
    department_id: fixture.engineering.id,
    designation_id: fixture.engineer.id,
    // One TFN per organization.
    tax_file_number: '100000028',
  });
}, 120_000);

describe('data scopes on the employees module', () => {
  it('lets a manager see their direct and indirect reports, and no one else', async () => {
    const manager = await member('manager', people.Maya?.id);
    expect(await directory(manager)).toEqual(['Ivy', 'Maya', 'Rory']);
    const indirect = await request('GET', `/employees/${people.Ivy?.id}`, { token: manager.token });
    expect(indirect.status).toBe(200);
    // Not granted the payroll identifiers: none, not even masked.
    expect(indirect.body.data.tax_file_number).toBeNull();
    expect((await request('GET', `/employees/${people.Otto?.id}`, { token: manager.token })).status).toBe(404);
    expect((await request('GET', `/employees/${people.Otto?.id}/history`, { token: manager.token })).status).toBe(404);
    const options = await request('GET', `/employees/options?organization_id=${fixture.organization.id}`, {
      token: manager.token,
    });
    expect((options.body.data as Json[]).map((option) => option.first_name).sort()).toEqual(['Ivy', 'Maya', 'Rory']);
    // The organization-wide views are not theirs.
    expect(
      (await request('GET', `/dashboard?organization_id=${fixture.organization.id}`, { token: manager.token })).status,
    ).toBe(403);
  });

  it('reaches no one for a manager whose account is not linked to a record', async () => {
    expect(await directory(await member('manager'))).toEqual([]);
  });

  it('lets an employee see only their own record, with their identifiers masked', async () => {
    const employee = await member('employee', people.Eli?.id);
    expect(await directory(employee)).toEqual(['Eli']);
    const own = await request('GET', `/employees/${people.Eli?.id}`, { token: employee.token });
    expect(own.status).toBe(200);
    expect(own.body.data.tax_file_number).toBe('••••0028');
    expect((await request('GET', `/employees/${people.Maya?.id}`, { token: employee.token })).status).toBe(404);
    expect(
      (await request('PUT', `/employees/${people.Eli?.id}`, { token: employee.token, body: own.body.data })).status,
    ).toBe(403);
  });

  it('lets a department scope reach the caller’s department', async () => {
    await seedCustomRole(fixture.organization.id, 1, 'Team lead', { employees: { view: 'department' } });
    const lead = await member('custom-1', people.Otto?.id);
    expect(await directory(lead)).toEqual(['Ivy', 'Maya', 'Otto', 'Rory']);
    expect((await request('GET', `/employees/${people.Eli?.id}`, { token: lead.token })).status).toBe(404);
  });

  it('lets the payroll officer see everyone, with identifiers masked', async () => {
    const officer = await member('payroll_officer');
    expect(await directory(officer)).toEqual(['Eli', 'Ivy', 'Maya', 'Otto', 'Rory']);
    const record = await request('GET', `/employees/${people.Ivy?.id}`, { token: officer.token });
    expect(record.body.data.tax_file_number).toBe('••••6782');
  });
});
