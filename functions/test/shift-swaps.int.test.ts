import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { SELF_APPROVAL_MESSAGE } from '@wattle/shared/shift-swap-constants';
import { weekStart } from '@wattle/shared/shift-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { leaveCalendarEntryEntity } from '../src/core/leave/request-entities.ts';
import { createEmployee, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { latestMail } from './mail-inbox.ts';
import { runPendingRosterNotifications } from './roster-publishing-support.ts';
import { type Person, type swapClient, swapWorld } from './shift-swap-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 28 §3, shift swapping, as a client: a swap needs acceptance and approval and the approver
 * cannot be the requester; who may take a shift (overlap, leave, blocking checks); a shift changed
 * meanwhile answers 409; another organization's swap 404; the auto-approval setting; claiming an
 * open shift; every step notified (the bell and e-mail) and the moved shift's change notices.
 */

let { owner, f, org } = {} as OwnerWorkspace;
let manny: Person;
let eve: Person;
let sam: Person;
let tia: Person;
let noah: Json;
const today = todayIn('Australia/Sydney');
const monday = weekStart(addDays(today, 21));
const nextMonday = addDays(monday, 7);
const shifts: Record<string, Json> = {};
let { shift, offer, step, holderOf } = {} as ReturnType<typeof swapClient>;
const current = async (id: number) =>
  (await request('GET', `/shift-swaps?organization_id=${org}`, { token: owner.token })).body.data.data.find(
    (swap: Json) => swap.id === id,
  ) as Json;
const settings = async (body: Json) => {
  const read = await request('GET', `/rosters/settings?organization_id=${org}`, { token: owner.token });
  const saved = await request('PUT', `/rosters/settings?organization_id=${org}`, {
    token: owner.token,
    body: { roster_check_severity: read.body.data.roster_check_severity, version: read.body.data.version, ...body },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

beforeAll(async () => {
  const world = await swapWorld();
  ({ owner, f, org, manny, eve, sam, tia, shift, offer, step, holderOf } = world);
  const { reports } = world;
  noah = await createEmployee(owner, f, { first_name: 'Noah', ...reports });
  await leaveCalendarEntryEntity()
    .put({
      organization_id: org,
      month: monday.slice(0, 7),
      request_id: 900_101,
      employee_id: noah.id,
      leave_type_code: 'annual',
      leave_type_name: 'Annual leave',
      confidential: false,
      start_date: monday,
      end_date: monday,
      status: 'approved',
    })
    .go();
  shifts.eveMon = await shift(eve.employee.id, monday, '09:00', '17:00');
  shifts.samMon = await shift(sam.employee.id, monday, '12:00', '18:00');
  shifts.eveTue = await shift(eve.employee.id, addDays(monday, 1), '09:00', '17:00');
  shifts.mannyThu = await shift(manny.employee.id, addDays(monday, 3), '09:00', '17:00');
  shifts.openWed = await shift(null, addDays(monday, 2), '10:00', '16:00');
  // The next week: Sam at 28.5 hours, so a 10-hour open shift takes them past the NES 38.
  for (const day of [0, 1, 2]) await shift(sam.employee.id, addDays(nextMonday, day), '08:00', '18:00');
  shifts.openSun = await shift(null, addDays(nextMonday, 6), '08:00', '18:30');
  shifts.eveDraft = await shift(eve.employee.id, addDays(nextMonday, 5), '09:00', '12:00');
  const published = await request('POST', '/rosters/publish', {
    token: owner.token,
    body: { organization_id: org, department_id: f.sales.id, from: monday, to: addDays(nextMonday, 4) },
  });
  expect(published.status, JSON.stringify(published.body)).toBe(202);
  // Sunday's open shift published, Saturday's draft of Eve's left a draft.
  await request('POST', '/rosters/publish', {
    token: owner.token,
    body: { organization_id: org, department_id: f.sales.id, from: addDays(nextMonday, 6), to: addDays(nextMonday, 6) },
  });
  await runPendingRosterNotifications(org);
  for (const [key, value] of Object.entries(shifts)) shifts[key] = (await holderOf(value.id, value.date)) ?? value;
}, 180_000);

describe('a swap needs acceptance and approval', () => {
  it('is offered to a named colleague, accepted, then approved by a manager: the shift moves', async () => {
    const offered = await offer(eve.user, shifts.eveTue.id, sam.employee.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body.data).toMatchObject({ kind: 'named', status: 'offered', to_employee_id: sam.employee.id });
    // Not approvable before it is accepted.
    expect((await step(owner, offered.body.data, 'approve')).status).toBe(409);
    const accepted = await step(sam.user, offered.body.data, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', accepted_at: expect.any(String) });
    // The requester holds no approval (403 before the handler), the taker neither.
    expect((await step(eve.user, accepted.body.data, 'approve')).status).toBe(403);
    expect((await step(sam.user, accepted.body.data, 'approve')).status).toBe(403);
    const approved = await step(manny.user, accepted.body.data, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decided_by: expect.stringContaining('Manny') });
    const moved = await holderOf(shifts.eveTue.id, shifts.eveTue.date);
    expect(moved).toMatchObject({ employee_id: sam.employee.id, version: shifts.eveTue.version + 1 });
    // The day guards move with it (shift-day-guard.ts): Sam's day holds it, Eve's no longer does.
    const dayGuard = async (employeeId: number) =>
      (
        await dynamo().send(
          new GetCommand({
            TableName: tableNames().rostering,
            Key: { pk: `org#${org}`, sk: `dayguard#${String(employeeId).padStart(12, '0')}#${shifts.eveTue.date}` },
            ConsistentRead: true,
          }),
        )
      ).Item?.intervals as { shift_id: number }[] | undefined;
    expect((await dayGuard(sam.employee.id))?.map((interval) => interval.shift_id)).toEqual([shifts.eveTue.id]);
    expect((await dayGuard(eve.employee.id)) ?? []).toEqual([]);
    const audit = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=rostering`, {
      token: owner.token,
    });
    const summaries = audit.body.data.data.map((event: Json) => String(event.summary));
    expect(summaries.some((text: string) => text.startsWith('Approved the swap of'))).toBe(true);
    expect(summaries.some((text: string) => text.startsWith('Gave the shift to Sam'))).toBe(true);
  });

  it('tells each step by e-mail and the bell, and the moved shift through the change notices', async () => {
    await runPendingRosterNotifications(org);
    const samBell = await request('GET', `/notifications?organization_id=${org}`, { token: sam.user.token });
    const kinds = samBell.body.data.data.map((note: Json) => note.kind);
    expect(kinds).toContain('shift_swap');
    expect(kinds).toContain('shift_changed');
    const asked = samBell.body.data.data.find((note: Json) =>
      String(note.title).includes('asked you to take their shift'),
    );
    expect(asked).toMatchObject({ link: '/dashboard/rostering/swapping' });
    const mail = await latestMail(sam.employee.personal_email, String(asked.title));
    expect(mail.text).toContain('/dashboard/rostering/swapping');
    await latestMail(eve.employee.personal_email, 'Shift cancelled');
    await latestMail(sam.employee.personal_email, 'Your shift changed');
    const managerBell = await request('GET', `/notifications?organization_id=${org}`, { token: manny.user.token });
    expect(
      managerBell.body.data.data.some((note: Json) =>
        String(note.title).startsWith('A shift swap awaits your approval'),
      ),
    ).toBe(true);
    // The owner approves every swap and has no employee record: told by user, the bell and their account's e-mail.
    const ownerBell = await request('GET', `/notifications?organization_id=${org}`, { token: owner.token });
    const awaiting = ownerBell.body.data.data.find((note: Json) =>
      String(note.title).startsWith('A shift swap awaits your approval'),
    );
    expect(awaiting).toMatchObject({ kind: 'shift_swap', link: '/dashboard/rostering/swapping' });
    const ownerMail = await latestMail(owner.email, String(awaiting.title));
    expect(ownerMail.text).toContain('Hi Olivia');
  });

  it('is never approved by the one who asked for it, even a manager', async () => {
    const offered = await offer(manny.user, shifts.mannyThu.id, eve.employee.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await step(eve.user, offered.body.data, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const own = await step(manny.user, accepted.body.data, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(SELF_APPROVAL_MESSAGE);
    const declined = await step(owner, accepted.body.data, 'decline');
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect((await holderOf(shifts.mannyThu.id, shifts.mannyThu.date)).employee_id).toBe(manny.employee.id);
  });
});

describe('who may take a shift', () => {
  it('refuses a colleague with an overlapping shift or on approved leave, naming why', async () => {
    const overlap = await offer(eve.user, shifts.eveMon.id, sam.employee.id);
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.to_employee_id[0]).toContain('Already rostered 12:00–18:00');
    const leave = await offer(eve.user, shifts.eveMon.id, noah.id);
    expect(leave.status).toBe(422);
    // The employee is told a colleague is on leave, not which leave.
    expect(leave.body.errors.to_employee_id[0]).toContain('On approved leave that day.');
    const managerView = await request(
      'GET',
      `/shift-swaps/eligible?organization_id=${org}&shift_id=${shifts.eveMon.id}`,
      { token: manny.user.token },
    );
    expect(managerView.body.data.candidates.find((one: Json) => one.employee_id === noah.id).reasons[0]).toContain(
      'On approved Annual leave',
    );
    const eligible = await request('GET', `/shift-swaps/eligible?organization_id=${org}&shift_id=${shifts.eveMon.id}`, {
      token: eve.user.token,
    });
    expect(eligible.status, JSON.stringify(eligible.body)).toBe(200);
    const of = (id: number) => eligible.body.data.candidates.find((one: Json) => one.employee_id === id);
    expect(of(sam.employee.id)).toMatchObject({ eligible: false });
    expect(of(noah.id)).toMatchObject({ eligible: false });
    expect(of(tia.employee.id)).toMatchObject({ eligible: true, reasons: [] });
    expect(of(eve.employee.id)).toBeUndefined();
  });

  it('refuses offering someone else’s shift (404), a draft (422), and yourself as the colleague', async () => {
    expect((await offer(sam.user, shifts.eveMon.id)).status).toBe(404);
    expect((await offer(eve.user, shifts.eveDraft.id)).status).toBe(422);
    const self = await offer(eve.user, shifts.eveMon.id, eve.employee.id);
    expect(self.status).toBe(422);
    expect(self.body.errors.to_employee_id).toBeDefined();
    // Yesterday's shift, published: in the past.
    const yesterday = addDays(today, -1);
    const past = await shift(eve.employee.id, yesterday, '09:00', '12:00');
    const published = await request('POST', '/rosters/publish', {
      token: owner.token,
      body: { organization_id: org, department_id: f.sales.id, from: yesterday, to: yesterday },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(202);
    const late = await offer(eve.user, past.id);
    expect(late.status).toBe(422);
    expect(late.body.errors.shift_id).toEqual(['This shift is in the past.']);
  });

  it('answers 409 when the shift changed after the offer', async () => {
    const offered = await offer(eve.user, shifts.eveMon.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(offered.body.data.kind).toBe('drop');
    // One open offer a shift.
    expect((await offer(eve.user, shifts.eveMon.id)).status).toBe(409);
    const accepted = await step(tia.user, offered.body.data, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const edited = await request('PUT', `/shifts/${shifts.eveMon.id}`, {
      token: owner.token,
      body: {
        employee_id: eve.employee.id,
        department_id: f.sales.id,
        date: monday,
        start_time: '09:00',
        end_time: '16:00',
        break_minutes: 30,
        version: shifts.eveMon.version,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const stale = await step(manny.user, accepted.body.data, 'approve');
    expect(stale.status).toBe(409);
    expect((await holderOf(shifts.eveMon.id, monday)).employee_id).toBe(eve.employee.id);
    // Cancelled by the one who offered it, the shift can be offered again.
    expect((await step(eve.user, accepted.body.data, 'cancel')).status).toBe(200);
    expect((await current(offered.body.data.id)).status).toBe('cancelled');
  });

  it('answers 404 for another organization’s swap and keeps it from their lists', async () => {
    const offered = await offer(eve.user, shifts.eveMon.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const stranger = await ownerWorkspace('Sid Stranger');
    for (const action of ['accept', 'approve', 'decline', 'cancel'])
      expect((await step(stranger.owner, offered.body.data, action)).status).toBe(404);
    const list = await request('GET', `/shift-swaps?organization_id=${org}`, { token: stranger.owner.token });
    expect(list.status).toBe(404);
    // A colleague sees the drop open to them; one of another department's people would not.
    const seen = await request('GET', `/shift-swaps?organization_id=${org}&status=offered`, { token: tia.user.token });
    expect(seen.body.data.data.map((swap: Json) => swap.id)).toContain(offered.body.data.id);
    expect((await step(eve.user, offered.body.data, 'cancel')).status).toBe(200);
  });
});

describe('open shifts and auto-approval', () => {
  it('a claim of an open shift waits for approval, then moves it', async () => {
    const open = await request('GET', `/shift-swaps/open-shifts?organization_id=${org}`, { token: tia.user.token });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data.map((one: Json) => one.id)).toEqual([shifts.openWed.id, shifts.openSun.id]);
    const claimed = await offer(tia.user, shifts.openWed.id);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.data).toMatchObject({ kind: 'claim', status: 'accepted', to_employee_id: tia.employee.id });
    // Claimed (awaiting approval), it is no longer offered to claim: to Tia or to a colleague.
    for (const person of [tia, sam]) {
      const left = await request('GET', `/shift-swaps/open-shifts?organization_id=${org}`, {
        token: person.user.token,
      });
      expect(left.body.data.map((one: Json) => one.id)).toEqual([shifts.openSun.id]);
    }
    expect((await step(tia.user, claimed.body.data, 'approve')).status).toBe(403);
    const approved = await step(manny.user, claimed.body.data, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await holderOf(shifts.openWed.id, shifts.openWed.date)).employee_id).toBe(tia.employee.id);
  });

  it('approves itself when the organization allows it and no check fails; else waits, or refuses a block', async () => {
    await settings({ swap_auto_approve: true });
    // Sam would pass 38 hours with Sunday's shift: a warning, so a manager approves it.
    const warned = await offer(sam.user, shifts.openSun.id);
    expect(warned.status, JSON.stringify(warned.body)).toBe(201);
    expect(warned.body.data.status).toBe('accepted');
    expect(warned.body.data.checks.map((check: Json) => check.rule)).toEqual(['weekly_hours']);
    expect((await step(sam.user, warned.body.data, 'cancel')).status).toBe(200);
    await settings({ roster_check_severity: { weekly_hours: 'block' } });
    const blocked = await offer(sam.user, shifts.openSun.id);
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.shift_id[0]).toContain('More than 38 hours in the week');
    // Tia fails no check: approved at once, the shift hers.
    const auto = await offer(tia.user, shifts.openSun.id);
    expect(auto.status, JSON.stringify(auto.body)).toBe(201);
    expect(auto.body.data).toMatchObject({ status: 'approved', auto_approved: true });
    expect((await holderOf(shifts.openSun.id, shifts.openSun.date)).employee_id).toBe(tia.employee.id);
  });
});
