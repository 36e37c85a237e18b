import type { StreamEvent, StreamRecord } from './stream-event.ts';

/** The parts of a Lambda SQS event the queue workers read. */
export interface QueueEvent {
  Records: { messageId: string; body: string }[];
}

/** What a queue worker answers: the messages that failed (SQS retries them; the others are deleted). */
export interface QueueBatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

/** Messages of one batch handled at once: independent messages, as parallel consumers would take them. */
const CONCURRENT_MESSAGES = 4;

/**
 * Handles a queue batch whose messages each carry one table stream record as their body (what the
 * EventBridge pipe sends, handlers/manifest.ts `background.queue`): every message is handled on
 * its own, up to CONCURRENT_MESSAGES at a time (in AWS a batch holds one message; the local
 * stand-in hands over many, which parallel Lambdas would share), and the ones that threw are
 * reported so that only they are retried.
 */
export async function handleQueuedStreamRecords(
  event: QueueEvent,
  handle: (record: StreamRecord) => Promise<void>,
): Promise<QueueBatchResponse> {
  const failures: QueueBatchResponse['batchItemFailures'] = [];
  let next = 0;
  const consume = async () => {
    while (next < event.Records.length) {
      const message = event.Records[next] as QueueEvent['Records'][number];
      next += 1;
      try {
        await handle(JSON.parse(message.body) as StreamRecord);
      } catch (error) {
        console.error(
          JSON.stringify({
            queue: 'failed',
            messageId: message.messageId,
            error: error instanceof Error ? error.message : String(error),
          }),
        );
        failures.push({ itemIdentifier: message.messageId });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_MESSAGES, event.Records.length) }, consume));
  return { batchItemFailures: failures };
}

/** Stream records as the queue delivers them: the local stand-in for the pipe (local/workers.ts). */
export const asQueueEvent = (event: StreamEvent): QueueEvent => ({
  Records: event.Records.map((record, index) => ({
    messageId: record.eventID ?? `${record.dynamodb?.SequenceNumber ?? 'record'}-${index}`,
    body: JSON.stringify(record),
  })),
});
