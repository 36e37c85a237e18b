import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { addSchedule, as, payBody } from './payroll-setup-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 31 §3: the first-week setup checklist, each step ticked from the data itself: an empty
 * workspace has everything to do; departments, people, a schedule and pay tick theirs.
 */

let owner: TestUser;
const progressOf = async (user: TestUser, org: number) => {
  const answer = await as(user, 'GET', `/organizations/${org}/setup-progress`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return Object.fromEntries(
    (answer.body.data.steps as Json[]).map((step) => [step.key, [step.done, step.detail]]),
  ) as Record<string, [boolean, string]>;
};

beforeAll(async () => {
  owner = await signUp('Setup Owner');
}, 60_000);

describe('the setup checklist', () => {
  it('lists every step to do in an empty workspace, in order', async () => {
    const created = await request('POST', '/organizations', {
      token: owner.token,
      body: organizationBody({ registration_number: null, address: null }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const answer = await as(owner, 'GET', `/organizations/${created.body.data.id}/setup-progress`);
    expect(answer.body.data.done).toBe(false);
    expect(answer.body.data.steps).toEqual([
      { key: 'company_details', done: false, detail: 'Add the ABN and the business address.' },
      { key: 'departments', done: false, detail: 'Add at least one department.' },
      { key: 'people', done: false, detail: 'Add or import your people.' },
      { key: 'pay_schedule', done: false, detail: 'Add a pay schedule.' },
      { key: 'pay_setup', done: false, detail: 'Add people first.' },
      { key: 'opening_balances', done: false, detail: 'Add people first.' },
      { key: 'first_pay_run', done: false, detail: 'Run and finalise the first pay run.' },
    ]);
  });

  it('ticks departments, people, the schedule and pay as they are added, and counts who has pay', async () => {
    const fixture = await employeeFixture(owner);
    const org = fixture.organization.id as number;
    const pia = await createEmployee(owner, fixture, { first_name: 'Pia' });
    await createEmployee(owner, fixture, { first_name: 'Cass' });
    let steps = await progressOf(owner, org);
    expect(steps.departments).toEqual([true, '2 departments.']);
    expect(steps.people).toEqual([true, '2 people.']);
    expect(steps.pay_schedule).toEqual([false, 'Add a pay schedule.']);
    expect(steps.pay_setup).toEqual([false, '0 of 2 people have pay set up.']);
    const schedule = await addSchedule(owner, org);
    const pay = await as(
      owner,
      'PUT',
      `/employees/${pia.id}/pay`,
      payBody(schedule.id, { effective_from: '2026-01-12' }),
    );
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    steps = await progressOf(owner, org);
    expect(steps.pay_schedule).toEqual([true, '1 pay schedule.']);
    expect(steps.pay_setup).toEqual([false, '1 of 2 people have pay set up.']);
    const saved = await as(owner, 'PUT', `/organizations/${org}/payroll-settings`, {
      abn: '51 824 753 556',
      default_super_rate: '12.00',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The ABN is in (payroll settings'); the workspace has no address yet.
    expect((await progressOf(owner, org)).company_details).toEqual([false, 'Add the business address.']);
  });

  it('answers only those who keep the workspace settings, and 404 for another organization', async () => {
    const fixture = await employeeFixture(owner);
    const org = fixture.organization.id as number;
    const stranger = await signUp('Setup Stranger');
    expect((await as(stranger, 'GET', `/organizations/${org}/setup-progress`)).status).toBe(404);
    const employee = await signUp('Setup Employee');
    await membershipEntity()
      .create({ organization_id: org, user_id: employee.id, role: 'employee', created_at: new Date().toISOString() })
      .go();
    expect((await as(employee, 'GET', `/organizations/${org}/setup-progress`)).status).toBe(403);
  });
});
