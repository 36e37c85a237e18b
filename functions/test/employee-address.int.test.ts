import { beforeAll, describe, expect, it } from 'vitest';
import { employeeEntity } from '../src/core/employees/employee-entity.ts';
import {
  createEmployee,
  employeeBody,
  employeeFixture,
  historyOf,
  type OwnerWorkspace,
  ownerWorkspace,
} from './employee-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { dataOf, request, signUp } from './support.ts';

/** Issue 15 §4: the structured address (street, suburb, state, postcode), records from before it, and Casual. */

let { owner, f, org } = {} as OwnerWorkspace;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olivia Owner'));
}, 60_000);

const read = async (id: number) => (await request('GET', `/employees/${id}`, { token: owner.token })).body.data;

/** Turns a record into one written before structured addresses: one free-text address, no parts. */
async function makeLegacy(id: number, address: string) {
  await employeeEntity()
    .patch({ organization_id: org, employee_id: id })
    .set({ address })
    .remove(['address_suburb', 'address_state', 'address_postcode'])
    .go();
}

/** The record as the HR form sends it back (payroll identifiers left out: kept). */
function formBody(employee: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...rest } = employee;
  return { ...employeeBody(f), ...rest, ...overrides };
}

describe('the structured address', () => {
  it('is stored and answered as street, suburb, state and postcode', async () => {
    const employee = await createEmployee(owner, f, {
      address: '12 Wattle St',
      address_suburb: 'Newtown',
      address_state: 'NSW',
      address_postcode: '2042',
    });
    expect(employee).toMatchObject({
      address: '12 Wattle St',
      address_suburb: 'Newtown',
      address_state: 'NSW',
      address_postcode: '2042',
    });
    expect(await read(employee.id)).toMatchObject({ address_suburb: 'Newtown', address_postcode: '2042' });
  });

  it('refuses a missing part, an unknown state and a postcode that is not 4 digits', async () => {
    const missing = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { address_suburb: ' ', address_state: undefined, address_postcode: undefined }),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      address_suburb: ['Suburb is required'],
      address_state: ['State is required'],
      address_postcode: ['Postcode is required'],
    });
    const bad = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { address_state: 'New South Wales', address_postcode: '200' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      address_state: ['State must be one of NSW, VIC, QLD, SA, WA, TAS, ACT, NT.'],
      address_postcode: ['Postcode must be 4 digits.'],
    });
    const letters = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { address_postcode: '20a0' }),
    });
    expect(letters.body.errors).toEqual({ address_postcode: ['Postcode must be 4 digits.'] });
  });

  it("accepts a postcode outside its state's usual ranges: border localities have them", async () => {
    // Barooga, NSW, on the Murray, has the Victorian-range postcode 3644.
    const employee = await createEmployee(owner, f, {
      address_suburb: 'Barooga',
      address_state: 'NSW',
      address_postcode: '3644',
    });
    expect(employee).toMatchObject({ address_state: 'NSW', address_postcode: '3644' });
  });

  it('reads a record from before structured addresses as its street line, and an HR edit completes it', async () => {
    const employee = await createEmployee(owner, f);
    await makeLegacy(employee.id, '12 Old Rd, Glebe NSW 2037');
    const legacy = await read(employee.id);
    expect(legacy).toMatchObject({
      address: '12 Old Rd, Glebe NSW 2037',
      address_suburb: null,
      address_state: null,
      address_postcode: null,
    });

    // The form sends the record back: the parts are asked for, nothing is lost meanwhile.
    const incomplete = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: formBody(legacy, { phone_number: '0411 000 000' }),
    });
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(['address_postcode', 'address_state', 'address_suburb']);
    expect(await read(employee.id)).toMatchObject({ address: '12 Old Rd, Glebe NSW 2037', version: legacy.version });

    const completed = await request('PUT', `/employees/${employee.id}`, {
      token: owner.token,
      body: formBody(legacy, {
        address: '12 Old Rd',
        address_suburb: 'Glebe',
        address_state: 'NSW',
        address_postcode: '2037',
      }),
    });
    expect(dataOf(completed)).toMatchObject({
      address: '12 Old Rd',
      address_suburb: 'Glebe',
      address_state: 'NSW',
      address_postcode: '2037',
    });
    const [event] = await historyOf(owner, org, `&employee_id=${employee.id}`);
    expect(event?.details).toBe(
      'Street Address: 12 Old Rd, Glebe NSW 2037 → 12 Old Rd; Suburb: (none) → Glebe; State: (none) → NSW; Postcode: (none) → 2037',
    );
  });

  it('lets an employee with an old address change other details, and asks for the whole address when they change it', async () => {
    const { employee, user } = await linkedEmployee(owner, f);
    await makeLegacy(employee.id, '3 Gum Ave, Fitzroy VIC 3065');
    const version = (await read(employee.id)).version;
    const phone = await request('PATCH', '/self-service/profile', {
      token: user.token,
      body: { organization_id: org, version, phone_number: '0422 000 000' },
    });
    expect(dataOf(phone)).toMatchObject({
      phone_number: '0422 000 000',
      address: '3 Gum Ave, Fitzroy VIC 3065',
      address_suburb: null,
    });

    const partial = await request('PATCH', '/self-service/profile', {
      token: user.token,
      body: { organization_id: org, version: version + 1, address: '3 Gum Ave' },
    });
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors).sort()).toEqual(['address_postcode', 'address_state', 'address_suburb']);

    const whole = await request('PATCH', '/self-service/profile', {
      token: user.token,
      body: {
        organization_id: org,
        version: version + 1,
        address: '3 Gum Ave',
        address_suburb: 'Fitzroy',
        address_state: 'VIC',
        address_postcode: '3065',
      },
    });
    expect(dataOf(whole)).toMatchObject({
      address_suburb: 'Fitzroy',
      address_state: 'VIC',
      address_postcode: '3065',
    });
  });
});

describe('Casual employment', () => {
  it('is an employment type of employees, counted on the dashboard, and of job openings', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const employee = await createEmployee(user, fixture, { employment_type: 'Casual' });
    expect(employee.employment_type).toBe('Casual');
    const dashboard = await request('GET', `/dashboard?organization_id=${fixture.organization.id}`, {
      token: user.token,
    });
    expect(dashboard.body.data.by_employment_type).toEqual({
      'Full-time': 0,
      'Part-time': 0,
      Contract: 0,
      Internship: 0,
      Casual: 1,
    });
    const list = await request('GET', `/employees?organization_id=${fixture.organization.id}`, { token: user.token });
    expect(list.body.data.data[0]).toMatchObject({ id: employee.id, employment_type: 'Casual' });
    const job = await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: {
        organization_id: fixture.organization.id,
        title: 'Barista',
        department_id: fixture.sales.id,
        designation_id: fixture.salesRep.id,
        employment_type: 'Casual',
      },
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    expect(job.body.data.employment_type).toBe('Casual');
  });
});
