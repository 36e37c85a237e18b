// No imports: the CDK app reads this through the manifest.

/**
 * The payroll table's stream records the pay-run worker acts on: a pay-run task written or
 * re-queued while pending (core/payroll/pay-run-entities.ts). The AWS pipe filters with it; the
 * local stream poller applies the same pattern (local/workers.ts).
 */
export const PAY_RUN_TASK_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { __edb_e__: { S: ['pay_run_task'] }, status: { S: ['pending'] } } },
} as const;
