import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { rosterRangeText, weekStart } from '@wattle/shared/shift-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { DELIVERY_CLAIM_DAYS } from '../src/core/rostering/notify-worker.ts';
import { createEmployee, moveToSydney, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { mailsWithSubject } from './mail-inbox.ts';
import { runPendingRosterNotifications } from './roster-publishing-support.ts';
import { createdShift, shiftBody } from './roster-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 28 §2: publishing a department's week tells each rostered employee by e-mail and in the
 * app (through the queue), the employee sees and acknowledges their shifts, a published shift
 * changed later tells them old → new (flagged inside the notice period), and the calendar feed.
 */

let { owner, f, org } = {} as OwnerWorkspace;
let eve: { employee: Json; user: TestUser };
let sam: { employee: Json; user: TestUser };
let noah: Json;
let department: number;
/** A week far enough ahead that its changes are outside the 7-day notice period. */
const today = todayIn('Australia/Sydney');
const monday = weekStart(addDays(today, 21));
const sunday = addDays(monday, 6);

const shift = (employeeId: number | null, date: string, start_time: string, end_time: string) =>
  createdShift(
    owner,
    shiftBody({ organization_id: org, department_id: department }, employeeId, date, start_time, end_time),
  );

const publish = (from: string, to: string, user: TestUser = owner) =>
  request('POST', '/rosters/publish', {
    token: user.token,
    body: { organization_id: org, department_id: department, from, to },
  });

const deliveries = async () =>
  (await request('GET', `/rosters/notifications?organization_id=${org}`, { token: owner.token })).body.data
    .data as Json[];

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olivia Owner'));
  await moveToSydney(owner, f.organization);
  department = f.sales.id;
  eve = await linkedEmployee(owner, f, { first_name: 'Eve' });
  sam = await linkedEmployee(owner, f, { first_name: 'Sam' });
  noah = await createEmployee(owner, f, { first_name: 'Noah' });
}, 90_000);

