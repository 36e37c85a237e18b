import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';

interface PartitionItem {
  pk: string;
  sk: string;
  __edb_e__?: string;
  department_id?: number;
  designation_id?: number;
}

/**
 * Removes every item of an organization's partition and the locators pointing into it.
 * The organization record and memberships go last, so an interrupted purge can be retried
 * by the owner.
 */
export async function purgeOrganizationPartition(organizationId: number): Promise<void> {
  const table = tableNames().organizations;
  const items: PartitionItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}` },
        ProjectionExpression: 'pk, sk, #entity, department_id, designation_id',
        ExpressionAttributeNames: { '#entity': '__edb_e__' },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...((page.Items ?? []) as PartitionItem[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);

  const locators = items.flatMap((item) => {
    if (item.__edb_e__ === 'department') return [{ pk: `department#${item.department_id}`, sk: 'locator' }];
    if (item.__edb_e__ === 'designation') return [{ pk: `designation#${item.designation_id}`, sk: 'locator' }];
    return [];
  });
  const isLast = (item: PartitionItem) => item.__edb_e__ === 'organization' || item.__edb_e__ === 'membership';
  const key = (item: PartitionItem) => ({ pk: item.pk, sk: item.sk });
  await batchDelete(table, [...items.filter((item) => !isLast(item)).map(key), ...locators]);
  await batchDelete(table, items.filter(isLast).map(key));
}
