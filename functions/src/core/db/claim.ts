import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from './client.ts';
import { isConditionalFailure } from './errors.ts';

/**
 * Claims a piece of work once: a conditional put of the key (`pk`, `sk`) in `table`. True when this
 * caller won it (the item was absent); false when an earlier run, or one running beside it, did.
 * Workers claim each (task, recipient) before telling them, so a message delivered twice tells nobody twice.
 */
export async function claimOnce(table: keyof ReturnType<typeof tableNames>, key: { pk: string; sk: string }) {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableNames()[table],
        Item: { ...key, created_at: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
