import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../functions/src/core/db/table-definitions.ts';
import { IMPORT_COMMIT_FILTER } from '../../functions/src/core/imports/import-task-filter.ts';
import { PURGING_JOB_FILTER } from '../../functions/src/core/jobs/purge-filter.ts';
import { PAY_RUN_TASK_FILTER } from '../../functions/src/core/payroll/pay-run-task-filter.ts';
import { TIMESHEET_APPROVAL_FILTER } from '../../functions/src/core/timesheets/timesheet-task-filter.ts';
import { FUNCTIONS } from '../../functions/src/handlers/manifest.ts';
import { STREAM_RETRY_ATTEMPTS } from '../lib/background.ts';
import type { WattleStack } from '../lib/wattle-stack.ts';
import { buildStack, logicalId } from './build-stack.ts';

let stack: WattleStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = buildStack());
});

const worker = () => {
  const fn = stack.api.functions.get('purge');
  if (!fn) throw new Error('No purge function');
  return logicalId(fn);
};

describe('the purge worker', () => {
  it('is declared once in the manifest, as a worker with no routes (like the accrual poster)', () => {
    const workers = FUNCTIONS.filter((definition) => definition.background);
    expect(workers.map((definition) => definition.name)).toEqual([
      'pay-run-worker',
      'performance-worker',
      'timesheets-worker',
      'rostering-worker',
      'imports-worker',
      'purge',
      'accrual',
    ]);
    expect(workers.map((definition) => definition.routes)).toEqual([[], [], [], [], [], [], []]);
  });

  it('may write every table whose records go with the organization', () => {
    const purge = FUNCTIONS.find((definition) => definition.name === 'purge');
    const purged = Object.entries(TABLES)
      .filter(([, table]) => table.organizationPurge === 'partition')
      .map(([name]) => name);
    for (const name of purged) expect(purge?.tables[name as keyof typeof TABLES], name).toBe('readWrite');
  });

  it('the jobs table writes a stream of new images, with TTL and point-in-time recovery like every table', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        TableName: 'WattleHr-jobs',
        StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
        TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
      DeletionPolicy: 'Retain',
    });
    // The only other streams are payroll's, performance's, rostering's and timesheets', which feed the
    // pay-run worker's, the review launch's, the roster notifications' and the bulk approval's queues.
    const streamed = Object.values(template.findResources('AWS::DynamoDB::Table')).filter(
      (table) => table.Properties.StreamSpecification,
    );
    expect(streamed.map((table) => table.Properties.TableName).sort()).toEqual([
      'WattleHr-jobs',
      'WattleHr-payroll',
      'WattleHr-performance',
      'WattleHr-rostering',
      'WattleHr-timesheets',
    ]);
  });

  it('is a Node 22 function with minutes (not the API 10 s) to run a step, and the tables it purges', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Wattle HR worker: purge',
      Runtime: 'nodejs22.x',
      Timeout: 300,
      Environment: {
        Variables: Match.objectLike({
          TABLE_JOBS: Match.anyValue(),
          TABLE_ORGANIZATIONS: Match.anyValue(),
          TABLE_RECRUITMENT: Match.anyValue(),
          TABLE_EMPLOYEES: Match.anyValue(),
          TABLE_IDENTITY: Match.absent(),
          JWT_SECRET_ARN: Match.absent(),
          RESUME_BUCKET: Match.anyValue(),
        }),
      },
    });
  });

  it('reads the jobs stream through a filtered event source mapping that retries, bisects and dead-letters', () => {
    const stream = { 'Fn::GetAtt': [logicalId(stack.data.tables.jobs), 'StreamArn'] };
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: worker() },
      EventSourceArn: stream,
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(PURGING_JOB_FILTER) }] },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('PurgeDeadLetters'), 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 86_400,
      SqsManagedSseEnabled: true,
    });
  });

  it('is invoked hourly by an EventBridge rule (the scheduler starts due jobs)', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({ Arn: { 'Fn::GetAtt': [worker(), 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 2 } }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [worker(), 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });
});

