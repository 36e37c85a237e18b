// No imports: the CDK app reads this through the manifest.

/**
 * The stream records the worker acts on, as a Lambda event filter: the AWS event source mapping
 * uses it, and the local stream poller applies the same pattern (see local/stream-poller.ts).
 */
export const PURGING_JOB_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { type: { S: ['organization-purge'] }, status: { S: ['purging'] } } },
} as const;
