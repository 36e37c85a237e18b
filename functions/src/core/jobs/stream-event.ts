import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { PURGING_JOB_FILTER, type PurgeJob } from './purge-job.ts';
import { runPurgeStep, type StepOutcome } from './purge-worker.ts';

/** The parts of a Lambda DynamoDB Streams event the worker reads (the shape AWS and the local poller send). */
export interface StreamRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  eventSourceARN?: string;
  dynamodb?: { NewImage?: Record<string, AttributeValue>; SequenceNumber?: string };
}

export interface StreamEvent {
  Records: StreamRecord[];
}

/**
 * True when `value` matches a Lambda event filter pattern: every key of the pattern is present,
 * a list names the allowed values, an object is matched recursively. The local poller uses it
 * with the same pattern the AWS event source mapping has.
 */
export function matchesFilter(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.includes(value);
  if (typeof pattern !== 'object' || pattern === null) return value === pattern;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([key, part]) => matchesFilter((value as Record<string, unknown>)[key], part));
}

/**
 * Handles a batch of the jobs table's stream records: one purge step for each record of a purging
 * job, in order. A failure throws, so Lambda retries the batch (bisecting it) and, after its
 * retries, sends it to the dead-letter queue; every step is safe to run again.
 */
export async function handlePurgeRecords(event: StreamEvent): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const record of event.Records) {
    if (!matchesFilter(record, PURGING_JOB_FILTER) || !record.dynamodb?.NewImage) continue;
    const job = unmarshall(record.dynamodb.NewImage) as PurgeJob;
    outcomes.push(await runPurgeStep(job.organization_id, job.step));
  }
  return outcomes;
}
