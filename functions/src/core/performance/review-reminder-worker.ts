import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { formatLongDate } from '@wattle/shared/calendar';
import { REVIEW_STAGE_LABELS } from '@wattle/shared/reviews';
import { config } from '../config.ts';
import { claimOnce } from '../db/claim.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { transactWrite } from '../db/transactions.ts';
import { contactsOf, recipientKey } from '../employees/contacts.ts';
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

/** The claim of one person's reminder: true when this run won it (its item was absent). */
const claim = (reminder: ReminderItem, employeeId: number): Promise<boolean> =>
  claimOnce('performance', {
    pk: `org#${reminder.organization_id}`,
    sk: `reminder_claim#${pad(reminder.cycle_id)}#${reminder.stage}#${reminder.due_date}#emp#${employeeId}`,
  });

/**
 * Sends one due reminder: each person with work left in the stage is claimed first (a conditional
 * put of `reminder_claim#<cycle>#<stage>#<deadline>#emp#<id>`: one already claimed, by an earlier run
 * or one beside it, is skipped), then e-mailed and, with a member account, told in the bell. Then
 * the reminder is deleted, on condition it was not moved meanwhile. Returns how many were told.
 */
async function sendReminder(reminder: ReminderItem): Promise<number> {
  const { data: cycle } = await reviewCycleEntity()
    .get({ organization_id: reminder.organization_id, cycle_id: reminder.cycle_id })
    .go({ consistent: true });
  const work = cycle ? await workLeft(reminder, cycle.status, cycle.max_peers) : new Map<number, string[]>();
  const people = [...work.keys()];
  const claimed = await Promise.all(people.map((employeeId) => claim(reminder, employeeId)));
  const told = people.filter((_, index) => claimed[index]);
  const contacts = told.length
    ? await contactsOf(
        reminder.organization_id,
        told.map((id) => ({ employee_id: id })),
      )
    : new Map();
  const stage = REVIEW_STAGE_LABELS[reminder.stage];
  const due = formatLongDate(reminder.due_date);
  await Promise.all(
    told.map(async (employeeId) => {
      const contact = contacts.get(recipientKey({ employee_id: employeeId }));
      if (!contact) return;
      const tasks = work.get(employeeId) ?? [];
      const mail = reviewReminderMail(
        { email: contact.email, name: contact.firstName || contact.name || 'there' },
        {
          organization: reminder.organization_name,
          cycle: reminder.cycle_name,
          stage,
          due,
          tasks,
          url: `${config().APP_URL}${REVIEWS_PATH}`,
        },
      );
      if (contact.email)
        await sendMail(mail).catch((error: unknown) =>
          console.error(
            JSON.stringify({ level: 'warn', event: 'mail_not_sent', what: 'review reminder', error: String(error) }),
          ),
        );
      if (contact.userId)
        await transactWrite(
          await notificationWrites(reminder.organization_id, [
            {
              userId: contact.userId,
              kind: 'review_reminder',
              title: mail.subject,
              body: tasks.join(' '),
              link: REVIEWS_PATH,
            },
          ]),
        );
    }),
  );
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
  return told.length;
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
