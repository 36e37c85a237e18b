import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn, zonedToUtc } from '@wattle/shared/calendar';
import { SHIFT_STARTED_MESSAGE, SWAP_EXPIRED_MESSAGE } from '@wattle/shared/shift-swap-constants';
import { weekStart } from '@wattle/shared/shift-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { nextId } from '../src/core/db/counter-entity.ts';
import { shiftCounter } from '../src/core/rostering/roster-entities.ts';
import { shiftSwapEntity } from '../src/core/rostering/swap-entities.ts';
import { mailTo } from './mail-inbox.ts';
import { rosterNotifyTasks, runPendingRosterNotifications } from './roster-publishing-support.ts';
import { type Person, type swapClient, swapWorld } from './shift-swap-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 28 §3, a swap's life beyond the happy path, as a client: every page of the swap list but the
 * last is full however the caller's view filters it; a drop whose taker withdraws is offered again;
 * an offer expires when its shift starts (no step, out of the approval queue and the open shifts,
 * its guard no bar to offering the shift again); a notification task run twice tells each once.
 */

const ZONE = 'Australia/Sydney';
const today = todayIn(ZONE);
const monday = weekStart(addDays(today, 14));
let world: Awaited<ReturnType<typeof swapWorld>>;
let { offer, step, holderOf, allSwaps } = {} as ReturnType<typeof swapClient>;
let owner: TestUser;
let org: number;
let manny: Person;
let eve: Person;
let sam: Person;
let tia: Person;
const shifts: Record<string, Json> = {};

beforeAll(async () => {
  world = await swapWorld();
  ({ owner, org, manny, eve, sam, tia, offer, step, holderOf, allSwaps } = world);
  shifts.eveMon = await world.shift(eve.employee.id, monday, '09:00', '17:00');
  shifts.eveTue = await world.shift(eve.employee.id, addDays(monday, 1), '09:00', '17:00');
  shifts.eveWed = await world.shift(eve.employee.id, addDays(monday, 2), '09:00', '17:00');
  shifts.eveThu = await world.shift(eve.employee.id, addDays(monday, 3), '09:00', '17:00');
  shifts.samFri = await world.shift(sam.employee.id, addDays(monday, 4), '09:00', '17:00');
  // An open shift that started at midnight today (the organization's day), and one later on.
  shifts.openToday = await world.shift(null, today, '00:00', '01:00');
  shifts.openLater = await world.shift(null, addDays(monday, 5), '10:00', '14:00');
  await world.publish(today, addDays(monday, 6));
  await runPendingRosterNotifications(org);
  for (const [key, value] of Object.entries(shifts)) shifts[key] = (await holderOf(value.id, value.date)) ?? value;
}, 180_000);

describe('the swap list', () => {
  it('fills every page but the last, however the caller’s view filters it, and goes on right after it', async () => {
    // 90 swaps, newest first: a third Eve's (to Sam), a third between Sam and Tia (Manny's reports,
    // not Eve's business), a third between two people no one here reaches.
    const seeded: { id: number; group: number }[] = [];
    for (let index = 0; index < 90; index++) {
      const group = index % 3;
      const [from, to] = [
        [eve.employee.id, sam.employee.id],
        [sam.employee.id, tia.employee.id],
        [990_002, 990_003],
      ][group] as [number, number];
      const id = await nextId(shiftCounter(), 'shift_swap');
      const now = new Date().toISOString();
      await shiftSwapEntity()
        .create({
          organization_id: org,
          swap_id: id,
          kind: 'named',
          status: 'declined',
          shift_id: 990_000 + index,
          shift_version: 1,
          department_id: world.f.sales.id,
          date: addDays(monday, 6),
          start_time: '09:00',
          end_time: '12:00',
          break_minutes: 0,
          shift_status: 'published',
          from_employee_id: from,
          to_employee_id: to,
          checks: [],
          requested_by: 'Seeded',
          requested_by_user_id: 999_999,
          version: 2,
          created_at: now,
          updated_at: now,
        })
        .go();
      seeded.push({ id, group });
    }
    const newestFirst = (groups: number[]) =>
      seeded
        .filter((one) => groups.includes(one.group))
        .map((one) => one.id)
        .reverse();
    const employee = await allSwaps(eve.user);
    expect(employee.sizes).toEqual([25, 5]);
    expect(employee.swaps.map((swap: Json) => swap.id)).toEqual(newestFirst([0]));
    const manager = await allSwaps(manny.user);
    expect(manager.sizes).toEqual([25, 25, 10]);
    expect(manager.swaps.map((swap: Json) => swap.id)).toEqual(newestFirst([0, 1]));
    // A status asked for reads its own index, as full.
    expect((await allSwaps(eve.user, 'declined')).sizes).toEqual([25, 5]);
  });
});

