import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { CfnPipe } from 'aws-cdk-lib/aws-pipes';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { TableName } from '../../functions/src/core/db/table-definitions.ts';
import type { FunctionDefinition } from '../../functions/src/handlers/manifest.ts';

/** Stream batches a worker gets retried before they go to its dead-letter queue. */
export const STREAM_RETRY_ATTEMPTS = 5;

/**
 * Wires a background worker to its triggers: a table's stream, when it has one, through an event source mapping
 * (only records matching the manifest's filter; a failing batch is bisected and retried, then
 * described in an SQS dead-letter queue kept 14 days), and an EventBridge schedule. Every worker
 * is idempotent, so retries and at-least-once delivery are safe.
 */
export function attachBackgroundTriggers(
  scope: Construct,
  id: string,
  fn: IFunction,
  background: NonNullable<FunctionDefinition['background']>,
  tables: Record<TableName, ITable>,
): { deadLetters?: Queue; queue?: Queue; schedule: Rule } {
  let deadLetters: Queue | undefined;
  let queue: Queue | undefined;
  const table = background.stream && tables[background.stream.of];
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
  if (background.queue) {
    ({ queue, deadLetters } = attachQueue(scope, id, fn, background.queue, tables[background.queue.of], background));
  }
  const schedule = new Rule(scope, `${id}Schedule`, {
    description: `Wattle HR: runs the ${id} worker on its schedule`,
    schedule: Schedule.rate(Duration.minutes(background.scheduleMinutes)),
    targets: [new LambdaTarget(fn, { retryAttempts: 2 })],
  });
  return { ...(deadLetters ? { deadLetters } : {}), ...(queue ? { queue } : {}), schedule };
}

/**
 * Fan-out through a queue: an EventBridge pipe reads the table's stream, keeps the records that
 * match the filter and sends each to an SQS queue as a message whose body is the stream record;
 * the worker takes them in batches, reports the messages that failed (the others are deleted), and
 * a message received `maxReceives` times goes to the dead-letter queue (kept 14 days). The
 * visibility timeout is six times the worker's, as Lambda advises, so no message is handed out
 * twice while a worker still holds it.
 */
function attachQueue(
  scope: Construct,
  id: string,
  fn: IFunction,
  options: NonNullable<NonNullable<FunctionDefinition['background']>['queue']>,
  table: ITable,
  background: NonNullable<FunctionDefinition['background']>,
): { queue: Queue; deadLetters: Queue } {
  const deadLetters = new Queue(scope, `${id}QueueDeadLetters`, {
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  const queue = new Queue(scope, `${id}Queue`, {
    visibilityTimeout: Duration.seconds(background.timeoutSeconds * 6),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: options.maxReceives },
  });
  const streamArn = table.tableStreamArn;
  if (!streamArn) throw new Error(`The ${id} worker's queue reads a table without a stream.`);
  const role = new Role(scope, `${id}PipeRole`, { assumedBy: new ServicePrincipal('pipes.amazonaws.com') });
  role.addToPolicy(
    new PolicyStatement({
      actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'],
      resources: [streamArn],
    }),
  );
  queue.grantSendMessages(role);
  new CfnPipe(scope, `${id}Pipe`, {
    description: `Wattle HR: queues the ${id} worker's tasks from the table's stream`,
    roleArn: role.roleArn,
    source: streamArn,
    sourceParameters: {
      dynamoDbStreamParameters: { startingPosition: 'TRIM_HORIZON', batchSize: 10, maximumRetryAttempts: 5 },
      filterCriteria: { filters: [{ pattern: JSON.stringify(options.filter) }] },
    },
    target: queue.queueArn,
  });
  fn.addEventSource(new SqsEventSource(queue, { batchSize: options.batchSize, reportBatchItemFailures: true }));
  return { queue, deadLetters };
}
