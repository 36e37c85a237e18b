import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { formatLongDate } from '@wattle/shared/calendar';
import { REVIEW_STAGE_LABELS } from '@wattle/shared/reviews';
import { config } from '../config.ts';
import { type AttemptClaim, claimAttempt, claimExpiry, settleAttempt } from '../db/claim.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { type Contact, contactsOf, recipientKey } from '../employees/contacts.ts';
import { fieldsOf } from '../item-fields.ts';
import { notificationWrites } from '../leave/notifications.ts';
import { sendMail } from '../mail/mailer.ts';
import { reviewReminderMail } from '../mail/templates.ts';
import { queryAll } from './performance-query.ts';
import { type ReviewItem, type ReviewSubjectItem, reviewCycleEntity } from './review-entities.ts';
import { DUE_REMINDERS_KEY, type ReminderItem, reminderKey } from './review-reminders.ts';

/** Where a reminder links: the Reviews screen. */
export const REVIEWS_PATH = '/dashboard/performance/reviews';

const pad = (id: number) => String(id).padStart(12, '0');

/** Each person with work left in the reminder's stage and what it is (a sentence each). */
type WorkLeft = Map<number, string[]>;

function add(work: WorkLeft, employeeId: number, task: string): void {
  if (employeeId <= 0) return;
  const tasks = work.get(employeeId) ?? [];
  if (!tasks.includes(task)) tasks.push(task);
  work.set(employeeId, tasks);
}

const FORM_TASK: Record<string, string> = {
  peer: 'You have peer feedback to write and submit.',
  upward: 'You have upward feedback (about your manager) to write and submit.',
  self: 'Your self review is not submitted yet.',
  manager: 'You have manager reviews of your reports to write and submit.',
};

/**
 * Who still has work in the stage, read from the cycle's items (one Query of its range, every page):
 * nominate — reviewees who nominated nobody, and the managers of reviewees with nominations waiting
 * for approval; peer, upward, self, manager — reviewers with a form of that kind not submitted;
 * acknowledge — reviewees who have not acknowledged their shared review. Form stages are reminded
 * while the cycle is active, acknowledgement once it is shared.
 */
async function workLeft(reminder: ReminderItem, status: string, maxPeers: number): Promise<WorkLeft> {
  const work: WorkLeft = new Map();
  const pk = `org#${reminder.organization_id}`;
  const { stage } = reminder;
  if (stage === 'acknowledge' ? status !== 'shared' : status !== 'active') return work;
  if (stage === 'nominate' || stage === 'acknowledge') {
    const subjects = await queryAll<ReviewSubjectItem>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': `subject#${pad(reminder.cycle_id)}#` },
    });
    for (const subject of subjects) {
      if (stage === 'acknowledge') {
        if (!subject.acknowledged_at) add(work, subject.employee_id, 'Read your shared review and acknowledge it.');
        continue;
      }
      if (maxPeers > 0 && subject.peers.length === 0)
        add(work, subject.employee_id, 'Nominate the peers you would like feedback from.');
      if (subject.peers.some((peer) => peer.status === 'proposed'))
        add(work, subject.manager_employee_id, 'Your reports have peer nominations for you to approve or decline.');
    }
    return work;
  }
  const forms = await queryAll<ReviewItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'relationship = :relationship AND #status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pk': pk,
      ':prefix': `review#${pad(reminder.cycle_id)}#`,
      ':relationship': stage,
      ':open': 'open',
    },
    ProjectionExpression: 'reviewer_employee_id',
  });
  for (const form of forms) add(work, form.reviewer_employee_id, FORM_TASK[stage] ?? '');
  return work;
}

/** Attempts at one person's reminder e-mail: a refused one is tried at the next hourly runs, then given up. */
export const REMINDER_ATTEMPTS = 3;
/** Days after the stage's deadline that a person's claim is kept (TTL on `expires_at`). */
export const REMINDER_CLAIM_DAYS = 14;
/**
 * A claim left `sending` this long is tried again: its run stopped between the claim and the e-mail
 * (the worker's runs last at most 120 s, handlers/manifest/workforce.ts). The next hourly run tells
 * that person, where before they were never told.
 */
export const STALE_CLAIM_SECONDS = 30 * 60;

type Outcome = Exclude<AttemptClaim['status'], 'sending'>;

const claimKey = (reminder: ReminderItem, employeeId: number) => ({
  pk: `org#${reminder.organization_id}`,
  sk: `reminder_claim#${pad(reminder.cycle_id)}#${reminder.stage}#${reminder.due_date}#emp#${employeeId}`,
});

/** Claims this run's attempt at one person's reminder (claimAttempt), or undefined when it is not this run's. */
const claim = (reminder: ReminderItem, employeeId: number) =>
  claimAttempt('performance', claimKey(reminder, employeeId), {
    maxAttempts: REMINDER_ATTEMPTS,
    expiresAt: claimExpiry(reminder.due_date, REMINDER_CLAIM_DAYS),
    staleSeconds: STALE_CLAIM_SECONDS,
  });

/**
 * Tells one claimed person: the bell first, once over all attempts (in one transaction with the
 * claim's `rung_at`, on condition it was not set), then the e-mail. The claim is settled `sent`, or
 * `failed` when the mail provider refused (tried again by the next run), or `given_up` after
 * REMINDER_ATTEMPTS refusals (logged) or when the person has no address and no account.
 */
