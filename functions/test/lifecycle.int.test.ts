import { afterEach, describe, expect, it, vi } from 'vitest';
import { historyOf } from './employee-support.ts';
import {
  hire,
  listTab,
  recordExit,
  SYDNEY_MORNING,
  SYDNEY_TODAY,
  setClock,
  sydneyWorkspace,
} from './lifecycle-support.ts';
import { request } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

const names = (page: { data: { first_name: string }[] }) => page.data.map((row) => row.first_name).sort();

describe('lifecycle in the directory', () => {
  it("sorts staff into current, upcoming and former by the organization's day, with counts per tab", async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    await hire(user, fixture, 'Today', { joining_date: SYDNEY_TODAY }); // still 24 Nov in UTC: current in Sydney
    await hire(user, fixture, 'Tomorrow', { joining_date: '2026-11-26' });
    await hire(user, fixture, 'Veteran', { joining_date: '2020-02-03', status: 'Active' });
    await hire(user, fixture, 'Legacy', { joining_date: '2019-05-06', status: 'Terminated' });
    const gone = await hire(user, fixture, 'Gone', { joining_date: '2021-01-04', status: 'Active' });
    await request('DELETE', `/employees/${gone.id}`, { token: user.token });

    const current = await listTab(user, org, 'lifecycle=current');
    expect(names(current)).toEqual(['Today', 'Veteran']);
    expect(current.counts).toEqual({ current: 2, upcoming: 1, former: 1, trashed: 1 });
    expect(current.total).toBe(2);
    expect(names(await listTab(user, org, 'lifecycle=upcoming'))).toEqual(['Tomorrow']);
    const former = await listTab(user, org, 'lifecycle=former');
    expect(names(former)).toEqual(['Legacy']);
    expect(former.data[0]?.lifecycle).toBe('former');
    // Without a lifecycle: everyone not in the trash, as before.
    expect((await listTab(user, org, '')).total).toBe(4);
    // The counts follow the other filters (a search).
    expect((await listTab(user, org, 'lifecycle=current&search=veteran')).counts).toEqual({
      current: 1,
      upcoming: 0,
      former: 0,
      trashed: 0,
    });

    const invalid = await request('GET', `/employees?organization_id=${org}&lifecycle=gone`, { token: user.token });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.lifecycle).toEqual(['Unknown lifecycle.']);
  });

  it("moves at the organization's midnight, not UTC's", async () => {
    setClock('2026-11-25T12:50:00Z'); // 23:50 on 25 November in Sydney
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    await hire(user, fixture, 'Tomorrow', { joining_date: '2026-11-26' });
    expect((await listTab(user, org, 'lifecycle=upcoming')).data.map((row) => row.first_name)).toEqual(['Tomorrow']);
    setClock('2026-11-25T13:10:00Z'); // 00:10 on 26 November in Sydney, still the 25th in UTC
    const current = await listTab(user, org, 'lifecycle=current');
    expect(current.data.map((row) => row.first_name)).toEqual(['Tomorrow']);
    expect(current.counts.upcoming).toBe(0);
  });
});

describe('dashboard', () => {
  it('counts current staff only, with upcoming starters and recent leavers apart', async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    await hire(user, fixture, 'Stays', { joining_date: '2024-03-04', status: 'Active', gender: 'Female' });
    await hire(user, fixture, 'Starter', { joining_date: '2026-12-07', work_arrangement: 'Remote' });
    const leaver = await hire(user, fixture, 'Leaver', { joining_date: '2023-01-09', status: 'Active' });
    const leaving = await hire(user, fixture, 'Leaving', { joining_date: '2022-01-10', status: 'Active' });
    expect((await recordExit(user, leaver, { last_working_day: '2026-11-20', reason: 'resignation' })).status).toBe(
      201,
    );
    expect((await recordExit(user, leaving, { last_working_day: SYDNEY_TODAY, reason: 'redundancy' })).status).toBe(
      201,
    );
    await hire(user, fixture, 'Legacy', { joining_date: '2019-05-06', status: 'Terminated' });

    const figures = (await request('GET', `/dashboard?organization_id=${org}`, { token: user.token })).body.data;
    expect(figures).toMatchObject({
      today: SYDNEY_TODAY,
      total_staff: 2,
      remote_staff: 0,
      onsite_staff: 2,
      upcoming_starters: { count: 1 },
      scheduled_leavers: { count: 1 },
      recent_leavers: { count: 1, days: 30 },
    });
    expect(figures.by_status).toMatchObject({ Active: 1, Terminated: 1 });
    expect(figures.by_gender.Female).toBe(2);
    expect(figures.upcoming_starters.next.map((e: { first_name: string }) => e.first_name)).toEqual(['Starter']);
    expect(figures.recent_leavers.latest.map((e: { first_name: string }) => e.first_name)).toEqual(['Leaver']);
    expect(figures.scheduled_leavers.next[0]).toMatchObject({ first_name: 'Leaving', last_working_day: SYDNEY_TODAY });
    expect(figures.newest_employees.map((e: { first_name: string }) => e.first_name)).toEqual(['Stays', 'Leaving']);
  });
});