describe('a drop whose taker withdraws', () => {
  it('is offered to anyone eligible again (audited, the holder told); a named offer declined ends', async () => {
    const offered = await offer(eve.user, shifts.eveMon.id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    const accepted = await step(tia.user, offered.body.data, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', to_employee_id: tia.employee.id });
    const withdrawn = await step(tia.user, accepted.body.data, 'decline');
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data).toMatchObject({
      kind: 'drop',
      status: 'offered',
      to_employee_id: null,
      to_employee_name: null,
      accepted_at: null,
      checks: [],
      version: accepted.body.data.version + 1,
    });
    // Another colleague sees it open and takes it.
    const open = await allSwaps(sam.user, 'offered');
    expect(open.swaps.map((swap: Json) => swap.id)).toContain(offered.body.data.id);
    const again = await step(sam.user, withdrawn.body.data, 'accept');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'accepted', to_employee_id: sam.employee.id });
    const audit = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=rostering`, {
      token: owner.token,
    });
    const summaries = audit.body.data.data.map((event: Json) => String(event.summary));
    expect(
      summaries.some((text: string) => text.startsWith(`${tia.employee.first_name}`) && text.includes('withdrew')),
    ).toBe(true);
    await runPendingRosterNotifications(org);
    const bell = await request('GET', `/notifications?organization_id=${org}`, { token: eve.user.token });
    expect(
      bell.body.data.data.some((note: Json) =>
        String(note.title).endsWith('withdrew: your shift is offered to anyone eligible again'),
      ),
    ).toBe(true);
    // The one asked by name declining ends it.
    const named = await offer(eve.user, shifts.eveThu.id, tia.employee.id);
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const declined = await step(tia.user, named.body.data, 'decline');
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.data.status).toBe('declined');
  });
});

/** Time passes: the swap's shift (as the swap and its guard keep it) started yesterday. */
async function started(swap: Json) {
  const yesterday = addDays(today, -1);
  await shiftSwapEntity().patch({ organization_id: org, swap_id: swap.id }).set({ date: yesterday }).go();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().rostering,
      Key: { pk: `org#${org}`, sk: `swap_guard#${String(swap.shift.shift_id).padStart(12, '0')}` },
      UpdateExpression: 'SET starts_at = :starts',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':starts': zonedToUtc(`${yesterday}T${swap.shift.start_time}`, ZONE).toISOString() },
    }),
  );
}

describe('an offer whose shift started', () => {
  it('is expired: no step can be taken, it leaves the lists of open swaps, and the shift can be offered again', async () => {
    const drop = (await offer(eve.user, shifts.eveTue.id)).body.data;
    const named = (await offer(eve.user, shifts.eveWed.id, tia.employee.id)).body.data;
    const accepted = (await step(tia.user, named, 'accept')).body.data;
    expect(accepted.status).toBe('accepted');
    await started(drop);
    await started(accepted);
    const everyone = await allSwaps(owner);
    const shown = (id: number) => everyone.swaps.find((swap: Json) => swap.id === id);
    for (const id of [drop.id, accepted.id]) {
      expect(shown(id)).toMatchObject({
        status: 'expired',
        can: { accept: false, approve: false, decline: false, cancel: false },
      });
    }
    // No step: 422 with why.
    for (const [user, swap, action] of [
      [sam.user, drop, 'accept'],
      [eve.user, drop, 'cancel'],
      [manny.user, accepted, 'approve'],
      [manny.user, accepted, 'decline'],
    ] as const) {
      const answer = await step(user, swap, action);
      expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(answer.body.errors.version).toEqual([SWAP_EXPIRED_MESSAGE]);
    }
    // Out of the open offers and the approver's queue.
    expect((await allSwaps(sam.user, 'offered')).swaps.map((swap: Json) => swap.id)).not.toContain(drop.id);
    expect((await allSwaps(manny.user, 'accepted')).swaps.map((swap: Json) => swap.id)).not.toContain(accepted.id);
    // The shift moved to a later day: its expired swap's guard is no bar to a new offer.
    const moved = await request('PUT', `/shifts/${shifts.eveTue.id}`, {
      token: owner.token,
      body: {
        employee_id: eve.employee.id,
        department_id: world.f.sales.id,
        date: addDays(monday, 6),
        start_time: '09:00',
        end_time: '17:00',
        break_minutes: 30,
        version: shifts.eveTue.version,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const offeredAgain = await offer(eve.user, shifts.eveTue.id);
    expect(offeredAgain.status, JSON.stringify(offeredAgain.body)).toBe(201);
    expect((await step(eve.user, offeredAgain.body.data, 'cancel')).status).toBe(200);
  });

  it('keeps an open shift that started out of the claimable ones, and refuses its claim', async () => {
    const open = await request('GET', `/shift-swaps/open-shifts?organization_id=${org}`, { token: tia.user.token });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.data.map((one: Json) => one.id)).toEqual([shifts.openLater.id]);
    const claim = await offer(tia.user, shifts.openToday.id);
    expect(claim.status, JSON.stringify(claim.body)).toBe(422);
    expect(claim.body.errors.shift_id).toEqual([SHIFT_STARTED_MESSAGE]);
  });
});

describe('a notification task run twice', () => {
  it('e-mails and rings each recipient once, whether run side by side or again later', async () => {
    await runPendingRosterNotifications(org);
    const named = await offer(sam.user, shifts.samFri.id, tia.employee.id);
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const subject = `${named.body.data.from_employee_name} asked you to take their shift`;
    // The queue delivers the message twice at once.
    expect(await runPendingRosterNotifications(org, 2)).toBe(1);
    // And the hourly sweep queues it again, as if it were still pending.
    for (const task of await rosterNotifyTasks(org)) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableNames().rostering,
          Key: { pk: task.pk, sk: task.sk },
          UpdateExpression: 'SET #status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        }),
      );
    }
    await runPendingRosterNotifications(org);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mails = (await mailTo(tia.employee.personal_email)).filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
    const bell = await request('GET', `/notifications?organization_id=${org}`, { token: tia.user.token });
    expect(bell.body.data.data.filter((note: Json) => note.title === subject)).toHaveLength(1);
    const deliveries = await request('GET', `/rosters/notifications?organization_id=${org}`, { token: owner.token });
    expect(deliveries.body.data.data.filter((one: Json) => one.subject === subject)).toHaveLength(1);
    expect((await step(sam.user, named.body.data, 'cancel')).status).toBe(200);
  });
});
