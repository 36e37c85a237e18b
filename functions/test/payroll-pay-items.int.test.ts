import { beforeAll, describe, expect, it } from 'vitest';
import { listPayItems } from '../src/core/payroll/pay-items.ts';
import { payItemEntity } from '../src/core/payroll/setup-entities.ts';
import { createEmployee } from './employee-support.ts';
import { as, type PayrollSetupWorld, payrollSetupWorld } from './payroll-setup-support.ts';
import type { Json } from './support.ts';

/** Issue 17 §1: pay items (recurring and one-off earnings and deductions) with their rules, versions and roles. */

let world: PayrollSetupWorld;
let owner: PayrollSetupWorld['owner'];
let payrollOfficer: PayrollSetupWorld['payrollOfficer'];
let hr: PayrollSetupWorld['hr'];
let self: PayrollSetupWorld['self'];
let stranger: PayrollSetupWorld['stranger'];
let employee: Json;
let org: number;
let fixture: PayrollSetupWorld['fixture'];

beforeAll(async () => {
  world = await payrollSetupWorld();
  ({ owner, payrollOfficer, hr, self, stranger, employee, org, fixture } = world);
}, 120_000);

describe('pay items', () => {
  const itemsPath = () => `/employees/${employee.id}/pay-items`;

  it('adds, edits and deletes items with their rules, versions and an audit trail', async () => {
    const union = await as(payrollOfficer, 'POST', itemsPath(), {
      kind: 'deduction',
      description: 'Union fees',
      amount: '12.50',
      deduction_type: 'F',
      payee: 'Retail Union',
      recurring: true,
      start_date: '2026-07-01',
    });
    expect(union.status, JSON.stringify(union.body)).toBe(201);
    expect(union.body.data).toMatchObject({ amount: '12.50', payee: 'Retail Union', deduction_type: 'F', version: 1 });
    const overtime = await as(payrollOfficer, 'POST', itemsPath(), {
      kind: 'overtime',
      description: 'Stocktake',
      hours: '7.5',
      hourly_rate: '67.1053',
      recurring: false,
      start_date: '2026-07-10',
    });
    expect(overtime.status, JSON.stringify(overtime.body)).toBe(201);
    expect(overtime.body.data).toMatchObject({ hours: '7.50', hourly_rate: '67.1053', amount: null });
    const bonus = await as(payrollOfficer, 'POST', itemsPath(), {
      kind: 'bonus',
      description: 'Sign-on',
      amount: '1000',
      recurring: false,
      start_date: '2026-07-10',
    });
    const edited = await as(payrollOfficer, 'PATCH', `${itemsPath()}/${bonus.body.data.id}`, {
      amount: '1500.00',
      version: 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ amount: '1500.00', description: 'Sign-on', version: 2 });
    expect(
      (await as(payrollOfficer, 'PATCH', `${itemsPath()}/${bonus.body.data.id}`, { amount: '1.00', version: 1 }))
        .status,
    ).toBe(409);
    const deductions = await as(
      owner,
      'GET',
      `/payroll/pay-items?organization_id=${org}&kinds=deduction,salary_sacrifice_super`,
    );
    expect(deductions.status).toBe(200);
    expect(deductions.body.data.data.map((item: Json) => item.description)).toEqual(['Union fees']);
    const cursorOfOther = await as(owner, 'GET', `/payroll/pay-items?organization_id=${org}&per_page=1`);
    expect(cursorOfOther.body.data.next_cursor).not.toBeNull();
    const mismatched = await as(
      owner,
      'GET',
      `/payroll/pay-items?organization_id=${org}&kinds=bonus&per_page=1&cursor=${cursorOfOther.body.data.next_cursor}`,
    );
    expect(mismatched.status).toBe(422);
    const all = await listPayItems(org);
    expect(all).toHaveLength(3);
    expect((await as(payrollOfficer, 'DELETE', `${itemsPath()}/${bonus.body.data.id}`)).status).toBe(204);
    const own = await as(self, 'GET', itemsPath());
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(2);
  });

  it('refuses items that break their rules', async () => {
    const post = (body: Record<string, unknown>) =>
      as(owner, 'POST', itemsPath(), { description: 'X', recurring: false, start_date: '2026-07-01', ...body });
    expect((await post({ kind: 'allowance', amount: '10.00' })).body.errors.allowance_type).toEqual([
      'An allowance needs its STP allowance type.',
    ]);
    // Reg 3.46(2): every deduction from gross names the fund or account it is paid into.
    for (const kind of ['deduction', 'salary_sacrifice_other']) {
      const noPayee = await post({ kind, amount: '10.00' });
      expect([noPayee.status, noPayee.body.errors.payee], kind).toEqual([
        422,
        ['A deduction needs the payee it is paid to.'],
      ]);
      expect((await post({ kind, amount: '10.00', payee: '   ' })).body.errors.payee, kind).toBeDefined();
    }
    // Salary sacrifice to super goes to the employee's fund when no payee is named.
    expect((await post({ kind: 'salary_sacrifice_super', amount: '10.00' })).status).toBe(201);
    expect((await post({ kind: 'bonus', amount: '0' })).body.errors.amount).toBeDefined();
    expect((await post({ kind: 'bonus', hours: '1', hourly_rate: '50' })).body.errors.hours).toBeDefined();
    expect((await post({ kind: 'bonus', amount: '5.00', end_date: '2026-08-01' })).body.errors.end_date).toBeDefined();
    expect((await post({ kind: 'pay_rise', amount: '5.00' })).status).toBe(422);
  });

  it("answers 404 for another organization's item and refuses roles without payroll edit", async () => {
    const item = await as(owner, 'POST', itemsPath(), {
      kind: 'reimbursement',
      description: 'Taxi',
      amount: '45.00',
      recurring: false,
      start_date: '2026-07-01',
    });
    expect(item.status).toBe(201);
    const other = await createEmployee(owner, fixture, { first_name: 'Other' });
    expect(
      (
        await as(owner, 'PATCH', `/employees/${other.id}/pay-items/${item.body.data.id}`, {
          amount: '1.00',
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await as(stranger, 'DELETE', `${itemsPath()}/${item.body.data.id}`)).status).toBe(404);
    expect(
      (
        await as(hr, 'POST', itemsPath(), {
          kind: 'bonus',
          description: 'X',
          amount: '5.00',
          recurring: false,
          start_date: '2026-07-01',
        })
      ).status,
    ).toBe(403);
    expect((await as(self, 'DELETE', `${itemsPath()}/${item.body.data.id}`)).status).toBe(403);
  });
});

describe('paid one-off items', () => {
  it('refuses to change or delete a one-off item a finalised run paid', async () => {
    const path = `/employees/${employee.id}/pay-items`;
    const created = await as(owner, 'POST', path, {
      kind: 'commission',
      description: 'October sales',
      amount: '800.00',
      recurring: false,
      start_date: '2026-11-01',
    });
    expect(created.status).toBe(201);
    // What the pay-run slice's finalising does to a one-off item it paid.
    await payItemEntity()
      .patch({ organization_id: org, employee_id: employee.id, pay_item_id: created.body.data.id })
      .set({ paid_in_run_id: 77 })
      .go();
    const edited = await as(owner, 'PATCH', `${path}/${created.body.data.id}`, { amount: '900.00', version: 1 });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe('This one-off item was paid in pay run 77 and cannot be changed.');
    expect((await as(owner, 'DELETE', `${path}/${created.body.data.id}`)).status).toBe(409);
    const listed = await as(owner, 'GET', path);
    expect(listed.body.data.find((item: Json) => item.id === created.body.data.id).paid_in_run_id).toBe(77);
  });
});
