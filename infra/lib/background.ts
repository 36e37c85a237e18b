import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { FunctionDefinition } from '../../functions/src/handlers/manifest.ts';

/** Stream batches a worker gets retried before they go to its dead-letter queue. */
export const STREAM_RETRY_ATTEMPTS = 5;

/**
 * Wires a background worker to its triggers: the table's stream, when it has one, through an event source mapping
 * (only records matching the manifest's filter; a failing batch is bisected and retried, then
 * described in an SQS dead-letter queue kept 14 days), and an EventBridge schedule. Every worker
 * is idempotent, so retries and at-least-once delivery are safe.
 */
export function attachBackgroundTriggers(
  scope: Construct,
  id: string,
  fn: IFunction,
  background: NonNullable<FunctionDefinition['background']>,
  table: ITable | undefined,
): { deadLetters?: Queue; schedule: Rule } {
  let deadLetters: Queue | undefined;
  if (background.stream && table) {
    deadLetters = new Queue(scope, `${id}DeadLetters`, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    fn.addEventSource(
      new DynamoEventSource(table, {
        // Records written before the mapping existed are still processed (none are lost in a deploy).
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        retryAttempts: STREAM_RETRY_ATTEMPTS,
        onFailure: new SqsDlq(deadLetters),
        filters: [FilterCriteria.filter(background.stream.filter as Record<string, unknown>)],
      }),
    );
  }
  const schedule = new Rule(scope, `${id}Schedule`, {
    description: `Wattle HR: runs the ${id} worker on its schedule`,
    schedule: Schedule.rate(Duration.minutes(background.scheduleMinutes)),
    targets: [new LambdaTarget(fn, { retryAttempts: 2 })],
  });
  return { ...(deadLetters ? { deadLetters } : {}), schedule };
}
