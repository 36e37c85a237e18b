import { afterEach, describe, expect, it, vi } from 'vitest';
import { withActor } from '../src/core/actor.ts';
import { postOrganizationAccrual } from '../src/core/leave/accrual-worker.ts';
import { availableUnits, commitLedger, readBalances } from '../src/core/leave/ledger.ts';
import { adjust, balancesOf, entriesOf, pattern, setWorkPattern } from './leave-support.ts';
import { hire, SYDNEY_MORNING, setClock, sydneyWorkspace } from './lifecycle-support.ts';
import { addMember } from './role-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { type Json, request } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

const ANNUAL = 1;
const PERSONAL = 2;
const FDV = 5;
const UNPAID_PARENTAL = 7;
const UNITS = 2_184_000;
const system = <T>(run: () => Promise<T>) => withActor({ type: 'system', reason: 'test' }, run);

describe('leave balances', () => {
  it('a 38 h full-timer accrues 152 h annual and 76 h personal in a year; a 22.8 h part-timer 91.2 h and 45.6 h; a casual none', async () => {
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const full = await hire(user, fixture, 'Fiona', { joining_date: '2025-11-23', status: 'Active' });
    const part = await hire(user, fixture, 'Paul', { joining_date: '2025-11-23', status: 'Active' });
    const casual = await hire(user, fixture, 'Cass', {
      joining_date: '2025-11-23',
      status: 'Active',
      employment_type: 'Casual',
    });
    await setWorkPattern(org, part.id, [
      pattern({ ordinary_hours_per_week: '22.8', work_days: ['mon', 'tue', 'wed'], employment_type: 'Part-time' }),
    ]);

    // 23 November 2025 (a Sunday) to 22 November 2026: 52 weeks exactly.
    const fiona = await balancesOf(user, full.id, '2026-11-22');
    expect(fiona.annual).toMatchObject({
      leave_type_id: ANNUAL,
      name: 'Annual Leave',
      balance_hours: '152.00',
      accrued_hours: '152.00',
      taken_hours: '0.00',
      pending_hours: '0.00',
    });
    expect(fiona.personal).toMatchObject({ balance_hours: '76.00', accrued_hours: '76.00' });
    // FDV: 10 of her 7.6 h days, in full; long service leave accrues (NSW: 8.6667 weeks in 10 years), takeable after 10.
    expect(fiona.fdv).toMatchObject({ balance_hours: '76.00' });
    expect(fiona.long_service).toMatchObject({ balance_hours: '32.93', takeable_from: '2035-11-23' });
    expect(Object.keys(fiona)).toEqual(['annual', 'personal', 'fdv', 'long_service']);

    const paul = await balancesOf(user, part.id, '2026-11-22');
    expect(paul.annual.balance_hours).toBe('91.20');
    expect(paul.personal.balance_hours).toBe('45.60');

    const cass = await balancesOf(user, casual.id, '2026-11-22');
    expect([cass.annual.balance_hours, cass.personal.balance_hours, cass.long_service.balance_hours]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
    // Casuals have FDV leave too (s 106A): 10 days, kept in days.
    expect(cass.fdv).toMatchObject({ unit: 'days', balance_hours: '10.00' });

    // Reading wrote nothing: no entries exist.
    expect(await entriesOf(user, full.id, ANNUAL)).toEqual([]);
    // Before joining: nothing.
    expect((await balancesOf(user, full.id, '2025-11-01')).annual.balance_hours).toBe('0.00');
  });

  it('posts accrual before an entry, reads past days from the entries, and posting again changes nothing', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING); // 25 November 2026 in Sydney (sessions were made on the real clock)
    const org = fixture.organization.id;
    const emp = await hire(user, fixture, 'Ada', { joining_date: '2025-11-23', status: 'Active' });

    // The worker posts through the end of October (idempotent: the second run posts nobody).
    expect(await system(() => postOrganizationAccrual(org, '2026-10-31', 100))).toBe(1);
    expect(await system(() => postOrganizationAccrual(org, '2026-10-31', 100))).toBe(0);
    const posted = await entriesOf(user, emp.id, ANNUAL);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      kind: 'accrual',
      date: '2026-10-31',
      period_from: '2025-11-23',
      actor_name: 'System (test)',
    });
    // Posting changes no balance.
    expect((await balancesOf(user, emp.id, '2026-11-22')).annual.balance_hours).toBe('152.00');

    const adjusted = await adjust(user, org, {
      employee_id: emp.id,
      leave_type_id: ANNUAL,
      hours: '7.6',
      reason: 'Leave bought out in error',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const entries = await entriesOf(user, emp.id, ANNUAL);
    // Newest first: the adjustment dated today, the accrual of 1 to 24 November posted before it.
    expect(entries.map((entry: Json) => [entry.kind, entry.date, entry.hours])).toEqual([
      ['adjustment', '2026-11-25', '7.60'],
      ['accrual', '2026-11-24', '9.94'],
      ['accrual', '2026-10-31', '143.23'],
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Leave bought out in error', balance_after_hours: '160.77' });
    // 23 and 24 November are two more working days: 152 + 2 × 7.6 / 13.
    expect((await balancesOf(user, emp.id, '2026-11-24')).annual.balance_hours).toBe('153.17');
    expect((await balancesOf(user, emp.id, '2026-11-25')).annual).toMatchObject({
      balance_hours: '161.35',
      adjusted_hours: '7.60',
    });
    // Past days: from the last entry on or before them, plus the pattern after it.
    expect((await balancesOf(user, emp.id, '2026-10-31')).annual.balance_hours).toBe('143.23');
    expect((await balancesOf(user, emp.id, '2026-11-22')).annual.balance_hours).toBe('152.00');
    expect((await balancesOf(user, emp.id, '2026-12-01')).annual.balance_hours).toBe('163.69');
  });

  it('records the request flow: pending, taken (unpaid leave pauses accrual), returned', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING); // 25 November 2026 in Sydney (sessions were made on the real clock)
    const org = fixture.organization.id;
    const emp = await hire(user, fixture, 'Ben', { joining_date: '2025-11-23', status: 'Active' });
    const day = 7.6 * UNITS;

    await system(() => commitLedger(org, emp.id, [{ kind: 'pending', leave_type_id: ANNUAL, units: 2 * day }]));
    expect(await system(() => availableUnits(org, emp.id, ANNUAL, '2026-11-22'))).toBe(152 * UNITS - 2 * day);
    expect(await system(() => availableUnits(org, emp.id, UNPAID_PARENTAL, '2026-11-22'))).toBeNull();
    const leave = { start_date: '2026-12-01', end_date: '2026-12-02', leave_request_id: 41 };
    await system(() =>
      commitLedger(org, emp.id, [{ kind: 'taken', leave_type_id: ANNUAL, units: 2 * day, leave, from_pending: true }]),
    );
    const after = await balancesOf(user, emp.id, '2026-11-25');
    expect(after.annual).toMatchObject({ taken_hours: '15.20', pending_hours: '0.00', balance_hours: '138.55' });
    expect((await entriesOf(user, emp.id, ANNUAL))[0]).toMatchObject({
      kind: 'taken',
      hours: '-15.20',
      leave_start: '2026-12-01',
      leave_request_id: 41,
    });

    // Unpaid parental leave through December: nothing accrues in it.
    const unpaid = { start_date: '2026-12-01', end_date: '2026-12-31', leave_request_id: 42 };
    const before =
      (await system(() => readBalances(org, [emp.id], '2027-01-31'))).get(emp.id)?.[0]?.figures.accrued ?? 0;
    await system(() =>
      commitLedger(org, emp.id, [
        { kind: 'taken', leave_type_id: UNPAID_PARENTAL, units: 0, leave: unpaid, from_pending: false },
      ]),
    );
    const paused =
      (await system(() => readBalances(org, [emp.id], '2027-01-31'))).get(emp.id)?.[0]?.figures.accrued ?? 0;
    // December 2026 has 23 working days: 23 × 7.6 / 13 h less.
    expect(before - paused).toBe((23 * day) / 13);
    await system(() =>
      commitLedger(org, emp.id, [{ kind: 'returned', leave_type_id: UNPAID_PARENTAL, units: 0, leave: unpaid }]),
    );
    const back = (await system(() => readBalances(org, [emp.id], '2027-01-31'))).get(emp.id)?.[0]?.figures.accrued ?? 0;
    expect(back).toBe(before);
  });

  it('adjustments are HR’s, need a reason and signed hours, and are in the audit log', async () => {
    const { user, fixture } = await sydneyWorkspace();
    const payroll = await addMember(fixture.organization.id, 'Pat Payroll', 'payroll_officer');
    setClock(SYDNEY_MORNING); // 25 November 2026 in Sydney (sessions were made on the real clock)
    const org = fixture.organization.id;
    const emp = await hire(user, fixture, 'Cleo', { joining_date: '2025-11-23', status: 'Active' });
    const invalid = await adjust(user, org, { employee_id: emp.id, leave_type_id: ANNUAL, hours: '0', reason: ' ' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      hours: ['An adjustment cannot be 0 hours.'],
      reason: ['A reason is required.'],
    });
    const none = await adjust(user, org, { employee_id: emp.id, leave_type_id: 3, hours: '7.6', reason: 'x' });
    expect(none.status).toBe(422);
    expect(none.body.errors.leave_type_id).toEqual(['Compassionate Leave has no balance to adjust.']);

    const refused = await adjust(payroll, org, {
      employee_id: emp.id,
      leave_type_id: ANNUAL,
      hours: '-3.8',
      reason: 'x',
    });
    expect(refused.status).toBe(403);

    const done = await adjust(user, org, {
      employee_id: emp.id,
      leave_type_id: PERSONAL,
      hours: '-3.8',
      reason: 'Sick day not recorded',
    });
    expect(done.status).toBe(201);
    expect(done.body.data.find((row: Json) => row.code === 'personal')).toMatchObject({ adjusted_hours: '-3.80' });
    const log = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=leave`, {
      token: user.token,
    });
    const summaries = log.body.data.data.map((event: Json) => event.summary);
    expect(summaries).toContain(
      "Manual adjustment: -3.80 h of Personal/Carer's Leave for Cleo Lifecycle (Sick day not recorded)",
    );
    expect(
      summaries.some((summary: string) => summary.startsWith('Accrual posted through 2026-11-24 for Cleo Lifecycle')),
    ).toBe(true);
  });

  it('shows family and domestic violence leave only to the employee and holders of confidential_leave', async () => {
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const other = await hire(user, fixture, 'Olga', { joining_date: '2025-11-23', status: 'Active' });
    const { employee, user: self } = await linkedEmployee(user, fixture, {
      joining_date: '2025-11-23',
      status: 'Active',
    });
    const payroll = await addMember(org, 'Pat Payroll', 'payroll_officer');

    expect(Object.keys(await balancesOf(user, employee.id))).toContain('fdv');
    expect(Object.keys(await balancesOf(self, employee.id))).toContain('fdv');
    expect(Object.keys(await balancesOf(payroll, employee.id))).toEqual(['annual', 'personal', 'long_service']);
    const hidden = await request('GET', `/employees/${employee.id}/leave-entries?leave_type_id=${FDV}`, {
      token: payroll.token,
    });
    expect(hidden.status).toBe(404);
    // An employee reaches only their own balances.
    const outside = await request('GET', `/employees/${other.id}/leave-balances`, { token: self.token });
    expect(outside.status).toBe(404);
  });

  it('leave types: NES types keep their minimums and are never deleted; custom types are deleted only while unused', async () => {
    const { user, fixture } = await sydneyWorkspace();
    setClock(SYDNEY_MORNING); // 25 November 2026 in Sydney (sessions were made on the real clock)
    const org = fixture.organization.id;
    const types = await request('GET', `/leave/types?organization_id=${org}`, { token: user.token });
    expect(types.body.data.map((type: Json) => type.code)).toEqual([
      'annual',
      'personal',
      'compassionate',
      'unpaid_carers',
      'fdv',
      'community_service',
      'unpaid_parental',
      'long_service',
    ]);
    expect(types.body.data[0]).toMatchObject({
      leave_type_id: 1,
      weeks_per_year: '4',
      shiftworker_weeks_per_year: '5',
      version: 0,
    });

    const minimum = await request('PUT', `/leave/types/${ANNUAL}`, {
      token: user.token,
      body: { organization_id: org, name: 'Holidays', weeks_per_year: '3', version: 0 },
    });
    expect(minimum.status).toBe(422);
    expect(minimum.body.errors.weeks_per_year).toEqual([
      'This is a National Employment Standards minimum and cannot be changed.',
    ]);
    const renamed = await request('PUT', `/leave/types/${ANNUAL}`, {
      token: user.token,
      body: { organization_id: org, name: 'Holidays', leave_loading_rate: '17.50', version: 0 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Holidays',
      leave_loading_rate: '17.50',
      weeks_per_year: '4',
      version: 1,
    });
    const stale = await request('PUT', `/leave/types/${ANNUAL}`, {
      token: user.token,
      body: { organization_id: org, name: 'Again', version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(
      (await request('DELETE', `/leave/types/${ANNUAL}?organization_id=${org}`, { token: user.token })).status,
    ).toBe(409);

    const create = (body: Record<string, unknown>) =>
      request('POST', '/leave/types', { token: user.token, body: { organization_id: org, ...body } });
    const bad = await create({ name: 'Study', paid: true, balance: 'accruing' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.weeks_per_year).toEqual(['Weeks a year is required.']);
    const study = await create({ name: 'Study Leave', paid: true, balance: 'fixed', hours_per_year: '38' });
    expect(study.status, JSON.stringify(study.body)).toBe(201);
    expect(study.body.data).toMatchObject({
      leave_type_id: 9,
      code: null,
      balance: 'fixed',
      hours_per_year: '38',
      in_use: false,
    });
    const wellbeing = await create({
      name: 'Wellbeing',
      paid: true,
      balance: 'accruing',
      weeks_per_year: '0.4',
      carry_over_cap_hours: '7.6',
    });
    expect(wellbeing.body.data.leave_type_id).toBe(10);

    const emp = await hire(user, fixture, 'Dee', { joining_date: '2025-11-23', status: 'Active' });
    expect(
      (await adjust(user, org, { employee_id: emp.id, leave_type_id: 9, hours: '2', reason: 'Exam' })).status,
    ).toBe(201);
    expect((await balancesOf(user, emp.id))['Study Leave']).toMatchObject({
      balance_hours: '40.00',
      accrued_hours: '38.00',
    });
    const used = await request('DELETE', `/leave/types/9?organization_id=${org}`, { token: user.token });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Study Leave is in use (requests or balance entries) and cannot be deleted.');
    expect((await request('DELETE', `/leave/types/10?organization_id=${org}`, { token: user.token })).status).toBe(409);
    const spare = await create({ name: 'Spare', paid: false, balance: 'none' });
    expect(
      (
        await request('DELETE', `/leave/types/${spare.body.data.leave_type_id}?organization_id=${org}`, {
          token: user.token,
        })
      ).status,
    ).toBe(204);
    const after = await request('GET', `/leave/types?organization_id=${org}`, { token: user.token });
    expect(after.body.data.map((type: Json) => type.name)).toEqual([
      'Holidays',
      "Personal/Carer's Leave",
      'Compassionate Leave',
      "Unpaid Carer's Leave",
      'Family and Domestic Violence Leave',
      'Community Service Leave',
      'Unpaid Parental Leave',
      'Long Service Leave',
      'Study Leave',
      'Wellbeing',
    ]);
  });
});
