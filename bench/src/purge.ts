import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PURGING_JOB_FILTER } from '../../functions/src/core/jobs/purge-filter.ts';
import { LOCAL_REGION, LOCAL_TABLES, type LocalServices } from '../../functions/src/local/stack.ts';
import { startStreamPoller } from '../../functions/src/local/stream-poller.ts';

/**
 * The purge of the large organization, timed end to end through the real path: DELETE (soft),
 * its job made due, the scheduler event, then the worker handler fed by the poller from DynamoDB
 * Local's stream, step after step, until the job is done. Reported, not budgeted.
 */
export async function measurePurge(
  api: { call(method: string, path: string): Promise<{ status: number }> },
  services: LocalServices,
  organizationId: number,
): Promise<{ seconds: number; items: number; steps: number }> {
  const { handler } = await import('../../functions/src/handlers/purge.ts');
  const accessKey = process.env.DYNAMODB_LOCAL_ACCESS_KEY ?? 'local';
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: services.dynamo.endpoint,
      region: LOCAL_REGION,
      credentials: { accessKeyId: accessKey, secretAccessKey: 'local' },
    }),
  );
  const jobKey = { pk: `org#${organizationId}`, sk: 'purge' };
  const removed = await api.call('DELETE', `/organizations/${organizationId}`);
  if (removed.status !== 204) throw new Error(`purge bench: DELETE answered ${removed.status}`);
  const past = new Date(Date.now() - 1000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: LOCAL_TABLES.jobs,
      Key: jobKey,
      UpdateExpression: 'SET due_at = :at, gsi1sk = :at',
      ExpressionAttributeValues: { ':at': past },
    }),
  );
  const poller = startStreamPoller({
    endpoint: services.dynamo.endpoint,
    accessKey,
    region: LOCAL_REGION,
    tableName: LOCAL_TABLES.jobs as string,
    filter: PURGING_JOB_FILTER,
    handler,
    idleMillis: 50,
  });
  const started = performance.now();
  try {
    await handler({ source: 'aws.events' });
    for (;;) {
      const job = (await db.send(new GetCommand({ TableName: LOCAL_TABLES.jobs, Key: jobKey, ConsistentRead: true })))
        .Item as { status: string; deleted_items: number; step: number } | undefined;
      if (job?.status === 'done') {
        return { seconds: (performance.now() - started) / 1000, items: job.deleted_items, steps: job.step };
      }
      if (performance.now() - started > 30 * 60_000) throw new Error('purge bench: not done in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await poller.stop();
    db.destroy();
  }
}