async function tell(
  reminder: ReminderItem,
  employeeId: number,
  attempt: AttemptClaim,
  contact: Contact | undefined,
  tasks: string[],
): Promise<Outcome> {
  const key = claimKey(reminder, employeeId);
  let outcome: Outcome = 'given_up';
  if (contact) {
    const mail = reviewReminderMail(
      { email: contact.email, name: contact.firstName || contact.name || 'there' },
      {
        organization: reminder.organization_name,
        cycle: reminder.cycle_name,
        stage: REVIEW_STAGE_LABELS[reminder.stage],
        due: formatLongDate(reminder.due_date),
        tasks,
        url: `${config().APP_URL}${REVIEWS_PATH}`,
      },
    );
    if (contact.userId && !attempt.rung_at) {
      const bell = {
        userId: contact.userId,
        kind: 'review_reminder' as const,
        title: mail.subject,
        body: tasks.join(' '),
      };
      await transactWrite([
        ...(await notificationWrites(reminder.organization_id, [{ ...bell, link: REVIEWS_PATH }])),
        rawItem({
          Update: {
            TableName: tableNames().performance,
            Key: key,
            UpdateExpression: 'SET rung_at = :now',
            ConditionExpression: 'attribute_not_exists(rung_at)',
            ExpressionAttributeValues: { ':now': new Date().toISOString() },
          },
        }),
      ]);
      outcome = 'sent';
    }
    if (contact.email)
      outcome = await sendMail(mail).then((): Outcome => 'sent', refused(reminder, employeeId, attempt));
  }
  await settleAttempt('performance', key, outcome);
  return outcome;
}

/** A refused reminder e-mail: `failed` (tried again) within REMINDER_ATTEMPTS, then `given_up`; logged either way. */
const refused =
  (reminder: ReminderItem, employeeId: number, attempt: AttemptClaim) =>
  (error: unknown): Outcome => {
    const givenUp = attempt.attempts >= REMINDER_ATTEMPTS;
    console.error(
      JSON.stringify({
        level: 'warn',
        event: givenUp ? 'mail_given_up' : 'mail_not_sent',
        what: 'review reminder',
        ...fieldsOf(reminder, 'organization_id', 'cycle_id', 'stage'),
        employee_id: employeeId,
        attempt: attempt.attempts,
        error: String(error),
      }),
    );
    return givenUp ? 'given_up' : 'failed';
  };

/**
 * Sends one due reminder: each person with work left in the stage is claimed first (claimAttempt on
 * `reminder_claim#<cycle>#<stage>#<deadline>#emp#<id>`: one told, given up, or being told by a run
 * beside this one is skipped), then told (tell). While some e-mail was refused and may be tried
 * again, the reminder is kept, so the next hourly run reads it and tries those people again;
 * otherwise it is deleted, on condition it was not moved meanwhile. Returns how many were told.
 */
async function sendReminder(reminder: ReminderItem): Promise<number> {
  const { data: cycle } = await reviewCycleEntity()
    .get({ organization_id: reminder.organization_id, cycle_id: reminder.cycle_id })
    .go({ consistent: true });
  const work = cycle ? await workLeft(reminder, cycle.status, cycle.max_peers) : new Map<number, string[]>();
  const people = [...work.keys()];
  const attempts = await Promise.all(people.map((employeeId) => claim(reminder, employeeId)));
  const claimed = people.flatMap((employeeId, index) => {
    const attempt = attempts[index];
    return attempt ? [{ employeeId, attempt }] : [];
  });
  const contacts = claimed.length
    ? await contactsOf(
        reminder.organization_id,
        claimed.map(({ employeeId }) => ({ employee_id: employeeId })),
      )
    : new Map<string, Contact>();
  const outcomes = await Promise.all(
    claimed.map(({ employeeId, attempt }) =>
      tell(
        reminder,
        employeeId,
        attempt,
        contacts.get(recipientKey({ employee_id: employeeId })),
        work.get(employeeId) ?? [],
      ),
    ),
  );
  if (!outcomes.includes('failed')) await deleteReminder(reminder);
  return outcomes.filter((outcome) => outcome === 'sent').length;
}

/** Deletes a reminder whose people were all told (or given up), unless it was moved meanwhile. */
async function deleteReminder(reminder: ReminderItem): Promise<void> {
  await dynamo()
    .send(
      new DeleteCommand({
        TableName: tableNames().performance,
        Key: reminderKey(reminder.organization_id, reminder.cycle_id, reminder.stage),
        ConditionExpression: 'gsi1sk = :due',
        ExpressionAttributeValues: { ':due': reminder.gsi1sk },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error;
    });
}

/**
 * The performance worker's hourly run: every organization's reminders due by `now`, ONE Query of
 * the due index (gsi1 DUE_REMINDERS_KEY, sorted by when due; no Scan), each sent in turn. A run
 * delivered twice tells nobody twice (the claims); a reminder deleted is not read again.
 */
export async function sendDueReminders(now = new Date()): Promise<{ reminders: number; told: number }> {
  const due = await queryAll<ReminderItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :key AND gsi1sk <= :until',
    ExpressionAttributeValues: { ':key': DUE_REMINDERS_KEY, ':until': `${now.toISOString()}#~` },
  });
  let told = 0;
  for (const reminder of due) told += await sendReminder(reminder);
  return { reminders: due.length, told };
}
