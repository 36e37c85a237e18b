import { CreateTableCommand, DeleteTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStreamPoller } from '../src/local/stream-poller.ts';
import { eventually } from './purge-support.ts';

/**
 * The local stand-in for Lambda's event source mapping (local/stream-poller.ts) against DynamoDB
 * Local's streams: no record may be lost, also the first ones a table ever gets. (The browser
 * suite's first pay run stayed "calculating": the poller, told "trimmed" when the first records
 * arrived behind its iterator on the empty shard, started again at LATEST, after them.)
 */
const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const accessKey = process.env.DYNAMODB_LOCAL_ACCESS_KEY as string;
const client = new DynamoDBClient({
  endpoint,
  region: 'local',
  credentials: { accessKeyId: accessKey, secretAccessKey: 'local' },
});
const tableName = `stream-poller-${Date.now()}`;
/** Another table with a stream: its writes move DynamoDB Local's sequence numbers on, as the other tables' do in the local stack. */
const otherTable = `${tableName}-other`;

beforeAll(async () => {
  for (const name of [tableName, otherTable]) {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' },
      }),
    );
  }
});

afterAll(async () => {
  for (const name of [tableName, otherTable]) await client.send(new DeleteTableCommand({ TableName: name }));
  client.destroy();
});

const put = (table: string, pk: string) =>
  client.send(new PutItemCommand({ TableName: table, Item: { pk: { S: pk } } }));

describe('the local stream poller', () => {
  it('hands over every record, the first ones a table ever gets included, in order', async () => {
    const seen: string[] = [];
    // The stack wrote to other tables before its pollers started (the admin's sign-up, say).
    for (let index = 0; index < 3; index++) await put(otherTable, `before-${index}`);
    const poller = startStreamPoller({
      endpoint,
      accessKey,
      region: 'local',
      tableName,
      filter: { eventName: ['INSERT'] },
      handler: async (event) => {
        for (const record of event.Records) seen.push(record.dynamodb?.NewImage?.pk?.S ?? '?');
      },
      idleMillis: 20,
    });
    try {
      // The poller reads the empty shard a few times first, as the local stack's pollers do for
      // minutes, while the other tables are written to.
      await eventually(async () => poller.stats.polls >= 3, 30_000, 'the poller to read the empty stream');
      for (let index = 0; index < 5; index++) await put(otherTable, `between-${index}`);
      await eventually(async () => poller.stats.polls >= 6, 30_000, 'the poller to read the empty stream again');
      const keys = ['first', 'second', 'third', 'fourth', 'fifth'];
      for (const pk of keys) await put(tableName, pk);
      const pollsAfterWrites = poller.stats.polls;
      // Enough polls after the writes for every record to have come through, or to be lost for good.
      await eventually(
        async () => seen.length === keys.length || poller.stats.polls >= pollsAfterWrites + 20,
        30_000,
        'the records or twenty more polls',
      );
      expect(seen).toEqual(keys);
      expect(poller.stats.failures).toBe(0);
    } finally {
      await poller.stop();
    }
  });
});
