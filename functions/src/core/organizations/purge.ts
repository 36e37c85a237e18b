import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { deleteKeys, listKeys } from '../storage/s3.ts';

interface PartitionItem {
  pk: string;
  sk: string;
  __edb_e__?: string;
  [id: string]: unknown;
}

/** Entities that have a locator (`<kind>#<id>`) in their table, and the attribute holding the id. */
const LOCATED: Record<string, { kind: string; id: string }> = {
  department: { kind: 'department', id: 'department_id' },
  designation: { kind: 'designation', id: 'designation_id' },
  job_opening: { kind: 'job', id: 'job_opening_id' },
  applicant: { kind: 'applicant', id: 'applicant_id' },
  interview: { kind: 'interview', id: 'interview_id' },
  offer: { kind: 'offer', id: 'offer_id' },
  onboarding_template: { kind: 'template', id: 'template_id' },
  employee: { kind: 'employee', id: 'employee_id' },
};

async function partition(table: string, organizationId: number): Promise<PartitionItem[]> {
  const items: PartitionItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  const ids = [...new Set(Object.values(LOCATED).map((located) => located.id))];
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
        ProjectionExpression: ['pk', 'sk', '#entity', ...ids].join(', '),
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...((page.Items ?? []) as PartitionItem[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** Deletes a partition's items and the locators pointing into it; `keepLast` items go at the end. */
async function purgeTable(table: string, organizationId: number, keepLast = (_item: PartitionItem) => false) {
  const items = await partition(table, organizationId);
  const locators = items.flatMap((item) => {
    const located = item.__edb_e__ ? LOCATED[item.__edb_e__] : undefined;
    return located && item[located.id] !== undefined
      ? [{ pk: `${located.kind}#${item[located.id]}`, sk: 'locator' }]
      : [];
  });
  const key = (item: PartitionItem) => ({ pk: item.pk, sk: item.sk });
  await batchDelete(table, [...items.filter((item) => !keepLast(item)).map(key), ...locators]);
  await batchDelete(table, items.filter(keepLast).map(key));
}

/** Removes every stored resume of the organization, and its uploads in quarantine (its key prefixes). */
async function purgeResumes(organizationId: number): Promise<void> {
  for (const prefix of [`resumes/org-${organizationId}/`, `quarantine/org-${organizationId}/`]) {
    let token: string | undefined;
    do {
      const page = await listKeys(prefix, token);
      await deleteKeys(page.keys);
      token = page.next;
    } while (token);
  }
}

/**
 * Removes all of an organization's data: every table's partition `org#<id>` with the locators
 * pointing into it, and its resume files. The organization record and memberships go last, so
 * an interrupted purge can be retried by the owner.
 */
export async function purgeOrganization(organizationId: number): Promise<void> {
  // The audit log is append-only: its events outlive the organization and expire by themselves.
  const { organizations, audit: _auditLog, ...others } = tableNames();
  for (const table of Object.values(others)) await purgeTable(table, organizationId);
  await purgeResumes(organizationId);
  await purgeTable(
    organizations,
    organizationId,
    (item) => item.__edb_e__ === 'organization' || item.__edb_e__ === 'membership',
  );
}
