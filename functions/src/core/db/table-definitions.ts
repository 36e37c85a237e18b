/**
 * The DynamoDB tables, one per bounded context. Infra (CDK) and the local stack both create
 * tables from these definitions, so keys and indexes are written once.
 */
export interface TableDefinition {
  /** Logical name; also the suffix of the physical table name. */
  name: string;
  partitionKey: string;
  sortKey: string;
  globalIndexes: { name: string; partitionKey: string; sortKey: string }[];
  /** Attribute holding an epoch-seconds expiry; DynamoDB deletes the item after it. */
  timeToLiveAttribute?: string;
}

export const TABLES = {
  identity: {
    name: 'identity',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    timeToLiveAttribute: 'expires_at',
  },
  organizations: {
    name: 'organizations',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  },
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof TABLES;
