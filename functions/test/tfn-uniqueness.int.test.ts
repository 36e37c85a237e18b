import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueValueEntity } from '../src/core/employees/unique-value-entity.ts';
import {
  createEmployee,
  type EmployeeFixture,
  employeeBody,
  employeeFixture,
  type OwnerWorkspace,
  ownerWorkspace,
} from './employee-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/** Issue 15 §4: one TFN per organization, guarded by a keyed hash of it, never the number. */

const TAKEN = 'This tax file number is already recorded for another employee of this organization.';
const TFN_A = '123456782';
const TFN_B = '100000028';
const TFN_C = '100000036';

let { owner, f, org } = {} as OwnerWorkspace;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olivia Owner'));
}, 60_000);

const post = (fixture: EmployeeFixture, user: TestUser, overrides: Record<string, unknown>) =>
  request('POST', '/employees', { token: user.token, body: employeeBody(fixture, overrides) });

/** The record as the form sends it back (payroll identifiers left out: kept), with `overrides`. */
async function put(id: number, overrides: Record<string, unknown>) {
  const current = (await request('GET', `/employees/${id}`, { token: owner.token })).body.data;
  const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...rest } = current;
  return request('PUT', `/employees/${id}`, {
    token: owner.token,
    body: { ...employeeBody(f), ...rest, ...overrides },
  });
}

const tfnGuards = async (organizationId: number) =>
  (await uniqueValueEntity().query.byValue({ organization_id: organizationId }).go({ pages: 'all' })).data.filter(
    (guard) => guard.field === 'tax_file_number',
  );

describe('one TFN per organization', () => {
  it('refuses a TFN another employee of the organization has, however it is written', async () => {
    const first = await createEmployee(owner, f, { tax_file_number: TFN_A });
    const again = await post(f, owner, { tax_file_number: '123 456 782' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ tax_file_number: [TAKEN] });

    // Another organization's records are not compared.
    const other = await signUp();
    const otherFixture = await employeeFixture(other);
    expect((await post(otherFixture, other, { tax_file_number: TFN_A })).status).toBe(201);

    // The guard holds a keyed hash: neither the TFN nor its digits in any form.
    const guards = await tfnGuards(org);
    expect(guards).toHaveLength(1);
    expect(guards[0]).toMatchObject({ employee_id: first.id });
    const raw = JSON.stringify(guards);
    expect(raw).not.toContain(TFN_A);
    expect(raw).not.toContain('123 456 782');
    expect(guards[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same TFN in another organization has another guard value: nothing links the two.
    const [otherGuard] = await tfnGuards(otherFixture.organization.id);
    expect(otherGuard?.value).not.toBe(guards[0]?.value);
  });

  it('moves the guard when the TFN changes and frees it when removed, in the same save', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const local = fixture.organization.id;
    const holder = await createEmployee(user, fixture, { tax_file_number: TFN_B });
    const body = async (id: number, overrides: Record<string, unknown>) => {
      const current = (await request('GET', `/employees/${id}`, { token: user.token })).body.data;
      const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...rest } = current;
      return { ...employeeBody(fixture), ...rest, ...overrides };
    };

    const changed = await request('PUT', `/employees/${holder.id}`, {
      token: user.token,
      body: await body(holder.id, { tax_file_number: TFN_C }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await tfnGuards(local)).map((guard) => guard.employee_id)).toEqual([holder.id]);
    // The old TFN is free, the new one taken.
    const second = await createEmployee(user, fixture, { tax_file_number: TFN_B });
    expect((await post(fixture, user, { tax_file_number: TFN_C })).body.errors).toEqual({ tax_file_number: [TAKEN] });

    // A change to a taken TFN is refused and changes nothing.
    const refused = await request('PUT', `/employees/${second.id}`, {
      token: user.token,
      body: await body(second.id, { tax_file_number: TFN_C, phone_number: '0499 000 000' }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ tax_file_number: [TAKEN] });
    const unchanged = (await request('GET', `/employees/${second.id}`, { token: user.token })).body.data;
    expect(unchanged).toMatchObject({ version: 1, phone_number: second.phone_number });

    // Removing it frees it.
    const removed = await request('PUT', `/employees/${holder.id}`, {
      token: user.token,
      body: await body(holder.id, { tax_file_number: null }),
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.tax_file_number).toBeNull();
    expect((await tfnGuards(local)).map((guard) => guard.employee_id)).toEqual([second.id]);
    expect((await post(fixture, user, { tax_file_number: TFN_C })).status).toBe(201);
  });

  it('keeps the TFN taken while the record is in the trash, and frees it when deleted for good', async () => {
    const employee = await createEmployee(owner, f, { tax_file_number: TFN_B });
    expect((await request('DELETE', `/employees/${employee.id}`, { token: owner.token })).status).toBe(204);
    expect((await post(f, owner, { tax_file_number: TFN_B })).body.errors).toEqual({ tax_file_number: [TAKEN] });
    expect((await request('PATCH', `/employees/${employee.id}/restore`, { token: owner.token })).status).toBe(200);
    expect((await request('DELETE', `/employees/${employee.id}`, { token: owner.token })).status).toBe(204);
    expect((await request('DELETE', `/employees/${employee.id}/force`, { token: owner.token })).status).toBe(204);
    expect((await post(f, owner, { tax_file_number: TFN_B })).status).toBe(201);
  });

  it('a record saved before TFN guards existed never frees the guard another record holds', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const local = fixture.organization.id;
    const older = await createEmployee(user, fixture, { tax_file_number: TFN_A });
    // As before guards existed: the record has the TFN, no guard does.
    const [guard] = await tfnGuards(local);
    await uniqueValueEntity()
      .delete({ organization_id: local, field: 'tax_file_number', value: guard?.value as string })
      .go();
    const newer = await createEmployee(user, fixture, { tax_file_number: TFN_A });
    const current = (await request('GET', `/employees/${older.id}`, { token: user.token })).body.data;
    const { tax_file_number, superannuation_member_number, bank_bsb, bank_account_number, ...rest } = current;
    const changed = await request('PUT', `/employees/${older.id}`, {
      token: user.token,
      body: { ...employeeBody(fixture), ...rest, tax_file_number: TFN_B },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await tfnGuards(local)).map((item) => item.employee_id).sort()).toEqual([older.id, newer.id].sort());
    expect((await post(fixture, user, { tax_file_number: TFN_A })).body.errors).toEqual({ tax_file_number: [TAKEN] });
  });

  it('a save that keeps the TFN (sent back as its mask, or left out) keeps its guard', async () => {
    const employee = await createEmployee(owner, f, { tax_file_number: TFN_C });
    const masked = await put(employee.id, { tax_file_number: employee.tax_file_number, phone_number: '0488 000 000' });
    expect(masked.status, JSON.stringify(masked.body)).toBe(200);
    const left = await put(employee.id, { phone_number: '0477 000 000' });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect((await tfnGuards(org)).filter((guard) => guard.employee_id === employee.id)).toHaveLength(1);
    expect((await post(f, owner, { tax_file_number: TFN_C })).body.errors).toEqual({ tax_file_number: [TAKEN] });
  });
});
