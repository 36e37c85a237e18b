import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, formatLongDate, todayIn, utcToZoned } from '@wattle/shared/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../src/core/config.ts';
import { claimExpiry } from '../src/core/db/claim.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { resetMailer } from '../src/core/mail/mailer.ts';
import {
  REMINDER_ATTEMPTS,
  REMINDER_CLAIM_DAYS,
  STALE_CLAIM_SECONDS,
  sendDueReminders,
} from '../src/core/performance/review-reminder-worker.ts';
import { type ReminderItem, reminderKey } from '../src/core/performance/review-reminders.ts';
import { mailTo } from './mail-inbox.ts';
import { answer, launchedCycle, type ReviewWorld, reviewWorld } from './review-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Issue 29 §2: reminders before a review cycle's stage deadlines, by e-mail and in the bell, to
 * exactly those with work left in the stage; not before due; a run delivered again tells nobody twice.
 */
let world: ReviewWorld;
let cycle: Json;
const ZONE = 'Australia/Sydney';
const today = todayIn(ZONE);
const deadline = { nominate: addDays(today, 5), self: addDays(today, 6), manager: addDays(today, 7) };

beforeAll(async () => {
  world = await reviewWorld();
  // Rory (Maya's report) and Ivy (Rory's report): self forms for both, Maya's about Rory, Rory's about Ivy.
  cycle = await launchedCycle(world, {
    name: `Reminded review ${Date.now()}`,
    stages: [
      { stage: 'nominate', due_date: deadline.nominate },
      { stage: 'self', due_date: deadline.self },
      { stage: 'manager', due_date: deadline.manager },
      { stage: 'calibration', due_date: addDays(today, 8) },
    ],
    employee_ids: [world.ids.Rory, world.ids.Ivy],
  });
}, 300_000);

async function reminderOf(stage: 'nominate' | 'self' | 'manager' | 'calibration'): Promise<ReminderItem | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableNames().performance, Key: reminderKey(world.organizationId, cycle.id, stage) }),
  );
  return Item as ReminderItem | undefined;
}

const subjectOf = (stage: string, due: string) => `Reminder: ${stage} for ${cycle.name} is due ${formatLongDate(due)}`;

/** The reminders with `subject` each user received (e-mails and bell notifications). */
async function received(users: Record<string, TestUser>, subject: string) {
  const counts: Record<string, { mail: number; bell: number }> = {};
  for (const [name, user] of Object.entries(users)) {
    const mail = (await mailTo(user.email)).filter((item) => item.subject === subject);
    const bell = await request('GET', `/notifications?organization_id=${world.organizationId}`, { token: user.token });
    const rung = (bell.body.data.data as Json[]).filter((item) => item.title === subject);
    counts[name] = { mail: mail.length, bell: rung.length };
  }
  return counts;
}

const instant = (iso: string, offsetMs: number) => new Date(Date.parse(iso) + offsetMs);

