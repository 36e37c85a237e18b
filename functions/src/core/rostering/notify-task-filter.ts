// No imports: the CDK app reads this through the manifest.

/**
 * The rostering table's stream records the rostering worker acts on: a notification task written
 * while pending (publish-entities.ts). The AWS pipe filters with it; the local stream poller
 * applies the same pattern (local/workers.ts).
 */
export const ROSTER_NOTIFY_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { __edb_e__: { S: ['roster_notify_task'] }, status: { S: ['pending'] } } },
} as const;
