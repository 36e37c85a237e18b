import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

let documentClient: DynamoDBDocumentClient | undefined;

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
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

/** Physical table names from the environment. */
export function tableNames() {
  const { TABLE_IDENTITY, TABLE_ORGANIZATIONS } = config();
  return { identity: TABLE_IDENTITY, organizations: TABLE_ORGANIZATIONS };
}

export function resetDynamo(): void {
  documentClient?.destroy();
  documentClient = undefined;
}
