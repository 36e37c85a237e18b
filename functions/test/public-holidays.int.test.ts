import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, workspace } from './role-support.ts';
import { dataOf, type Json, request, signUp, type TestUser } from './support.ts';

/** Issue 16 §5: public holidays from date-holidays, with the organization's corrections. */

let owner: TestUser;
let employee: TestUser;
let hr: TestUser;
let org: number;

beforeAll(async () => {
  owner = await signUp('Holly Owner');
  org = await workspace(owner);
  employee = await addMember(org, 'Eve Employee', 'employee');
  hr = await addMember(org, 'Harry HR', 'hr_manager');
}, 60_000);

const path = (query = '') => `/organizations/${org}/public-holidays${query}`;
const list = async (query: string, user: TestUser = owner) => {
  const answer = await request('GET', path(query), { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const names = async (query: string) => (await list(query)).data.map((holiday: Json) => holiday.name);

describe('GET public holidays', () => {
  it("lists a state's year with its part-day evenings, for any member who may view leave", async () => {
    const sa = await list('?year=2026&state=SA', employee);
    expect(sa.year).toBe(2026);
    expect(sa.state).toBe('SA');
    expect(sa.data.filter((holiday: Json) => holiday.date >= '2026-12-24')).toEqual([
      {
        id: '20261224-christmas-eve',
        date: '2026-12-24',
        name: 'Christmas Eve',
        from_time: '19:00',
        source: 'generated',
        version: 0,
      },
      { id: '20261225-christmas-day', date: '2026-12-25', name: 'Christmas Day', source: 'generated', version: 0 },
      {
        id: '20261226-proclamation-day',
        date: '2026-12-26',
        name: 'Proclamation Day',
        source: 'generated',
        version: 0,
      },
      {
        id: '20261228-proclamation-day',
        date: '2026-12-28',
        name: 'Proclamation Day',
        source: 'generated',
        version: 0,
      },
      {
        id: '20261231-new-year-s-eve',
        date: '2026-12-31',
        name: "New Year's Eve",
        from_time: '19:00',
        source: 'generated',
        version: 0,
      },
    ]);
  });

  it('gives national holidays only without a state, and refuses an unknown state or year', async () => {
    const national = await list('?year=2026');
    expect(national.state).toBeNull();
    expect(national.data.map((holiday: Json) => holiday.name)).not.toContain('Labour Day');
    // Easter Saturday and Sunday are the states' (Fair Work Act s 115(1)(a) lists the national days).
    expect(national.data.map((holiday: Json) => holiday.name)).not.toContain('Easter Saturday');
    expect(national.data.map((holiday: Json) => holiday.name)).not.toContain('Easter Sunday');
    expect((await list('?year=2026&state=NSW')).data.map((holiday: Json) => holiday.name)).toContain('Easter Saturday');
    const bad = await request('GET', path('?year=1999&state=XX'), { token: owner.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      year: ['Choose a year from 2000 to 2100.'],
      state: ['State must be one of NSW, VIC, QLD, SA, WA, TAS, ACT, NT.'],
    });
  });
});

describe('HR changes the list', () => {
  it('adds a day for some states, audited; a member without leave edit cannot', async () => {
    const body = { date: '2026-03-09', name: 'Show Day', states: ['NSW', 'QLD'], from_time: '12:00' };
    expect((await request('POST', path(), { token: employee.token, body })).status).toBe(403);
    const added = await request('POST', path(), { token: hr.token, body });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toEqual({
      id: '20260309-show-day',
      date: '2026-03-09',
      name: 'Show Day',
      from_time: '12:00',
      source: 'organization',
      states: ['NSW', 'QLD'],
      version: 1,
    });
    expect(await names('?year=2026&state=QLD')).toContain('Show Day');
    expect(await names('?year=2026&state=VIC')).not.toContain('Show Day');
    const again = await request('POST', path(), { token: hr.token, body });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: ['This holiday is already on the list.'] });
    const log = await request('GET', `/organizations/${org}/audit-log?module=leave&per_page=100`, {
      token: owner.token,
    });
    expect(log.body.data.data.map((event: Json) => event.summary)).toContain(
      'Added public holiday Show Day on 9 March 2026 from 12:00 (NSW, QLD)',
    );
  });

  it('refuses a day without date, name or states, and a bad start time', async () => {
    const bad = await request('POST', path(), {
      token: owner.token,
      body: { date: '', name: ' ', states: [], from_time: '7pm' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      date: ['Date is required'],
      name: ['Name is required'],
      states: ['Choose at least one state, or all states.'],
      from_time: ['Starts At must be a time of day (HH:MM).'],
    });
    const generated = await request('POST', path(), {
      token: owner.token,
      body: { date: '2026-12-25', name: 'Christmas Day', states: 'all' },
    });
    expect(generated.body.errors).toEqual({ name: ['This holiday is already on the list.'] });
  });

  it('corrects a generated day (name, time), version-checked, and gives it back when corrected to its own values', async () => {
    const key = '20261231-new-year-s-eve';
    const corrected = await request('PATCH', path(`/${key}`), {
      token: owner.token,
      body: { name: "New Year's Eve (evening)", from_time: '18:00', version: 0 },
    });
    expect(dataOf(corrected)).toEqual({
      id: key,
      date: '2026-12-31',
      name: "New Year's Eve (evening)",
      from_time: '18:00',
      source: 'generated',
      corrected: { date: '2026-12-31', name: "New Year's Eve" },
      version: 1,
    });
    const nt = (await list('?year=2026&state=NT')).data.find((holiday: Json) => holiday.id === key);
    expect(nt).toMatchObject({ name: "New Year's Eve (evening)", from_time: '18:00' });
    const stale = await request('PATCH', path(`/${key}`), { token: owner.token, body: { name: 'Again', version: 0 } });
    expect(stale.status).toBe(409);
    const otherYear = await request('PATCH', path(`/${key}`), {
      token: owner.token,
      body: { date: '2027-01-01', version: 1 },
    });
    expect(otherYear.body.errors).toEqual({ date: ['A corrected holiday stays in its year.'] });
    const states = await request('PATCH', path(`/${key}`), { token: owner.token, body: { states: 'all', version: 1 } });
    expect(states.status).toBe(422);
    const back = await request('PATCH', path(`/${key}`), {
      token: owner.token,
      body: { name: "New Year's Eve", from_time: '19:00', version: 1 },
    });
    expect(back.body.data).toEqual({
      id: key,
      date: '2026-12-31',
      name: "New Year's Eve",
      from_time: '19:00',
      source: 'generated',
      version: 0,
    });
  });

  it('removes a generated day and an added one; an unknown key is 404', async () => {
    expect((await request('DELETE', path('/20261103-melbourne-cup'), { token: employee.token })).status).toBe(403);
    expect((await request('DELETE', path('/20261103-melbourne-cup'), { token: owner.token })).status).toBe(204);
    expect(await names('?year=2026&state=VIC')).not.toContain('Melbourne Cup');
    expect((await request('DELETE', path('/20261103-melbourne-cup'), { token: owner.token })).status).toBe(404);
    const vic = await list('?year=2026&state=VIC');
    expect(vic.removed).toEqual([
      { id: '20261103-melbourne-cup', date: '2026-11-03', name: 'Melbourne Cup', source: 'generated', version: 0 },
    ]);
    expect((await request('POST', path('/20261103-melbourne-cup/restore'), { token: employee.token })).status).toBe(
      403,
    );
    const restored = await request('POST', path('/20261103-melbourne-cup/restore'), { token: owner.token });
    expect(restored.status).toBe(200);
    expect(await names('?year=2026&state=VIC')).toContain('Melbourne Cup');
    expect((await list('?year=2026&state=VIC')).removed).toEqual([]);
    expect((await request('POST', path('/20261103-melbourne-cup/restore'), { token: owner.token })).status).toBe(404);
    await request('DELETE', path('/20261103-melbourne-cup'), { token: owner.token });
    await request('POST', path(), { token: owner.token, body: { date: '2026-08-14', name: 'Picnic', states: 'all' } });
    expect(await names('?year=2026')).toContain('Picnic');
    expect((await request('DELETE', path('/20260814-picnic'), { token: owner.token })).status).toBe(204);
    expect(await names('?year=2026')).not.toContain('Picnic');
    expect((await request('DELETE', path('/20260101-nothing'), { token: owner.token })).status).toBe(404);
    expect((await request('PATCH', path('/not a key'), { token: owner.token, body: { version: 0 } })).status).toBe(404);
  });

  it("keeps one organization's corrections out of another's list", async () => {
    const other = await signUp('Otto Other');
    const otherOrg = await workspace(other);
    const answer = await request('GET', `/organizations/${otherOrg}/public-holidays?year=2026&state=VIC`, {
      token: other.token,
    });
    expect(answer.body.data.data.map((holiday: Json) => holiday.name)).toContain('Melbourne Cup');
  });
});
