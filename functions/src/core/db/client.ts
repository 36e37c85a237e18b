import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { config } from '../config.ts';

let client: DynamoDBDocumentClient | undefined;

/**
 * The DynamoDB document client (plain JS values in and out), created once per container with the
 * SDK's retries and kept-alive connections. ElectroDB entities and raw commands share it.
 */
export function dynamo(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(withCommandLog('dynamodb', new DynamoDBClient(clientOptions('dynamodb'))), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return client;
}

/** Physical table names from the environment. */
export function tableNames() {
  const {
    TABLE_IDENTITY,
    TABLE_ORGANIZATIONS,
    TABLE_RECRUITMENT,
    TABLE_EMPLOYEES,
    TABLE_AUDIT,
    TABLE_JOBS,
    TABLE_LEAVE,
    TABLE_ATTENDANCE,
    TABLE_PAYROLL,
    TABLE_TIMESHEETS,
    TABLE_ROSTERING,
    TABLE_PERFORMANCE,
  } = config();
  return {
    identity: TABLE_IDENTITY,
    organizations: TABLE_ORGANIZATIONS,
    recruitment: TABLE_RECRUITMENT,
    employees: TABLE_EMPLOYEES,
    audit: TABLE_AUDIT,
    jobs: TABLE_JOBS,
    leave: TABLE_LEAVE,
    attendance: TABLE_ATTENDANCE,
    payroll: TABLE_PAYROLL,
    timesheets: TABLE_TIMESHEETS,
    rostering: TABLE_ROSTERING,
    performance: TABLE_PERFORMANCE,
  };
}

/**
 * Forgets the client, for tests that re-point the endpoint (after `resetConfig()`). Entities
 * built before keep the old client, so such tests only send raw commands or reset those too.
 */
export function resetDynamo(): void {
  client?.destroy();
  client = undefined;
}