describe('probation', () => {
  it("defaults the end of probation from the joining date and the organization's probation length", async () => {
    setClock(SYDNEY_MORNING);
    const six = await sydneyWorkspace();
    const a = await hire(six.user, six.fixture, 'Six', { joining_date: '2026-09-01' });
    expect(a.probation_end_date).toBe('2027-02-28');
    const active = await hire(six.user, six.fixture, 'Confirmed', { status: 'Active' });
    expect(active.probation_end_date).toBeNull();
    const given = await hire(six.user, six.fixture, 'Given', { probation_end_date: '2026-12-01' });
    expect(given.probation_end_date).toBe('2026-12-01');

    const three = await sydneyWorkspace(3);
    expect(three.fixture.organization.probation_months).toBe(3);
    const b = await hire(three.user, three.fixture, 'Three', { joining_date: '2026-09-01' });
    expect(b.probation_end_date).toBe('2026-11-30');
    const tooLong = await request('PUT', `/organizations/${three.fixture.organization.id}`, {
      token: three.user.token,
      body: {
        name: 'Org',
        contact_email: 'hr@example.test',
        probation_months: 13,
        version: three.fixture.organization.version,
      },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.probation_months).toEqual(['Probation must be between 0 and 12 months.']);
  });

  it('confirms or extends a probation, soonest end first, writing history', async () => {
    setClock(SYDNEY_MORNING);
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const later = await hire(user, fixture, 'Later', { joining_date: '2026-10-01' });
    const due = await hire(user, fixture, 'Due', { joining_date: '2026-06-01', probation_end_date: '2026-12-01' });
    const upcoming = await hire(user, fixture, 'Upcoming', { joining_date: '2026-12-01' });
    const page = await listTab(user, org, 'status=On%20Probation&sort=probation_end_date');
    expect(page.data.map((row) => row.first_name)).toEqual(['Due', 'Later', 'Upcoming']);

    const stale = await request('POST', `/employees/${due.id}/probation/confirm`, {
      token: user.token,
      body: { version: due.version + 5 },
    });
    expect(stale.status).toBe(409);
    const confirmed = await request('POST', `/employees/${due.id}/probation/confirm`, {
      token: user.token,
      body: { version: due.version },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('Active');
    const again = await request('POST', `/employees/${due.id}/probation/confirm`, {
      token: user.token,
      body: { version: confirmed.body.data.version },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This employee is not on probation.');
    const notStarted = await request('POST', `/employees/${upcoming.id}/probation/confirm`, {
      token: user.token,
      body: { version: upcoming.version },
    });
    expect(notStarted.status).toBe(409);

    const earlier = await request('POST', `/employees/${later.id}/probation/extend`, {
      token: user.token,
      body: { probation_end_date: '2027-03-01', reason: 'More time', version: later.version },
    });
    expect(earlier.status).toBe(422);
    expect(earlier.body.errors.probation_end_date).toEqual([
      'The new end date must be after the current one (31 Mar 2027).',
    ]);
    const noReason = await request('POST', `/employees/${later.id}/probation/extend`, {
      token: user.token,
      body: { probation_end_date: '2027-05-31', reason: ' ', version: later.version },
    });
    expect(noReason.body.errors.reason).toEqual(['Reason is required.']);
    const extended = await request('POST', `/employees/${later.id}/probation/extend`, {
      token: user.token,
      body: { probation_end_date: '2027-05-31', reason: 'Missed training while on leave', version: later.version },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.data).toMatchObject({ status: 'On Probation', probation_end_date: '2027-05-31' });

    const history = await historyOf(user, org);
    expect(
      history.find((event) => event.employee_id === due.id && event.event_type === 'Probation Confirmed'),
    ).toBeTruthy();
    const extension = history.find((event) => event.event_type === 'Probation Extended');
    expect(extension?.details).toBe(
      'Probation extended: 31 Mar 2027 → 31 May 2027. Reason: Missed training while on leave',
    );
  });
});
