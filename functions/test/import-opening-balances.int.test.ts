import { OPENING_BALANCE_IMPORT_FIELDS } from '@wattle/shared/import-fields/opening-balances';
import { beforeAll, describe, expect, it } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { CHUNK_ROWS } from '../src/core/imports/commit.ts';
import { postOrganizationAccrual } from '../src/core/leave/accrual-worker.ts';
import { employeeFixture } from './employee-support.ts';
import { commitAndRun, dryRun } from './import-support.ts';
import { balancesOf, entriesOf } from './leave-support.ts';
import { hire } from './lifecycle-support.ts';
import { addMember, seedCustomRole } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 31 §1 and §2, the opening leave balances kind: an opening balance of 40 h as at a day makes
 * the balance 40 h plus the accrual since, not the accrual since joining; errors name the row and
 * column; re-importing changes nothing; revert removes (or restores) the opening, or says which
 * changed since.
 */
const ANNUAL = 1;
const MAPPING = { Code: 'employee_code', Type: 'leave_type', Balance: 'hours', 'As At Date': 'as_at' };
const csvOf = (rows: string[][]) =>
  [Object.keys(MAPPING), ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

let user: TestUser;
let org: number;
let bea: Json;
let tom: Json;
let since: Record<string, Json>;
let before: Record<string, Json>;
let fixture: Awaited<ReturnType<typeof employeeFixture>>;
const openingDryRun = (rows: string[][], caller = user) =>
  dryRun(caller, org, csvOf(rows), MAPPING, { kind: 'opening-balances' });

beforeAll(async () => {
  user = await signUp('Opening Importer');
  fixture = await employeeFixture(user);
  org = fixture.organization.id;
  // Full-time since February 2024 (the bakery); a twin with the same pattern joined the day after the opening day.
  bea = await hire(user, fixture, 'Bea', { joining_date: '2024-02-05', status: 'Active' });
  tom = await hire(user, fixture, 'Tom', { joining_date: '2026-07-01', status: 'Active' });
  await withActor({ type: 'system', reason: 'test' }, () => postOrganizationAccrual(org, '2026-10-31', 100));
  before = await balancesOf(user, bea.id);
  since = await balancesOf(user, tom.id);
}, 120_000);

describe('importing opening leave balances', { timeout: 120_000 }, () => {
  const good = () => [
    [bea.employee_code, 'annual leave', '40', '30/06/2026'],
    [bea.employee_code, "Personal/Carer's Leave", '12.5', '2026-06-30'],
  ];
  let first: number;

  it('dry-runs with the bad rows named by row and column, writing nothing', async () => {
    const answer = await openingDryRun([
      ...good(),
      [bea.employee_code, 'Annual Leave', '10', '30/06/2026'],
      [tom.employee_code, 'Annual Leave', '5', '30/06/2026'],
      [bea.employee_code, 'Holidays', '1', '30/06/2026'],
      [tom.employee_code, 'Long Service Leave', 'lots', '2026-09-30'],
      [tom.employee_code, "Personal/Carer's Leave", '3', '2026-13-01'],
      ['NOBODY', 'Annual Leave', '3', '2026-09-30'],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body.data;
    expect(result.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 6 });
    const errors = result.rows.filter((row: Json) => row.action === 'error');
    expect(errors.map((row: Json) => [row.row, row.errors.map((error: Json) => error.column)])).toEqual([
      [4, ['Code']],
      [5, ['As At Date']],
      [6, ['Type']],
      [7, ['Balance']],
      [8, ['As At Date']],
      [9, ['Code']],
    ]);
    expect(errors[1].errors[0].message).toMatch(/joining date/);
    expect(result.rows[0].changes).toEqual([
      { field: 'hours', label: 'Annual Leave hours', before: null, after: '40.00' },
      { field: 'as_at', label: 'Annual Leave as at', before: null, after: '30 June 2026' },
    ]);
    expect((await balancesOf(user, bea.id)).annual.opening).toBeNull();
  });

  it('40 h as at a day makes the balance 40 h plus the accrual since; re-importing changes nothing', async () => {
    const answer = await openingDryRun(good());
    first = answer.body.data.id;
    const done = await commitAndRun(user, first);
    expect(done).toMatchObject({ status: 'committed', counts: { create: 2, error: 0 } });
    const after = await balancesOf(user, bea.id);
    expect(after.annual).toMatchObject({
      balance_hours: (40 + Number(since.annual.accrued_hours)).toFixed(2),
      accrued_hours: since.annual.accrued_hours,
      opening: { as_at: '2026-06-30', hours: '40.00' },
    });
    expect(Number(before.annual.balance_hours)).toBeGreaterThan(300);
    expect(after.personal.balance_hours).toBe((12.5 + Number(since.personal.accrued_hours)).toFixed(2));
    const entry = (await entriesOf(user, bea.id, ANNUAL)).find((row) => row.kind === 'opening');
    expect(entry?.reason).toMatch(/^Opening balance as at 30 June 2026: 40\.00 h/);
    const confirmed = await request('GET', `/employees/${bea.id}/opening-balances`, { token: user.token });
    expect(confirmed.body.data.confirmed_at).toEqual(expect.any(String));
    const again = await openingDryRun(good());
    expect(again.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('revert restores the opening before, or removes the one it added; refuses one changed since', async () => {
    const replaced = await openingDryRun([[bea.employee_code, 'Annual Leave', '38', '30/06/2026']]);
    expect(replaced.body.data.rows[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'hours', label: 'Annual Leave hours', before: '40.00', after: '38.00' }],
    });
    await commitAndRun(user, replaced.body.data.id);
    expect((await balancesOf(user, bea.id)).annual.opening.hours).toBe('38.00');
    const undone = await request('POST', `/imports/${replaced.body.data.id}/revert`, { token: user.token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await balancesOf(user, bea.id)).annual.opening.hours).toBe('40.00');

    // Someone changes the personal leave opening by hand: the first import's revert is refused, naming it.
    const current = await request('GET', `/employees/${bea.id}/opening-balances`, { token: user.token });
    const edited = await request('PUT', `/employees/${bea.id}/opening-balances`, {
      token: user.token,
      body: {
        as_at: '2026-06-30',
        balances: [
          { leave_type_id: ANNUAL, hours: '40' },
          { leave_type_id: 2, hours: '11' },
        ],
        version: current.body.data.version,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const refused = await request('POST', `/imports/${first}/revert`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Bea Lifecycle's Personal/Carer's Leave opening balance changed since.");
    const back = await request('PUT', `/employees/${bea.id}/opening-balances`, {
      token: user.token,
      body: {
        as_at: '2026-06-30',
        balances: [
          { leave_type_id: ANNUAL, hours: '40' },
          { leave_type_id: 2, hours: '12.5' },
        ],
        version: edited.body.data.version,
      },
    });
    expect(back.status).toBe(200);
    const reverted = await request('POST', `/imports/${first}/revert`, { token: user.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await balancesOf(user, bea.id)).annual).toMatchObject({
      balance_hours: before.annual.balance_hours,
      opening: null,
    });
  });

  it('reverting an opening the import added un-confirms the balances the import confirmed', async () => {
    const cal = await hire(user, fixture, 'Cal', { joining_date: '2024-02-05', status: 'Active' });
    const confirmation = async () =>
      (await request('GET', `/employees/${cal.id}/opening-balances`, { token: user.token })).body.data.confirmed_at;
    expect(await confirmation()).toBeNull();
    const answer = await openingDryRun([
      [cal.employee_code, 'Annual Leave', '20', '30/06/2026'],
      [cal.employee_code, "Personal/Carer's Leave", '5', '30/06/2026'],
    ]);
    expect(answer.body.data.counts).toMatchObject({ create: 2, error: 0 });
    await commitAndRun(user, answer.body.data.id);
    expect(await confirmation()).toEqual(expect.any(String));
    const undone = await request('POST', `/imports/${answer.body.data.id}/revert`, { token: user.token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await confirmation()).toBeNull();
    expect((await balancesOf(user, cal.id)).annual.opening).toBeNull();

    // Balances confirmed before the import stay confirmed, by whoever confirmed them, through the import and its revert.
    const confirmedBefore = (await request('GET', `/employees/${bea.id}/opening-balances`, { token: user.token })).body
      .data.confirmed_at;
    expect(confirmedBefore).toEqual(expect.any(String));
    const kept = await openingDryRun([[bea.employee_code, 'Annual Leave', '39', '30/06/2026']]);
    await commitAndRun(user, kept.body.data.id);
    const during = await request('GET', `/employees/${bea.id}/opening-balances`, { token: user.token });
    expect(during.body.data.confirmed_at).toBe(confirmedBefore);
    await request('POST', `/imports/${kept.body.data.id}/revert`, { token: user.token });
    const bea_ = await request('GET', `/employees/${bea.id}/opening-balances`, { token: user.token });
    expect(bea_.body.data.confirmed_at).toBe(confirmedBefore);
  });

  it("un-confirms on revert when one employee's rows fall in different commit steps", async () => {
    const dee = await hire(user, fixture, 'Dee', { joining_date: '2024-02-05', status: 'Active' });
    const confirmation = async () =>
      (await request('GET', `/employees/${dee.id}/opening-balances`, { token: user.token })).body.data.confirmed_at;
    // The first row is in the first step, the second in the next (CHUNK_ROWS rows later); the rows between are errors.
    const fillers = Array.from({ length: CHUNK_ROWS - 1 }, (_, index) => [
      `NOBODY-${index}`,
      'Annual Leave',
      '1',
      '30/06/2026',
    ]);
    const answer = await openingDryRun([
      [dee.employee_code, 'Annual Leave', '20', '30/06/2026'],
      ...fillers,
      [dee.employee_code, "Personal/Carer's Leave", '5', '30/06/2026'],
    ]);
    expect(answer.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: CHUNK_ROWS - 1 });
    await commitAndRun(user, answer.body.data.id);
    expect((await balancesOf(user, dee.id)).personal.opening.hours).toBe('5.00');
    expect(await confirmation()).toEqual(expect.any(String));
    const undone = await request('POST', `/imports/${answer.body.data.id}/revert`, { token: user.token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await confirmation()).toBeNull();
    const after = await balancesOf(user, dee.id);
    expect([after.annual.opening, after.personal.opening]).toEqual([null, null]);
  });

  it('needs the leave edit grant besides the import one; the template carries the openings', async () => {
    // Importing employees is not enough: opening balances are the leave edit grant's (the route's).
    const role = await seedCustomRole(org, 1, 'Importer', {
      employees: { view: 'organization', import: 'organization' },
    });
    const importer = await addMember(org, 'Leave-less Importer', role);
    expect((await openingDryRun(good(), importer)).status).toBe(403);
    await commitAndRun(user, (await openingDryRun(good())).body.data.id);
    const template = await request(
      'GET',
      `/imports/templates/opening-balances?organization_id=${org}&format=csv&with_data=true`,
      { token: user.token },
    );
    expect(template.status).toBe(200);
    expect(String(template.body)).toContain('Leave Type');
    expect(String(template.body)).toContain(`${bea.employee_code},Annual Leave,40.00,2026-06-30`);
    // The template with data imports back as it is: every row unchanged.
    const labels = Object.fromEntries(OPENING_BALANCE_IMPORT_FIELDS.map((field) => [field.label, field.key]));
    const back = await dryRun(user, org, String(template.body), labels, { kind: 'opening-balances' });
    expect(back.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });
});
