import { afterEach, describe, expect, it, vi } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { postOrganizationAccrual } from '../src/core/leave/accrual-worker.ts';
import { recordOpeningBalance } from '../src/core/leave/opening-balances.ts';
import { balancesOf, entriesOf } from './leave-support.ts';
import { hire, SYDNEY_MORNING, setClock, sydneyWorkspace } from './lifecycle-support.ts';
import { addMember } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 31 §2: an opening balance as at a day replaces the ledger's figures to that day (the
 * accrual since joining); accrual continues from the day after. Setting it again changes nothing,
 * a stale version is refused, and the Leave Balance screen's list and the setup checklist name
 * those whose balances nobody has confirmed.
 */

afterEach(() => {
  vi.useRealTimers();
});

const ANNUAL = 1;
const PERSONAL = 2;
const FDV = 5;
const system = <T>(run: () => Promise<T>) => withActor({ type: 'system', reason: 'test' }, run);

const put = (user: TestUser, employeeId: number, body: Record<string, unknown>) =>
  request('PUT', `/employees/${employeeId}/opening-balances`, { token: user.token, body });
const unconfirmed = async (user: TestUser, org: number) => {
  const answer = await request('GET', `/leave/unconfirmed-balances?organization_id=${org}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as Json[]).map((row) => row.first_name);
};

describe('opening balances', () => {
  it('40 h as at a day makes the balance 40 h plus the accrual since, not the accrual since joining', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING); // 25 November 2026 in Sydney
    const org = fixture.organization.id;
    // Full-time since February 2024 (the bakery); a twin with the same pattern joined the day after the opening day.
    const early = await hire(user, fixture, 'Bea', { joining_date: '2024-02-05', status: 'Active' });
    const twin = await hire(user, fixture, 'Tom', { joining_date: '2026-07-01', status: 'Active' });
    await system(() => postOrganizationAccrual(org, '2026-10-31', 100));
    const before = await balancesOf(user, early.id);
    expect(Number(before.annual.balance_hours)).toBeGreaterThan(300);
    expect(await unconfirmed(user, org)).toEqual(expect.arrayContaining(['Bea', 'Tom']));

    const saved = await put(user, early.id, {
      as_at: '2026-06-30',
      balances: [
        { leave_type_id: ANNUAL, hours: '40' },
        { leave_type_id: PERSONAL, hours: 12.5 },
      ],
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ as_at: '2026-06-30', version: 1, confirmed_by: 'Test User' });
    expect(saved.body.data.balances).toEqual(
      expect.arrayContaining([
        { leave_type_id: ANNUAL, name: 'Annual Leave', as_at: '2026-06-30', hours: '40.00' },
        { leave_type_id: PERSONAL, name: "Personal/Carer's Leave", as_at: '2026-06-30', hours: '12.50' },
      ]),
    );

    const since = await balancesOf(user, twin.id);
    const after = await balancesOf(user, early.id);
    expect(after.annual).toMatchObject({
      balance_hours: (40 + Number(since.annual.accrued_hours)).toFixed(2),
      accrued_hours: since.annual.accrued_hours,
      taken_hours: '0.00',
      opening: { as_at: '2026-06-30', hours: '40.00' },
    });
    expect(after.personal.balance_hours).toBe((12.5 + Number(since.personal.accrued_hours)).toFixed(2));
    // On its day: exactly the opening balance; the day before: the ledger as it was (no opening yet).
    expect((await balancesOf(user, early.id, '2026-06-30')).annual.balance_hours).toBe('40.00');
    expect((await balancesOf(user, early.id, '2026-06-29')).annual).toMatchObject({ opening: null });
    // Types without one are as they were.
    expect(after.long_service.balance_hours).toBe(before.long_service.balance_hours);
    const entry = (await entriesOf(user, early.id, ANNUAL)).find((row) => row.kind === 'opening');
    expect(entry?.reason).toMatch(/^Opening balance as at 30 June 2026: 40\.00 h/);
    // The entry is dated today, with accrual posted through yesterday.
    expect(entry?.balance_after_hours).toBe((await balancesOf(user, early.id, '2026-11-24')).annual.balance_hours);

    // Again with the same figures: nothing changes (no entry, same version).
    const again = await put(user, early.id, {
      as_at: '2026-06-30',
      balances: [
        { leave_type_id: PERSONAL, hours: '12.50' },
        { leave_type_id: ANNUAL, hours: '40.00' },
      ],
      version: 1,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.version).toBe(1);
    expect((await entriesOf(user, early.id, ANNUAL)).filter((row) => row.kind === 'opening')).toHaveLength(1);
    // A stale version is refused.
    const stale = await put(user, early.id, { as_at: '2026-06-30', balances: [], version: 0 });
    expect(stale.status).toBe(409);

    // Replaced by 38 h, then the set left without annual leave: its accrual since joining applies again.
    const replaced = await put(user, early.id, {
      as_at: '2026-06-30',
      balances: [
        { leave_type_id: ANNUAL, hours: '38' },
        { leave_type_id: PERSONAL, hours: '12.5' },
      ],
      version: 1,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((await balancesOf(user, early.id)).annual.balance_hours).toBe(
      (38 + Number(since.annual.accrued_hours)).toFixed(2),
    );
    const removed = await put(user, early.id, {
      as_at: '2026-06-30',
      balances: [{ leave_type_id: PERSONAL, hours: '12.5' }],
      version: 2,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await balancesOf(user, early.id)).annual).toMatchObject({
      balance_hours: before.annual.balance_hours,
      opening: null,
    });

    // Confirmed people leave the list; an empty set confirms the accrual since joining.
    expect(await unconfirmed(user, org)).toEqual(['Tom']);
    const confirmed = await put(user, twin.id, { as_at: '2026-11-25', balances: [] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ balances: [], version: 1, as_at: null });
    expect(await unconfirmed(user, org)).toEqual([]);
    expect((await balancesOf(user, twin.id)).annual.balance_hours).toBe(since.annual.balance_hours);
  }, 120_000);

  it('the import’s recordOpeningBalance sets one type and leaves the others', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING);
    const org = fixture.organization.id;
    const emp = await hire(user, fixture, 'Ivy', { joining_date: '2025-01-06', status: 'Active' });
    await put(user, emp.id, { as_at: '2026-06-30', balances: [{ leave_type_id: PERSONAL, hours: '20' }] });
    const row = { employee_id: emp.id, leave_type_id: ANNUAL, as_at: '2026-09-30', hours: '80' };
    const result = await system(() => recordOpeningBalance(org, row));
    expect(result.balances.map((line) => [line.leave_type_id, line.as_at, line.hours]).sort()).toEqual([
      [ANNUAL, '2026-09-30', '80.00'],
      [PERSONAL, '2026-06-30', '20.00'],
    ]);
    const version = result.version;
    expect((await system(() => recordOpeningBalance(org, row))).version).toBe(version);
    expect((await balancesOf(user, emp.id, '2026-09-30')).annual.balance_hours).toBe('80.00');
  });

  it('refuses bad input with a message, and answers only HR of the organization', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING);
    const org = fixture.organization.id;
    const emp = await hire(user, fixture, 'Val', { joining_date: '2025-03-03', status: 'Active' });
    const cases: [Record<string, unknown>, string][] = [
      [{ as_at: '2025-03-02', balances: [] }, 'as_at'],
      [{ as_at: '2026-11-26', balances: [] }, 'as_at'],
      [{ as_at: '30/06/2026', balances: [] }, 'as_at'],
      [{ as_at: '2026-06-30', balances: [{ leave_type_id: FDV, hours: '10' }] }, 'balances'],
      [{ as_at: '2026-06-30', balances: [{ leave_type_id: ANNUAL, hours: '-4' }] }, 'balances'],
      [{ as_at: '2026-06-30', balances: [{ leave_type_id: 999, hours: '4' }] }, 'balances'],
      [{ as_at: '2026-06-30', balances: 'all' }, 'balances'],
    ];
    for (const [body, field] of cases) {
      const answer = await put(user, emp.id, body);
      expect(answer.status, JSON.stringify([body, answer.body])).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    const employee = await addMember(org, 'Plain Employee', 'employee');
    expect((await put(employee, emp.id, { as_at: '2026-06-30', balances: [] })).status).toBe(403);
    expect(
      (await request('GET', `/leave/unconfirmed-balances?organization_id=${org}`, { token: employee.token })).status,
    ).toBe(403);
    const stranger = await signUp('Opening Stranger');
    expect((await put(stranger, emp.id, { as_at: '2026-06-30', balances: [] })).status).toBe(404);
    expect((await request('GET', `/employees/${emp.id}/opening-balances`, { token: stranger.token })).status).toBe(404);
    const read = await request('GET', `/employees/${emp.id}/opening-balances`, { token: user.token });
    expect(read.body.data).toEqual({
      employee_id: emp.id,
      as_at: null,
      balances: [],
      confirmed_at: null,
      confirmed_by: null,
      version: 0,
    });
  }, 60_000);
});
