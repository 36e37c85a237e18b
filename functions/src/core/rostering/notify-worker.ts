import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { RosterEmailStatus } from '@wattle/shared/roster-publishing-constants';
import { rosterRangeText, shiftText } from '@wattle/shared/shift-text';
import { config } from '../config.ts';
import { batchGet } from '../db/batch-get.ts';
import { claimExpiry, claimOnce } from '../db/claim.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { type Contact, contactsOf, recipientKey } from '../employees/contacts.ts';
import type { StreamRecord } from '../jobs/stream-event.ts';
import { type NewNotification, notificationWrites } from '../leave/notifications.ts';
import { type MailMessage, sendMail } from '../mail/mailer.ts';
import { rosterPublishedMail, shiftChangedMail, shiftSwapMail } from '../mail/templates.ts';
import { allocateIds, type NotifyRecipient } from './notify-tasks.ts';
import {
  type RosterDeliveryItem,
  type RosterNotifyTaskItem,
  rosterDeliveryEntity,
  rosterNotifyTaskEntity,
} from './publish-entities.ts';
import { shiftCounter, shiftEntity } from './roster-entities.ts';

const pad = (id: number) => String(id).padStart(12, '0');

/** The app's My roster screen: where every roster message links. */
export const MY_ROSTER_PATH = '/dashboard/rostering/rosters';
/** The shift swapping screen: where a swap's messages link. */
export const SWAPPING_PATH = '/dashboard/rostering/swapping';

interface Message {
  mail: MailMessage;
  detail: string;
  bell: { title: string; body: string };
}

/** What one recipient of a task is told. */
function messageFor(task: RosterNotifyTaskItem, recipient: NotifyRecipient, contact: Contact): Message {
  const url = `${config().APP_URL}${MY_ROSTER_PATH}`;
  const name = contact.name || recipient.employee_name;
  const to = { email: contact.email, name: name.split(' ')[0] || name };
  const summary = (shift: NotifyRecipient['shifts'][number]) => shiftText(shift);
  if (task.kind === 'swap') {
    const shift = recipient.shifts[0] ? summary(recipient.shifts[0]) : '';
    const headline = recipient.swap_text ?? 'A shift swap changed.';
    const mail = shiftSwapMail(to, {
      organization: task.organization_name,
      headline,
      shift,
      url: `${config().APP_URL}${SWAPPING_PATH}`,
    });
    return { mail, detail: `${headline} ${shift}`, bell: { title: mail.subject, body: shift } };
  }
  if (task.kind === 'published') {
    const range = rosterRangeText(task.from, task.to);
    const shifts = recipient.shifts.map((shift) => ({
      when: summary(shift),
      where: [shift.role, shift.department_name].filter(Boolean).join(', ') || null,
    }));
    const mail = rosterPublishedMail(to, { organization: task.organization_name, range, shifts, url });
    const count = `${shifts.length} shift${shifts.length === 1 ? '' : 's'}`;
    return {
      mail,
      detail: `${count}: ${shifts.map((shift) => shift.when).join('; ')}`,
      bell: { title: mail.subject, body: `${count}. Open My roster to acknowledge them.` },
    };
  }
  const before = recipient.before ? summary(recipient.before) : null;
  const after = recipient.shifts[0] ? summary(recipient.shifts[0]) : null;
  const mail = shiftChangedMail(to, {
    organization: task.organization_name,
    before,
    after,
    withinNotice: Boolean(recipient.within_notice),
    url,
  });
  const detail = after === null ? `Cancelled: ${before}` : before === null ? `New: ${after}` : `${before} → ${after}`;
  return { mail, detail, bell: { title: mail.subject, body: detail } };
}

/**
 * The shifts of the task already acknowledged (the employee may acknowledge before their delivery
 * is written): one BatchGet of the task's shifts (100 keys a request), their acknowledgement only.
 */
async function acknowledgedShifts(task: RosterNotifyTaskItem): Promise<Set<number>> {
  const ids = [...new Set(task.items.flatMap((item) => item.shifts.map((shift) => shift.shift_id)))];
  if (ids.length === 0) return new Set();
  const table = tableNames().rostering;
  const keys = ids.map(
    (shiftId) =>
      shiftEntity()
        .get({ organization_id: task.organization_id, shift_id: shiftId })
        .params<{ Key: Record<string, unknown> }>().Key,
  );
  const items =
    (await batchGet([{ table, keys, projection: ['shift_id', 'acknowledged_at'], consistent: true }])).get(table) ?? [];
  return new Set(items.filter((item) => item.acknowledged_at).map((item) => Number(item.shift_id)));
}

/** Marks the task done (out of the pending index), on condition it is still pending (another run may have). */
async function taskDone(task: RosterNotifyTaskItem): Promise<void> {
  const key = rosterNotifyTaskEntity()
    .get({ organization_id: task.organization_id, job_id: task.job_id, task_number: task.task_number })
    .params<{ Key: Record<string, unknown> }>().Key;
  const done = dynamo().send(
    new UpdateCommand({
      TableName: tableNames().rostering,
      Key: key,
      UpdateExpression: 'SET #status = :done, #version = #version + :one, updated_at = :now REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':pending': 'pending',
        ':one': 1,
        ':now': new Date().toISOString(),
      },
    }),
  );
  await done.catch((error: unknown) => {
    if (!isConditionalFailure(error)) throw error;
  });
}

