import { runPurgeScheduler } from '../core/jobs/purge-worker.ts';
import { handlePurgeRecords, type StreamEvent } from '../core/jobs/stream-event.ts';

/**
 * The purge worker. The jobs table's stream invokes it with records of purging jobs (one bounded
 * step each); the hourly schedule invokes it with an EventBridge event, which starts due jobs.
 * Locally `npm start` calls this same handler from its stream poller and timer.
 */
export async function handler(event: StreamEvent | { source?: string }): Promise<void> {
  if ('Records' in event && Array.isArray(event.Records)) {
    await handlePurgeRecords(event);
    return;
  }
  const { started, nudged } = await runPurgeScheduler();
  if (started.length > 0 || nudged.length > 0) {
    console.info(JSON.stringify({ purge: 'scheduler', started, nudged }));
  }
}
