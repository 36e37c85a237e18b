import type { LocalServices } from './stack.ts';
import { LOCAL_REGION, LOCAL_TABLES } from './stack.ts';
import { startStreamPoller } from './stream-poller.ts';

/**
 * The local triggers of the background workers declared in handlers/manifest.ts: each worker's
 * own Lambda handler is fed from its table's DynamoDB Local stream (what the event source mapping
 * does in AWS) and called with a scheduled event at start and every `scheduleMinutes` (what the
 * EventBridge rule does). Returns a function that stops them. Call after the environment is set.
 */
export async function startLocalWorkers(services: LocalServices): Promise<() => Promise<void>> {
  const { FUNCTIONS } = await import('../handlers/manifest.ts');
  const stops: (() => Promise<void>)[] = [];
  for (const definition of FUNCTIONS) {
    const background = definition.background;
    if (!background) continue;
    const { handler } = (await import(`../handlers/${definition.name}.ts`)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    const report = (error: unknown) =>
      console.error(
        `${definition.name} worker failed (it is retried): ${error instanceof Error ? error.message : String(error)}`,
      );
    const stream = background.stream;
    const poller = stream
      ? startStreamPoller({
          endpoint: services.dynamo.endpoint,
          accessKey: process.env.DYNAMODB_LOCAL_ACCESS_KEY ?? 'local',
          region: LOCAL_REGION,
          tableName: LOCAL_TABLES[stream.of] as string,
          filter: stream.filter,
          handler,
          onError: report,
        })
      : undefined;
    const scheduled = () => handler({ source: 'aws.events', 'detail-type': 'Scheduled Event' }).catch(report);
    void scheduled();
    const timer = setInterval(scheduled, background.scheduleMinutes * 60_000);
    stops.push(async () => {
      clearInterval(timer);
      await poller?.stop();
    });
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