/**
 * Sends one task's notifications from its stream record: for each recipient, first its claim (a
 * conditional put of `delivery_claim#<job>#<task>#<recipient>`: a recipient already claimed, by an
 * earlier run of the task or one running beside it, is skipped), then the e-mail (its outcome
 * recorded: sent or failed; no address: not sent), then, in one transaction, the bell notification
 * (when they have a member account) and the delivery record. So a task run twice (the queue's
 * retry, the hourly sweep, two deliveries of one message) e-mails and rings each recipient once: a
 * run that stops between a claim and its delivery leaves that one recipient untold, never told twice.
 */
export async function runNotifyTaskRecord(record: StreamRecord): Promise<void> {
  const image = record.dynamodb?.NewImage;
  if (!image) return;
  const raw = unmarshall(image as Record<string, AttributeValue>) as Pick<
    RosterNotifyTaskItem,
    'organization_id' | 'job_id' | 'task_number'
  >;
  const { data: task } = await rosterNotifyTaskEntity()
    .get({ organization_id: raw.organization_id, job_id: raw.job_id, task_number: raw.task_number })
    .go({ consistent: true });
  if (task?.status !== 'pending') return;
  const claimed = await Promise.all(task.items.map((item) => claimDelivery(task, item)));
  const recipients = task.items.filter((_, index) => claimed[index]);
  const contacts = await contactsOf(task.organization_id, recipients);
  const [ids, acknowledged] = await Promise.all([
    allocateIds(shiftCounter(), 'roster_delivery', recipients.length),
    acknowledgedShifts(task),
  ]);
  await Promise.all(
    recipients.map(async (recipient, index) => {
      const contact = contacts.get(recipientKey(recipient)) ?? { email: '', userId: null };
      const message = messageFor(task, recipient, contact);
      let status: RosterEmailStatus = 'no_address';
      if (contact.email) {
        status = await sendMail(message.mail).then(
          () => 'sent' as const,
          (error: unknown) => {
            console.error(
              JSON.stringify({
                level: 'warn',
                event: 'mail_not_sent',
                what: `roster ${task.kind}`,
                error: String(error),
              }),
            );
            return 'failed' as const;
          },
        );
      }
      await recordDelivery(task, recipient, contact, message, status, ids[index] as number, acknowledged);
    }),
  );
  await taskDone(task);
}

/**
 * How long a delivery claim is kept (TTL on `expires_at`): long past any redelivery of its task (the
 * queue's retries, the stream's 24 hours, the hourly sweep of tasks still pending).
 */
export const DELIVERY_CLAIM_DAYS = 30;

/** The claim of one recipient's delivery of the task: true when this run won it (the item was absent). */
const claimDelivery = (task: RosterNotifyTaskItem, recipient: NotifyRecipient): Promise<boolean> =>
  claimOnce(
    'rostering',
    {
      pk: `org#${task.organization_id}`,
      sk: `delivery_claim#${pad(task.job_id)}#${task.task_number}#${recipientKey(recipient)}`,
    },
    claimExpiry(new Date(), DELIVERY_CLAIM_DAYS),
  );

async function recordDelivery(
  task: RosterNotifyTaskItem,
  recipient: NotifyRecipient,
  contact: Contact,
  message: Message,
  status: RosterEmailStatus,
  deliveryId: number,
  acknowledged: ReadonlySet<number>,
): Promise<void> {
  const now = new Date().toISOString();
  // A swap's message asks for no acknowledgement (the shift's own change notice does, once it moves).
  const named = task.kind === 'swap' ? [] : [...recipient.shifts, ...(recipient.before ? [recipient.before] : [])];
  const shiftIds = named.map((shift) => shift.shift_id).filter((id, index, all) => all.indexOf(id) === index);
  const seen = shiftIds.filter((id) => acknowledged.has(id));
  const delivery: RosterDeliveryItem = {
    organization_id: task.organization_id,
    delivery_id: deliveryId,
    employee_id: recipient.employee_id,
    employee_name: contact.name || recipient.employee_name,
    ...(contact.userId ? { user_id: contact.userId } : {}),
    kind: task.kind,
    subject: message.mail.subject,
    detail: message.detail,
    sent_at: now,
    email_status: status,
    in_app: contact.userId !== null,
    within_notice: Boolean(recipient.within_notice),
    job_id: task.job_id,
    publication: Boolean(task.publication),
    task_number: task.task_number,
    shift_ids: shiftIds,
    acknowledged_shift_ids: seen,
    ...(seen.length > 0 && seen.length === shiftIds.length ? { acknowledged_at: now } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const bell: NewNotification[] = contact.userId
    ? [
        {
          userId: contact.userId,
          kind: task.kind === 'published' ? 'roster_published' : task.kind === 'swap' ? 'shift_swap' : 'shift_changed',
          title: message.bell.title,
          body: message.bell.body,
          link: task.kind === 'swap' ? SWAPPING_PATH : MY_ROSTER_PATH,
        },
      ]
    : [];
  await transactWrite([
    committed(rosterDeliveryEntity().create(delivery)),
    ...(await notificationWrites(task.organization_id, bell)),
  ]);
}
