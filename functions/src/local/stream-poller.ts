import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record as RawRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { matchesFilter, type StreamEvent, type StreamRecord } from '../core/jobs/stream-event.ts';

export interface StreamPoller {
  /** Resolves once the poller has stopped (the batch in hand, if any, finishes first). */
  stop(): Promise<void>;
  /** Polls now if it is waiting, and at its quickest again: something may have been written. */
  nudge(): void;
  /** Reads of the stream (GetRecords), batches handed to the handler so far, and failures (each is retried from the same record). */
  readonly stats: { polls: number; batches: number; records: number; failures: number };
}

/** How often the stream's shards are listed again while none closes (a closed shard's children start at once). */
const REDISCOVER_MILLIS = 10_000;
/** Polls that find nothing at `idleMillis` before the wait starts to grow towards `maxIdleMillis`. */
const QUICK_IDLE_POLLS = 8;

interface ShardState {
  iterator?: string;
  /** The last record handed over successfully: a failed batch restarts after it. */
  lastSequence?: string;
  closed: boolean;
}

/**
 * What Lambda's event source mapping does in AWS, for DynamoDB Local: reads a table's stream
 * (ListStreams, DescribeStream, GetShardIterator, GetRecords), keeps the records that match
 * `filter` (the mapping's filter pattern) and hands them to `handler` as a Lambda
 * DynamoDBStreamEvent, shard by shard in order. A batch that throws is retried from its first
 * record, as Lambda does. It starts at TRIM_HORIZON: records written while the stack was down
 * replay, which idempotent workers ignore or finish.
 */
export function startStreamPoller(options: {
  endpoint: string;
  accessKey: string;
  region: string;
  tableName: string;
  filter: unknown;
  handler: (event: StreamEvent) => Promise<unknown>;
  /** Wait between polls that found nothing. */
  idleMillis?: number;
  /**
   * The longest wait once the stream has been quiet for a while (the wait doubles from
   * `idleMillis` up to it); `nudge()` makes it quick again. Without it the wait stays `idleMillis`.
   */
  maxIdleMillis?: number;
  onError?: (error: unknown) => void;
}): StreamPoller {
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKey, secretAccessKey: 'local' },
  });
  const stats = { polls: 0, batches: 0, records: 0, failures: 0 };
  const shards = new Map<string, ShardState>();
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const streamArn = async (): Promise<string | undefined> =>
    (await client.send(new ListStreamsCommand({ TableName: options.tableName }))).Streams?.[0]?.StreamArn;

  /** New shards (a closed shard's children start once their parent is read to its end). */
  async function discover(arn: string): Promise<void> {
    let start: string | undefined;
    do {
      const description = (
        await client.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: start }))
      ).StreamDescription;
      for (const shard of description?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        const parent = shard.ParentShardId ? shards.get(shard.ParentShardId) : undefined;
        if (parent && !parent.closed) continue;
        shards.set(shard.ShardId, { closed: false });
      }
      start = description?.LastEvaluatedShardId;
    } while (start);
  }

  const toLambdaRecord = (record: RawRecord, arn: string): StreamRecord => ({
    eventID: record.eventID,
    eventName: record.eventName,
    eventSourceARN: arn,
    dynamodb: {
      NewImage: record.dynamodb?.NewImage as NonNullable<StreamRecord['dynamodb']>['NewImage'],
      SequenceNumber: record.dynamodb?.SequenceNumber,
    },
  });

  /** Reads one batch from a shard and hands it over; true when it found records. */
  async function pollShard(arn: string, shardId: string, state: ShardState): Promise<boolean> {
    state.iterator ??= (
      await client.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: shardId,
          ...(state.lastSequence
            ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: state.lastSequence }
            : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
      )
    ).ShardIterator;
    if (!state.iterator) {
      state.closed = true;
      return false;
    }
    stats.polls += 1;
    const answer = await client.send(new GetRecordsCommand({ ShardIterator: state.iterator, Limit: 100 }));
    const raw = answer.Records ?? [];
    const records = raw
      .map((record) => toLambdaRecord(record, arn))
      .filter((record) => matchesFilter(record, options.filter));
    if (records.length > 0) {
      try {
        await options.handler({ Records: records });
        stats.batches += 1;
        stats.records += records.length;
      } catch (error) {
        stats.failures += 1;
        options.onError?.(error);
        state.iterator = undefined; // retry from the first record of this batch
        return false;
      }
    }
    const last = raw.at(-1)?.dynamodb?.SequenceNumber;
    if (last) state.lastSequence = last;
    state.iterator = answer.NextShardIterator;
    if (!state.iterator) state.closed = true;
    return raw.length > 0;
  }

  const idleMillis = options.idleMillis ?? 250;
  const maxIdleMillis = Math.max(idleMillis, options.maxIdleMillis ?? idleMillis);
  let idlePolls = 0;
  let discoveredAt = Number.NEGATIVE_INFINITY;
  let closedAtDiscovery = 0;
  const loop = (async () => {
    let arn: string | undefined;
    while (!stopped) {
      let busy = false;
      try {
        arn ??= await streamArn();
        if (arn) {
          // Listing the shards on every poll was half of an idle stack's requests: list them at
          // the start, when one closed (its children start now), and now and then besides.
          const closed = [...shards.values()].filter((state) => state.closed).length;
          if (
            closed === shards.size ||
            closed !== closedAtDiscovery ||
            performance.now() - discoveredAt > REDISCOVER_MILLIS
          ) {
            await discover(arn);
            closedAtDiscovery = closed;
            discoveredAt = performance.now();
          }
          for (const [shardId, state] of shards) {
            if (stopped) break;
            try {
              if (!state.closed && (await pollShard(arn, shardId, state))) busy = true;
            } catch (error) {
              // DynamoDB Local's sequence numbers count across all its tables: when a table's first
              // records arrive, an iterator taken on its empty shard reads as behind a trimmed gap.
              // Start again from the oldest record (or after the last one handed over), never at
              // LATEST, which would skip the records that just arrived.
              if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
              state.iterator = undefined;
            }
          }
        }
      } catch (error) {
        options.onError?.(error);
      }
      idlePolls = busy ? 0 : idlePolls + 1;
      const backoff = Math.max(0, idlePolls - QUICK_IDLE_POLLS);
      if (!busy && !stopped) await sleep(Math.min(maxIdleMillis, idleMillis * 2 ** Math.min(backoff, 16)));
    }
  })();

  return {
    stats,
    nudge: () => {
      idlePolls = 0;
      wake?.();
    },
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
      client.destroy();
    },
  };
}
