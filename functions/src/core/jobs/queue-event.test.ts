import { describe, expect, it, vi } from 'vitest';
import { asQueueEvent, handleQueuedStreamRecords } from './queue-event.ts';
import type { StreamRecord } from './stream-event.ts';

const records = (count: number): StreamRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    eventID: `event-${index}`,
    eventName: 'INSERT',
    dynamodb: { NewImage: { n: { N: String(index) } } },
  })) as unknown as StreamRecord[];

describe('handleQueuedStreamRecords', () => {
  it('handles every message once, at most four at a time, and reports only the ones that threw', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const answer = await handleQueuedStreamRecords(asQueueEvent({ Records: records(10) }), async (record) => {
      running += 1;
      most = Math.max(most, running);
      // Yield so the other consumers start before this one finishes.
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      seen.push(record.eventID as string);
      if (record.eventID === 'event-3' || record.eventID === 'event-8') throw new Error('boom');
    });
    expect(seen.sort()).toEqual(
      records(10)
        .map((record) => record.eventID as string)
        .sort(),
    );
    expect(most).toBe(4);
    expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual(['event-3', 'event-8']);
  });

  it('answers no failures for an empty batch', async () => {
    expect(await handleQueuedStreamRecords({ Records: [] }, async () => {})).toEqual({ batchItemFailures: [] });
  });
});
