import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldGroup, Grants } from '@wattle/shared/permissions';
import { dynamo, tableNames } from '../src/core/db/client.ts';

/**
 * Gives an organization a custom role `custom-<n>` straight in the table (the roles API has its own
 * tests): for tests of what a role with these grants may do.
 */
export async function seedCustomRole(
  organizationId: number,
  number: number,
  name: string,
  grants: Grants,
  fields: FieldGroup[] = [],
): Promise<`custom-${number}`> {
  const key = `custom-${number}` as const;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      UpdateExpression: 'SET custom_roles = if_not_exists(custom_roles, :none)',
      ExpressionAttributeValues: { ':none': {} },
    }),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: tableNames().organizations,
      Key: { pk: `org#${organizationId}`, sk: 'organization' },
      UpdateExpression: 'SET custom_roles.#key = :role',
      ExpressionAttributeNames: { '#key': key },
      ExpressionAttributeValues: {
        ':role': {
          name,
          description: '',
          grants,
          fields,
          version: 1,
          created_at: '2026-11-24T00:00:00.000Z',
          updated_at: '2026-11-24T00:00:00.000Z',
        },
      },
    }),
  );
  return key;
}
