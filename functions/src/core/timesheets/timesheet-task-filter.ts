// No imports: the CDK app reads this through the manifest.

/**
 * The timesheets table's stream records the timesheets worker acts on: a bulk-approval task written
 * while pending (timesheet-entities.ts). The AWS pipe filters with it; the local stream poller
 * applies the same pattern (local/workers.ts).
 */
export const TIMESHEET_APPROVAL_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { __edb_e__: { S: ['timesheet_approval'] }, status: { S: ['pending'] } } },
} as const;