describe('publishing a week', () => {
  let eveMonday: Json;
  let eveTuesday: Json;
  let samMonday: Json;

  beforeAll(async () => {
    eveMonday = await shift(eve.employee.id, monday, '09:00', '17:00');
    eveTuesday = await shift(eve.employee.id, addDays(monday, 1), '09:00', '17:00');
    samMonday = await shift(sam.employee.id, monday, '12:00', '18:00');
    await shift(noah.id, addDays(monday, 2), '10:00', '16:00');
    await shift(null, addDays(monday, 3), '10:00', '16:00');
  }, 60_000);

  it('marks the drafts published, answers 202 and sends nothing in the request', async () => {
    const answer = await publish(monday, sunday);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data).toEqual({ published: 5, notified_employees: 3, job_id: expect.any(Number) });
    // The queue has not run: nothing delivered yet.
    expect(await deliveries()).toEqual([]);
    const mine = await request('GET', `/self-service/shifts?organization_id=${org}&from=${monday}&to=${sunday}`, {
      token: eve.user.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((one: Json) => [one.id, one.status])).toEqual([
      [eveMonday.id, 'published'],
      [eveTuesday.id, 'published'],
    ]);
    expect(mine.body.data[0].published_at).toEqual(expect.any(String));
    expect(mine.body.data[0].version).toBeGreaterThan(eveMonday.version);
  });

  it('e-mails each rostered employee their shifts, and the bell of those with an account', async () => {
    expect(await runPendingRosterNotifications(org)).toBe(1);
    const subject = `Your roster for ${rosterRangeText(monday, sunday)}`;
    const [mail] = await mailsWithSubject(eve.employee.personal_email, subject, 1);
    expect(mail?.text).toContain('9:00 am – 5:00 pm (30 min break)');
    expect(mail?.text).toContain('/dashboard/rostering/rosters');
    await mailsWithSubject(sam.employee.personal_email, subject, 1);
    await mailsWithSubject(noah.personal_email, subject, 1);
    const bell = await request('GET', `/notifications?organization_id=${org}`, { token: eve.user.token });
    expect(bell.body.data.data[0]).toMatchObject({ kind: 'roster_published', title: subject, read: false });
    const rows = await deliveries();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.employee_id === eve.employee.id)).toMatchObject({
      kind: 'published',
      subject,
      email_status: 'sent',
      in_app: true,
      acknowledged: false,
      shift_ids: [eveMonday.id, eveTuesday.id],
    });
    expect(rows.find((row) => row.employee_id === noah.id)).toMatchObject({ in_app: false, email_status: 'sent' });
    // Each recipient's delivery claim expires (TTL on expires_at) DELIVERY_CLAIM_DAYS after it was made.
    const { Items: claims = [] } = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().rostering,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :claim)',
        ExpressionAttributeValues: { ':pk': `org#${org}`, ':claim': 'delivery_claim#' },
      }),
    );
    expect(claims).toHaveLength(3);
    const inDays = Math.floor(Date.now() / 1000) + DELIVERY_CLAIM_DAYS * 24 * 60 * 60;
    for (const claim of claims) expect(Math.abs((claim.expires_at as number) - inDays)).toBeLessThan(600);
  });

  it('is acknowledged by the employee, shift by shift, once each (audited)', async () => {
    const first = await request('POST', `/shifts/${eveMonday.id}/acknowledge`, { token: eve.user.token, body: {} });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await request('POST', `/shifts/${eveMonday.id}/acknowledge`, { token: eve.user.token, body: {} });
    expect(again.body.data).toEqual(first.body.data);
    expect((await deliveries()).find((row) => row.employee_id === eve.employee.id)?.acknowledged).toBe(false);
    await request('POST', `/shifts/${eveTuesday.id}/acknowledge`, { token: eve.user.token, body: {} });
    const row = (await deliveries()).find((one) => one.employee_id === eve.employee.id);
    expect(row).toMatchObject({ acknowledged: true, acknowledged_at: expect.any(String) });
    const audit = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=rostering`, {
      token: owner.token,
    });
    expect(audit.body.data.data.some((event: Json) => String(event.summary).startsWith('Acknowledged the shift'))).toBe(
      true,
    );
  });

  it('refuses acknowledging someone else’s shift (404), or as a member with no record', async () => {
    const other = await request('POST', `/shifts/${samMonday.id}/acknowledge`, { token: eve.user.token, body: {} });
    expect(other.status).toBe(404);
    const byOwner = await request('POST', `/shifts/${eveMonday.id}/acknowledge`, { token: owner.token, body: {} });
    expect(byOwner.status).toBe(404);
  });

  it('answers 404 for another organization’s shift', async () => {
    const stranger = await ownerWorkspace('Stella Stranger');
    const answer = await request('POST', `/shifts/${eveMonday.id}/acknowledge`, {
      token: stranger.owner.token,
      body: {},
    });
    expect(answer.status).toBe(404);
  });

  it('refuses publishing a range with no draft left (422)', async () => {
    const answer = await publish(monday, sunday);
    expect(answer.status).toBe(422);
  });

  it('tells the employee what changed when a published shift changes (old → new), outside the notice period', async () => {
    const changed = await request('PUT', `/shifts/${samMonday.id}`, {
      token: owner.token,
      body: {
        employee_id: sam.employee.id,
        department_id: department,
        date: monday,
        start_time: '13:00',
        end_time: '19:00',
        break_minutes: 30,
        version: (
          await request('GET', `/self-service/shifts?organization_id=${org}&from=${monday}&to=${monday}`, {
            token: sam.user.token,
          })
        ).body.data[0].version,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await runPendingRosterNotifications(org)).toBe(1);
    const [mail] = await mailsWithSubject(sam.employee.personal_email, 'Your shift changed', 1);
    expect(mail?.text).toContain('12:00 pm – 6:00 pm (30 min break) → ');
    expect(mail?.text).toContain('1:00 pm – 7:00 pm (30 min break)');
    const row = (await deliveries()).find((one) => one.employee_id === sam.employee.id && one.kind === 'changed');
    expect(row).toMatchObject({ within_notice: false, email_status: 'sent' });
    expect(row?.detail).toContain('→');
  });
});

describe('acknowledging before the notification is sent', () => {
  it('counts on the delivery written after it', async () => {
    const week = addDays(monday, 7);
    const early = await shift(sam.employee.id, addDays(week, 3), '09:00', '15:00');
    expect((await publish(week, addDays(week, 6))).status).toBe(202);
    const acknowledged = await request('POST', `/shifts/${early.id}/acknowledge`, { token: sam.user.token, body: {} });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    await runPendingRosterNotifications(org);
    const row = (await deliveries()).find((one) => one.shift_ids.includes(early.id));
    expect(row).toMatchObject({ kind: 'published', acknowledged: true });
  });
});

describe('a change inside the notice period', () => {
  it('is flagged within_notice (7 days, MA000004, unverified clause)', async () => {
    const tomorrow = addDays(today, 1);
    const soon = await shift(noah.id, tomorrow, '08:00', '12:00');
    expect((await publish(tomorrow, tomorrow)).status).toBe(202);
    await runPendingRosterNotifications(org);
    const published = await request(
      'GET',
      `/rosters?organization_id=${org}&department_id=${department}&from=${tomorrow}&to=${tomorrow}`,
      {
        token: owner.token,
      },
    );
    const version = (published.body.data.shifts as Json[]).find((one) => one.id === soon.id)?.version;
    const removed = await request('DELETE', `/shifts/${soon.id}?version=${version}`, { token: owner.token });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    expect(await runPendingRosterNotifications(org)).toBe(1);
    await mailsWithSubject(noah.personal_email, 'Shift cancelled', 1);
    const row = (await deliveries()).find((one) => one.employee_id === noah.id && one.kind === 'cancelled');
    expect(row).toMatchObject({ within_notice: true });
  });
});

describe('the calendar feed', () => {
  it('serves the employee’s published shifts by a secret token; a new token stops the old one', async () => {
    const made = await request('POST', '/self-service/shifts/feed-token', {
      token: eve.user.token,
      body: { organization_id: org },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const url = new URL(made.body.data.url as string);
    expect(url.pathname).toBe('/api/v1/self-service/shifts.ics');
    const feed = await request('GET', `/self-service/shifts.ics${url.search}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).toContain('DTSTART;TZID=Australia/Sydney:');
    expect(feed.body).toContain('BEGIN:VEVENT');
    const again = await request('POST', '/self-service/shifts/feed-token', {
      token: eve.user.token,
      body: { organization_id: org },
    });
    expect((await request('GET', `/self-service/shifts.ics${url.search}`)).status).toBe(404);
    const fresh = new URL(again.body.data.url as string);
    expect((await request('GET', `/self-service/shifts.ics${fresh.search}`)).status).toBe(200);
    expect((await request('GET', '/self-service/shifts.ics?token=nope')).status).toBe(404);
  });
});

describe('a check set to block', () => {
  it('refuses publishing while it fails in the range (422 naming it), and nothing is published', async () => {
    const week = addDays(monday, 14);
    const wes = await createEmployee(owner, f, { first_name: 'Wes' });
    const shifts = [];
    for (let day = 0; day < 5; day += 1) shifts.push(await shift(wes.id, addDays(week, day), '08:00', '18:00'));
    const settings = await request('PUT', `/rosters/settings?organization_id=${org}`, {
      token: owner.token,
      body: { roster_check_severity: { weekly_hours: 'block' }, version: 0 },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const refused = await publish(week, addDays(week, 6));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.checks[0]).toMatch(/block publishing/);
    const roster = await request(
      'GET',
      `/rosters?organization_id=${org}&department_id=${department}&from=${week}&to=${addDays(week, 6)}`,
      { token: owner.token },
    );
    expect((roster.body.data.shifts as Json[]).every((one) => one.status === 'draft')).toBe(true);
    expect(shifts).toHaveLength(5);
  });
});
