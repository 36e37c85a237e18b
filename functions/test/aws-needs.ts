import type { AwsResource, Need } from '../../infra/test/grants.ts';
import type { SentCommand } from '../src/core/aws/command-log.ts';
import type { TableName } from '../src/core/db/table-definitions.ts';
import { TEST_BUCKET, TEST_TABLES } from './test-resources.ts';

const tableOf = (physical: unknown): TableName => {
  const entry = Object.entries(TEST_TABLES).find(([, name]) => name === physical);
  if (!entry) throw new Error(`Unknown table ${String(physical)}`);
  return entry[0] as TableName;
};

const table = (physical: unknown, index?: unknown): AwsResource => ({
  kind: 'table',
  table: tableOf(physical),
  ...(index ? { index: true } : {}),
});

/** DynamoDB's per-item transaction parts and the IAM action each needs. */
const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/**
 * The IAM actions (and resources) one SDK command needs, as AWS evaluates them: a transaction
 * needs the item action of each part on its table, a batch its batch action on every table named,
 * a Query on an index the action on the table's indexes; S3's HEAD needs GetObject, a batch delete
 * DeleteObject, a listing ListBucket on the bucket itself.
 */
export function needsOf(command: SentCommand): Need[] {
  const input = command.input as Record<string, unknown>;
  const operation = command.name.replace(/Command$/, '');
  if (command.service === 'dynamodb') {
    switch (operation) {
      case 'BatchGetItem':
      case 'BatchWriteItem':
        return Object.keys(input.RequestItems as object).map((name) => ({
          action: `dynamodb:${operation}`,
          resource: table(name),
        }));
      case 'TransactWriteItems':
      case 'TransactGetItems':
        return (input.TransactItems as Record<string, { TableName: string }>[]).flatMap((item) =>
          Object.entries(item).map(([part, body]) => ({
            action: TRANSACT_ACTIONS[part] ?? `dynamodb:${part}`,
            resource: table(body.TableName),
          })),
        );
      default:
        return [{ action: `dynamodb:${operation}`, resource: table(input.TableName, input.IndexName) }];
    }
  }
  if (command.service === 's3') {
    if (input.Bucket !== TEST_BUCKET) throw new Error(`Unknown bucket ${String(input.Bucket)}`);
    const object: AwsResource = { kind: 'bucket', object: true };
    switch (operation) {
      case 'HeadObject':
      case 'GetObject':
        return [{ action: 's3:GetObject', resource: object }];
      case 'PutObject':
        return [{ action: 's3:PutObject', resource: object }];
      case 'CopyObject':
        return [
          { action: 's3:GetObject', resource: object },
          { action: 's3:PutObject', resource: object },
        ];
      case 'DeleteObject':
      case 'DeleteObjects':
        return [{ action: 's3:DeleteObject', resource: object }];
      case 'ListObjectsV2':
        return [{ action: 's3:ListBucket', resource: { kind: 'bucket', object: false } }];
      default:
        return [{ action: `s3:${operation}`, resource: object }];
    }
  }
  if (command.service === 'kms') {
    // GenerateMac is the uniqueness guards' HMAC, on the guard key; the rest are the field key's.
    const key = operation === 'GenerateMac' ? 'guardKey' : 'fieldKey';
    return [{ action: `kms:${operation}`, resource: { kind: key } }];
  }
  return [{ action: `secretsmanager:${operation}`, resource: { kind: 'jwtSecret' } }];
}
