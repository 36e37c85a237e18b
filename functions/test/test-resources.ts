import { TABLES } from '../src/core/db/table-definitions.ts';

/** Names of the tables and bucket the test run creates once on its DynamoDB Local and s3rver. */
export const TEST_TABLES = Object.fromEntries(Object.keys(TABLES).map((name) => [name, `test-${name}`]));
export const TEST_BUCKET = 'test-resumes';