describe('stage reminders', () => {
  it('are written at launch, two days before each deadline at 9 am in the organization zone', async () => {
    for (const stage of ['nominate', 'self', 'manager'] as const) {
      const reminder = await reminderOf(stage);
      expect(reminder).toMatchObject({ stage, due_date: deadline[stage], gsi1pk: 'performance_reminder#due' });
      expect(utcToZoned(reminder?.due_at as string, ZONE)).toBe(`${addDays(deadline[stage], -2)}T09:00`);
    }
    // Calibration is HR's own stage: no reminder.
    expect(await reminderOf('calibration')).toBeUndefined();
  });

  it('tell exactly those with work left, once, and not before due', async () => {
    const { users, ids } = world;
    // Ivy nominates (so she has nothing left; Rory, her manager, has her nominations to approve); Rory nominates nobody.
    const nominated = await request('POST', `/performance/cycles/${cycle.id}/nominations`, {
      token: users.ivy.token,
      body: { peer_ids: [ids.Otto, ids.Pia, ids.Quinn] },
    });
    expect(nominated.status, JSON.stringify(nominated.body)).toBe(200);
    const reminder = (await reminderOf('nominate')) as ReminderItem;
    const subject = subjectOf('Nominate peers', deadline.nominate);
    const everyone = { rory: users.rory, ivy: users.ivy, maya: users.maya, otto: users.otto, hr: users.hr };

    await sendDueReminders(instant(reminder.due_at, -60_000));
    expect(await reminderOf('nominate')).toBeDefined();
    expect(Object.values(await received(everyone, subject)).every((count) => count.mail + count.bell === 0)).toBe(true);

    await sendDueReminders(instant(reminder.due_at, 1000));
    expect(await reminderOf('nominate')).toBeUndefined();
    const once = await received(everyone, subject);
    expect(once).toEqual({
      rory: { mail: 1, bell: 1 },
      ivy: { mail: 0, bell: 0 },
      maya: { mail: 0, bell: 0 },
      otto: { mail: 0, bell: 0 },
      hr: { mail: 0, bell: 0 },
    });
    const [mail] = (await mailTo(users.rory.email)).filter((item) => item.subject === subject);
    expect(mail?.text).toContain('Nominate the peers you would like feedback from.');
    expect(mail?.text).toContain('Your reports have peer nominations for you to approve or decline.');
    expect(mail?.text).toContain('/dashboard/performance/reviews');

    // Delivered again: the run once more, and even the reminder put back (a run that stopped before deleting it).
    await sendDueReminders(instant(reminder.due_at, 1000));
    await dynamo().send(new PutCommand({ TableName: tableNames().performance, Item: reminder }));
    await sendDueReminders(instant(reminder.due_at, 1000));
    expect(await received(everyone, subject)).toEqual(once);
  });

  it('of a form stage go to reviewers whose form is not submitted', async () => {
    const { users, ids } = world;
    await answer(world, users.rory, cycle.id, ids.Rory, 2);
    const reminder = (await reminderOf('self')) as ReminderItem;
    await sendDueReminders(instant(reminder.due_at, 1000));
    const subject = subjectOf('Self review', deadline.self);
    expect(await received({ rory: users.rory, ivy: users.ivy, maya: users.maya }, subject)).toEqual({
      rory: { mail: 0, bell: 0 },
      ivy: { mail: 1, bell: 1 },
      maya: { mail: 0, bell: 0 },
    });
  });

  it('move with the deadline (HR only)', async () => {
    const { users } = world;
    const before = (await reminderOf('manager')) as ReminderItem;
    const later = addDays(today, 12);
    const body = { stages: [{ stage: 'manager', due_date: later }], version: cycle.version };
    const refused = await request('PUT', `/performance/cycles/${cycle.id}/deadlines`, {
      token: users.maya.token,
      body,
    });
    expect(refused.status).toBe(403);
    const current = await request('GET', `/performance/cycles/${cycle.id}`, { token: users.hr.token });
    const notRun = await request('PUT', `/performance/cycles/${cycle.id}/deadlines`, {
      token: users.hr.token,
      body: { stages: [{ stage: 'peer', due_date: later }], version: current.body.data.version },
    });
    expect(notRun.status).toBe(422);
    const moved = await request('PUT', `/performance/cycles/${cycle.id}/deadlines`, {
      token: users.hr.token,
      body: { ...body, version: current.body.data.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.stages.find((item: Json) => item.stage === 'manager').due_date).toBe(later);
    const after = (await reminderOf('manager')) as ReminderItem;
    expect(utcToZoned(after.due_at, ZONE)).toBe(`${addDays(later, -2)}T09:00`);

    // At the old time nothing is due; at the new one, the two managers with forms left.
    await sendDueReminders(instant(before.due_at, 1000));
    const subject = subjectOf('Manager review', later);
    const managers = { maya: users.maya, rory: users.rory, ivy: users.ivy };
    expect(await received(managers, subject)).toEqual({
      maya: { mail: 0, bell: 0 },
      rory: { mail: 0, bell: 0 },
      ivy: { mail: 0, bell: 0 },
    });
    await sendDueReminders(instant(after.due_at, 1000));
    expect(await received(managers, subject)).toEqual({
      maya: { mail: 1, bell: 1 },
      rory: { mail: 1, bell: 1 },
      ivy: { mail: 0, bell: 0 },
    });
  });

  it('whose e-mail was refused is tried again at the next run, the bell rung once, then given up', async () => {
    const { users, ids } = world;
    const reviewers = { ivy: users.ivy, rory: users.rory };
    // Ivy's self review is still open (Rory submitted his). A self reminder for a later deadline, due now.
    const remindAt = async (dueDate: string) => {
      const now = new Date();
      const item: ReminderItem = {
        ...reminderKey(world.organizationId, cycle.id, 'self'),
        gsi1pk: 'performance_reminder#due',
        gsi1sk: `${now.toISOString()}#retry`,
        organization_id: world.organizationId,
        organization_name: 'Reminded',
        cycle_id: cycle.id,
        cycle_name: cycle.name,
        stage: 'self',
        due_date: dueDate,
        due_at: now.toISOString(),
        created_at: now.toISOString(),
      };
      await dynamo().send(new PutCommand({ TableName: tableNames().performance, Item: item }));
      return instant(item.due_at, 1000);
    };
    const claimOf = async (dueDate: string) =>
      (
        await dynamo().send(
          new GetCommand({
            TableName: tableNames().performance,
            Key: {
              pk: `org#${world.organizationId}`,
              sk: `reminder_claim#${String(cycle.id).padStart(12, '0')}#self#${dueDate}#emp#${ids.Ivy}`,
            },
          }),
        )
      ).Item;
    const smtp = process.env.SMTP_URL;
    const mailProvider = (up: boolean) => {
      // The mail catcher stands in for the provider; a closed port is a provider refusing the message.
      process.env.SMTP_URL = up ? smtp : 'smtp://127.0.0.1:9';
      resetConfig();
      resetMailer();
    };
    try {
      const once = addDays(today, 20);
      const at = await remindAt(once);
      const subject = subjectOf('Self review', once);
      mailProvider(false);
      await sendDueReminders(at);
      expect(await received(reviewers, subject)).toEqual({ ivy: { mail: 0, bell: 1 }, rory: { mail: 0, bell: 0 } });
      expect(await reminderOf('self')).toBeDefined();
      expect(await claimOf(once)).toMatchObject({
        status: 'failed',
        attempts: 1,
        expires_at: claimExpiry(once, REMINDER_CLAIM_DAYS),
      });

      mailProvider(true);
      await sendDueReminders(at);
      expect(await received(reviewers, subject)).toEqual({ ivy: { mail: 1, bell: 1 }, rory: { mail: 0, bell: 0 } });
      expect(await reminderOf('self')).toBeUndefined();
      expect(await claimOf(once)).toMatchObject({ status: 'sent', attempts: 2 });
      await sendDueReminders(at);
      expect((await received(reviewers, subject)).ivy).toEqual({ mail: 1, bell: 1 });

      // Refused every time: kept for REMINDER_ATTEMPTS runs, then given up (and the reminder deleted).
      const never = addDays(today, 21);
      const later = await remindAt(never);
      mailProvider(false);
      for (let run = 1; run <= REMINDER_ATTEMPTS; run++) {
        expect(await reminderOf('self')).toBeDefined();
        await sendDueReminders(later);
      }
      expect(await reminderOf('self')).toBeUndefined();
      expect(await claimOf(never)).toMatchObject({ status: 'given_up', attempts: REMINDER_ATTEMPTS });
      mailProvider(true);
      await remindAt(never);
      await sendDueReminders(later);
      expect((await received(reviewers, subjectOf('Self review', never))).ivy).toEqual({ mail: 0, bell: 1 });
      expect(await reminderOf('self')).toBeUndefined();

      // A run that stopped between its claim and the e-mail left the claim `sending`: once that is
      // older than any run lasts, the next run tells the person (rung and mailed once).
      const stuck = addDays(today, 22);
      const resumed = await remindAt(stuck);
      const longAgo = new Date(Date.now() - (STALE_CLAIM_SECONDS + 60) * 1000).toISOString();
      await dynamo().send(
        new PutCommand({
          TableName: tableNames().performance,
          Item: {
            pk: `org#${world.organizationId}`,
            sk: `reminder_claim#${String(cycle.id).padStart(12, '0')}#self#${stuck}#emp#${ids.Ivy}`,
            status: 'sending',
            attempts: 1,
            created_at: longAgo,
            updated_at: longAgo,
            expires_at: claimExpiry(stuck, REMINDER_CLAIM_DAYS),
          },
        }),
      );
      await sendDueReminders(resumed);
      expect((await received(reviewers, subjectOf('Self review', stuck))).ivy).toEqual({ mail: 1, bell: 1 });
      expect(await claimOf(stuck)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      mailProvider(true);
    }
  });
});
