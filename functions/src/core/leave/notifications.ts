import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppNotification, NotificationKind, NotificationList } from '@wattle/shared/leave-request-constants';
import { useUserId } from '../actor.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { committed, rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { leaveRequestCounter, leaveRequestLocator } from './request-entities.ts';

/**
 * In-app notifications (the bell): one item per member and message in the organization's leave
 * partition, `notification#<user>#<id>` (ids grow, so a user's newest come first in reverse). An
 * unread one also carries the sparse gsi1 key `org#<id>#unread#<user>`, which counting reads; reading
 * it removes that key. Each is written in the same transaction as the step it reports.
 */

export const NOTIFICATION_LIST_SIZE = 30;
const pad = (id: number) => String(id).padStart(12, '0');
const userPrefix = (userId: number) => `notification#${userId}#`;
const unreadKey = (organizationId: number, userId: number) => `org#${organizationId}#unread#${userId}`;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

interface NotificationItem {
  pk: string;
  sk: string;
  notification_id: number;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at?: string;
}

/** Allocates ids for `count` notifications in one counter update. */
export async function notificationIds(count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await leaveRequestCounter()
    .update({ name: 'notification' })
    .add({ value: count })
    .go({ response: 'all_new' });
  const last = Number(result.data.value);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/** The writes that store `notifications` (and their locators), for the step's own transaction. */
export async function notificationWrites(
  organizationId: number,
  notifications: readonly NewNotification[],
): Promise<TransactionItem[]> {
  const ids = await notificationIds(notifications.length);
  const now = new Date().toISOString();
  return notifications.flatMap((notification, index) => {
    const id = ids[index] as number;
    return [
      rawItem({
        Put: {
          TableName: tableNames().leave,
          Item: {
            pk: `org#${organizationId}`,
            sk: `${userPrefix(notification.userId)}${pad(id)}`,
            gsi1pk: unreadKey(organizationId, notification.userId),
            gsi1sk: pad(id),
            __edb_e__: 'notification',
            organization_id: organizationId,
            notification_id: id,
            user_id: notification.userId,
            kind: notification.kind,
            title: notification.title,
            body: notification.body,
            link: notification.link,
            created_at: now,
          },
        },
      }),
      committed(
        leaveRequestLocator().create({
          kind: 'notification',
          id,
          organization_id: organizationId,
          parent_id: notification.userId,
        }),
      ),
    ];
  });
}

const toNotification = (item: NotificationItem): AppNotification => ({
  notification_id: item.notification_id,
  kind: item.kind,
  title: item.title,
  body: item.body,
  link: item.link,
  read: Boolean(item.read_at),
  created_at: item.created_at,
});

/** The caller's newest notifications and how many are unread: one Query each. */
export async function listNotifications(organizationId: number): Promise<NotificationList> {
  const userId = useUserId();
  const table = tableNames().leave;
  const [items, unread] = await Promise.all([
    dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': userPrefix(userId) },
        ScanIndexForward: false,
        Limit: NOTIFICATION_LIST_SIZE,
      }),
    ),
    dynamo().send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :unread',
        ExpressionAttributeValues: { ':unread': unreadKey(organizationId, userId) },
        Select: 'COUNT',
      }),
    ),
  ]);
  return {
    data: ((items.Items ?? []) as NotificationItem[]).map(toNotification),
    unread_count: unread.Count ?? 0,
  };
}

const readWrite = (organizationId: number, userId: number, id: number, now: string) => ({
  TableName: tableNames().leave,
  Key: { pk: `org#${organizationId}`, sk: `${userPrefix(userId)}${pad(id)}` },
  UpdateExpression: 'SET read_at = if_not_exists(read_at, :now) REMOVE gsi1pk, gsi1sk',
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeValues: { ':now': now },
});

/** Marks one of the caller's notifications read; another member's answers 404. */
export async function markNotificationRead(organizationId: number, id: number): Promise<AppNotification> {
  try {
    const result = await dynamo().send(
      new UpdateCommand({
        ...readWrite(organizationId, useUserId(), id, new Date().toISOString()),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toNotification(result.Attributes as NotificationItem);
  } catch (error) {
    if (isConditionalFailure(error)) throw VisibleError.notFound('Notification');
    throw error;
  }
}

/** Marks every unread notification of the caller read (25 to a transaction); returns how many. */
export async function markAllNotificationsRead(organizationId: number): Promise<number> {
  const userId = useUserId();
  const now = new Date().toISOString();
  let marked = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().leave,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :unread',
        ExpressionAttributeValues: { ':unread': unreadKey(organizationId, userId) },
        ProjectionExpression: 'notification_id',
        Limit: 25,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const ids = (page.Items ?? []).map((item) => Number(item.notification_id));
    if (ids.length > 0) {
      await transactWrite(ids.map((id) => rawItem({ Update: readWrite(organizationId, userId, id, now) })));
      marked += ids.length;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return marked;
}
