// No imports: the CDK app reads this through the manifest.

/**
 * The performance table's stream records the performance worker acts on: a review cycle's launch
 * task written while pending (review-entities.ts). The AWS pipe filters with it; the local stream
 * poller applies the same pattern (local/workers.ts).
 */
export const REVIEW_LAUNCH_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { __edb_e__: { S: ['review_launch'] }, status: { S: ['pending'] } } },
} as const;
