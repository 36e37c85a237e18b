import { config } from '../config.ts';
import { type CommandListener, DocumentClient } from './document-client.ts';

const client = new DocumentClient();

/**
 * Calls `listener` for every DynamoDB request this process sends (tests and the benchmark count
 * requests per endpoint with it). Returns a function that removes the listener.
 */
export function onDynamoCommand(listener: CommandListener): () => void {
  return client.onCommand(listener);
}

/** The shared DynamoDB document client. It reads its endpoint from the configuration per call. */
export function dynamo(): DocumentClient {
  return client;
}

/** Physical table names from the environment. */
export function tableNames() {
  const { TABLE_IDENTITY, TABLE_ORGANIZATIONS, TABLE_RECRUITMENT, TABLE_EMPLOYEES } = config();
  return {
    identity: TABLE_IDENTITY,
    organizations: TABLE_ORGANIZATIONS,
    recruitment: TABLE_RECRUITMENT,
    employees: TABLE_EMPLOYEES,
  };
}

/**
 * Kept for tests that re-point the endpoint: the client holds no connection state of its own
 * (signed-request.ts pools connections per origin), so after `resetConfig()` the next request
 * uses the new endpoint.
 */
export function resetDynamo(): void {}
