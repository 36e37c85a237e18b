// No imports: the CDK app reads this through the manifest.

/**
 * The jobs table's stream records the imports worker acts on: an import's commit or revert job
 * while it runs (imports/import-jobs.ts). Each step writes the job again, so the next step is the
 * next record. The AWS pipe filters with it; the local stream poller applies the same pattern (local/workers.ts).
 */
export const IMPORT_COMMIT_FILTER = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: { NewImage: { type: { S: ['import-commit', 'import-revert'] }, status: { S: ['running'] } } },
} as const;
