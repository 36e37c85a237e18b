import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

let documentClient: DynamoDBDocumentClient | undefined;

type CommandListener = (commandName: string, input: Record<string, unknown>) => void;
const listeners = new Set<CommandListener>();

/**
 * Calls `listener` for every DynamoDB request this process sends (tests and the benchmark count
 * requests per endpoint with it). Returns a function that removes the listener.
 */
export function onDynamoCommand(listener: CommandListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared DynamoDB document client (one per process; connections are reused). */
export function dynamo(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const { DYNAMODB_ENDPOINT, AWS_REGION } = config();
  const client = new DynamoDBClient({
    region: AWS_REGION,
    ...(DYNAMODB_ENDPOINT
      ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      for (const listener of listeners)
        listener(context.commandName ?? 'unknown', args.input as Record<string, unknown>);
      return next(args);
    },
    { step: 'initialize', name: 'wattleCommandListeners' },
  );
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
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

export function resetDynamo(): void {
  documentClient?.destroy();
  documentClient = undefined;
}
