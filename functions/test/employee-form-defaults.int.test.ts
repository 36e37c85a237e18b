import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeFixture } from './employee-support.ts';
import { addMember } from './role-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/**
 * Issue 25 §3: what a new user types once or not at all on the employee form — a gender of
 * "Prefer not to say", the next employee code in the organization's sequence, and the super fund
 * (name, USI, member number) pay setup reads from the record.
 */

let owner: TestUser;
let f: EmployeeFixture;

beforeAll(async () => {
  owner = await signUp('Defaults Owner');
  f = await employeeFixture(owner);
}, 60_000);

const nextCode = (user: TestUser, organizationId = f.organization.id) =>
  request('GET', `/employees/next-code?organization_id=${organizationId}`, { token: user.token });

describe('gender', () => {
  it('accepts "Prefer not to say", answers it and counts it on the dashboard', async () => {
    const employee = await createEmployee(owner, f, { gender: 'Prefer not to say' });
    expect(employee.gender).toBe('Prefer not to say');
    const read = await request('GET', `/employees/${employee.id}`, { token: owner.token });
    expect(read.body.data.gender).toBe('Prefer not to say');
    const dashboard = await request('GET', `/dashboard?organization_id=${f.organization.id}`, { token: owner.token });
    expect(dashboard.body.data.by_gender).toMatchObject({ 'Prefer not to say': 1 });
    const unknown = await request('POST', '/employees', {
      token: owner.token,
      body: { ...read.body.data, employee_code: 'G-1', personal_email: 'g1@example.test', gender: 'Unsaid' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.gender).toBeDefined();
  });
});

describe('the super fund on the record', () => {
  it('keeps the fund’s USI beside its name, checked like pay setup’s', async () => {
    const employee = await createEmployee(owner, f, {
      superannuation_fund_name: 'Hostplus',
      superannuation_fund_usi: 'HOS0100AU',
    });
    expect(employee).toMatchObject({ superannuation_fund_name: 'Hostplus', superannuation_fund_usi: 'HOS0100AU' });
    const bad = await request('POST', '/employees', {
      token: owner.token,
      body: {
        ...employee,
        employee_code: 'USI-1',
        personal_email: 'usi1@example.test',
        superannuation_fund_usi: 'H-1',
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.superannuation_fund_usi).toEqual(['A USI is 9 to 20 letters and digits.']);
  });
});

describe('the suggested employee code', () => {
  it('is the next number of the latest sequence, and still only a suggestion', async () => {
    const own = await signUp('Codes Owner');
    const fixture = await employeeFixture(own);
    const org = fixture.organization.id;
    expect((await nextCode(own, org)).body.data).toEqual({ employee_code: 'EMP-001' });
    await createEmployee(own, fixture, { employee_code: 'BKY-007' });
    await createEmployee(own, fixture, { employee_code: 'BKY-012' });
    await createEmployee(own, fixture, { employee_code: 'BKY-003' });
    const suggested = await nextCode(own, org);
    expect([suggested.status, suggested.body.data]).toEqual([200, { employee_code: 'BKY-013' }]);
    // Taking it moves the sequence on; a trashed employee's code still counts.
    const taken = await createEmployee(own, fixture, { employee_code: 'BKY-013' });
    expect((await nextCode(own, org)).body.data.employee_code).toBe('BKY-014');
    await request('DELETE', `/employees/${taken.id}`, { token: own.token });
    expect((await nextCode(own, org)).body.data.employee_code).toBe('BKY-014');
    // Uniqueness is still the API's: a suggestion someone took meanwhile is refused on create.
    const copy = await request('POST', '/employees', {
      token: own.token,
      body: { ...(await request('GET', `/employees/${taken.id}`, { token: own.token })).body.data },
    });
    expect(copy.status).toBe(422);
  });

  it('is for those who may add employees; another organization’s answers 404', async () => {
    const manager = await addMember(f.organization.id, 'Codes Manager', 'manager');
    expect((await nextCode(manager)).status).toBe(403);
    const hr = await addMember(f.organization.id, 'Codes HR', 'hr_manager');
    expect((await nextCode(hr)).status).toBe(200);
    const stranger = await signUp('Codes Stranger');
    expect((await nextCode(stranger)).status).toBe(404);
  });
});