describe('the accrual poster', () => {
  const poster = () => {
    const fn = stack.api.functions.get('accrual');
    if (!fn) throw new Error('No accrual function');
    return logicalId(fn);
  };

  it('is invoked daily by an EventBridge rule, with no stream and no dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [poster(), 'Arn'] } })],
    });
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter((mapping) =>
      JSON.stringify(mapping.Properties.FunctionName).includes(poster()),
    );
    expect(mappings).toEqual([]);
    expect(Object.keys(template.findResources('AWS::SQS::Queue')).some((id) => id.includes('AccrualDeadLetters'))).toBe(
      false,
    );
  });
});

describe('the pay-run worker', () => {
  const worker = () => {
    const fn = stack.api.functions.get('pay-run-worker');
    if (!fn) throw new Error('No pay-run worker');
    return logicalId(fn);
  };

  it('takes its tasks from an SQS queue fed by a pipe from the payroll stream, with a dead-letter queue', () => {
    const payroll = logicalId(stack.data.tables.payroll);
    template.hasResourceProperties('AWS::Pipes::Pipe', {
      Source: { 'Fn::GetAtt': [payroll, 'StreamArn'] },
      SourceParameters: {
        DynamoDBStreamParameters: Match.objectLike({ StartingPosition: 'TRIM_HORIZON' }),
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(PAY_RUN_TASK_FILTER) }] },
      },
    });
    const queues = template.findResources('AWS::SQS::Queue');
    const [queueId, queue] =
      Object.entries(queues).find(([id]) => id.includes('PayRunWorkerQueue') && !id.includes('DeadLetters')) ?? [];
    expect(queueId).toBeDefined();
    expect(queue?.Properties.RedrivePolicy.maxReceiveCount).toBe(5);
    expect(queue?.Properties.VisibilityTimeout).toBe(1800);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: worker() },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});

describe('the timesheets worker', () => {
  it('takes bulk-approval tasks from an SQS queue fed by a pipe from the timesheets stream, with a dead-letter queue', () => {
    const fn = stack.api.functions.get('timesheets-worker');
    if (!fn) throw new Error('No timesheets worker');
    const timesheets = logicalId(stack.data.tables.timesheets);
    template.hasResourceProperties('AWS::Pipes::Pipe', {
      Source: { 'Fn::GetAtt': [timesheets, 'StreamArn'] },
      SourceParameters: {
        DynamoDBStreamParameters: Match.objectLike({ StartingPosition: 'TRIM_HORIZON' }),
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(TIMESHEET_APPROVAL_FILTER) }] },
      },
    });
    const queues = template.findResources('AWS::SQS::Queue');
    const [queueId, queue] =
      Object.entries(queues).find(([id]) => id.includes('TimesheetsWorkerQueue') && !id.includes('DeadLetters')) ?? [];
    expect(queueId).toBeDefined();
    expect(queue?.Properties.RedrivePolicy.maxReceiveCount).toBe(5);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: logicalId(fn) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});

describe('the imports worker', () => {
  it('takes commit steps from an SQS queue fed by a pipe from the jobs stream, with a dead-letter queue', () => {
    const fn = stack.api.functions.get('imports-worker');
    if (!fn) throw new Error('No imports worker');
    template.hasResourceProperties('AWS::Pipes::Pipe', {
      Source: { 'Fn::GetAtt': [logicalId(stack.data.tables.jobs), 'StreamArn'] },
      SourceParameters: {
        DynamoDBStreamParameters: Match.objectLike({ StartingPosition: 'TRIM_HORIZON' }),
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(IMPORT_COMMIT_FILTER) }] },
      },
    });
    const queues = template.findResources('AWS::SQS::Queue');
    const [queueId] =
      Object.entries(queues).find(([id]) => id.includes('ImportsWorkerQueue') && !id.includes('DeadLetters')) ?? [];
    expect(queueId).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: logicalId(fn) },
      BatchSize: 1,
    });
  });
});
