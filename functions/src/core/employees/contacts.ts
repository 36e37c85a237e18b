import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { readDirectory } from './directory.ts';

/**
 * Where a background worker tells people (rostering's notifications, performance's reminders): an
 * e-mail address and, for a member account, the bell.
 */
export interface Contact {
  email: string;
  userId: number | null;
  /** A member told by user (no employee record): their account's name. */
  name?: string;
  /** An employee's first name (their record), for a greeting. */
  firstName?: string;
}

/** Someone to tell: an employee (`employee_id` > 0), or a member with no employee record (`user_id`). */
export interface ContactRecipient {
  employee_id: number;
  user_id?: number | null;
}

/** Who a message is for: an employee (`emp#<id>`), or a member with no employee record (`user#<id>`). */
export const recipientKey = (recipient: ContactRecipient): string =>
  recipient.employee_id > 0 ? `emp#${recipient.employee_id}` : `user#${recipient.user_id ?? 0}`;

/**
 * Where each recipient is told: an employee at the member account linked to their record (its
 * e-mail, and the bell), else the personal e-mail of their record (no bell); a member told by user
 * at their account (e-mail and bell). One Query of the memberships, one BatchGet of the users, the
 * directory (its shards, one BatchGet). Keyed by `recipientKey`.
 */
export async function contactsOf(
  organizationId: number,
  recipients: readonly ContactRecipient[],
): Promise<Map<string, Contact>> {
  const wanted = new Set(recipients.map((recipient) => recipient.employee_id).filter((id) => id > 0));
  const byUser = new Set(
    recipients.filter((recipient) => recipient.employee_id <= 0 && recipient.user_id).map((r) => r.user_id as number),
  );
  const [memberships, directory] = await Promise.all([
    membershipEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
    readDirectory(organizationId),
  ]);
  const linked = memberships.data.filter((member) => member.employee_id && wanted.has(member.employee_id));
  // Only members of the organization are told by user.
  const members = memberships.data.filter((member) => byUser.has(member.user_id));
  const userIds = [...new Set([...linked, ...members].map((member) => member.user_id))];
  const identity = tableNames().identity;
  const users = userIds.length
    ? ((
        await batchGet([
          {
            table: identity,
            keys: userIds.map((userId) => ({ pk: `user#${userId}`, sk: 'user' })),
            projection: ['user_id', 'email', 'name'],
          },
        ])
      ).get(identity) ?? [])
    : [];
  const userOf = new Map(
    users.map((user) => [Number(user.user_id), { email: String(user.email ?? ''), name: String(user.name ?? '') }]),
  );
  const contacts = new Map<string, Contact>();
  for (const entry of directory) {
    if (wanted.has(entry.employee_id))
      contacts.set(`emp#${entry.employee_id}`, {
        email: entry.personal_email,
        userId: null,
        firstName: entry.first_name,
      });
  }
  for (const member of linked) {
    const key = `emp#${member.employee_id}`;
    const record = contacts.get(key);
    contacts.set(key, {
      email: userOf.get(member.user_id)?.email || record?.email || '',
      userId: member.user_id,
      ...(record?.firstName ? { firstName: record.firstName } : {}),
    });
  }
  for (const member of members) {
    const user = userOf.get(member.user_id);
    contacts.set(`user#${member.user_id}`, { email: user?.email ?? '', userId: member.user_id, name: user?.name });
  }
  return contacts;
}
