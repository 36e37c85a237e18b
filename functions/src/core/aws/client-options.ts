import { config } from '../config.ts';
import { type AwsService, recordCommands } from './command-log.ts';

/** DynamoDB Local and s3rver on a busy laptop can take seconds; in AWS a call takes milliseconds. */
const LOCAL_REQUEST_TIMEOUT_MS = 30_000;
const AWS_REQUEST_TIMEOUT_MS = 3_000;

/**
 * Keys for the local stand-ins: s3rver knows only its own; DynamoDB Local keeps one database per
 * access key, and the local stack's is a secret of its DATA_DIR (see local/dynamodb-local.ts).
 */
function localCredentials(service: AwsService) {
  if (service === 's3') return { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return { accessKeyId: config().DYNAMODB_LOCAL_ACCESS_KEY ?? 'local', secretAccessKey: 'local' };
}

/** The local stand-in's endpoint for a service, when one is configured (local stack and tests). */
function localEndpoint(service: AwsService): string | undefined {
  if (service === 'dynamodb') return config().DYNAMODB_ENDPOINT;
  if (service === 's3') return config().S3_ENDPOINT;
  return undefined;
}

/**
 * Options shared by every SDK client: the region, the local endpoint and fixed credentials where
 * a stand-in is used (DynamoDB Local and s3rver accept any signature), the SDK's standard retry
 * strategy (backoff, retry quota, clock-skew correction), and a per-attempt timeout that stays
 * well inside the 10 s Lambda timeout. Connections are kept alive by the SDK's Node handler.
 */
export function clientOptions(service: AwsService) {
  const endpoint = localEndpoint(service);
  return {
    region: config().AWS_REGION,
    maxAttempts: 3,
    requestHandler: {
      requestTimeout: endpoint ? LOCAL_REQUEST_TIMEOUT_MS : AWS_REQUEST_TIMEOUT_MS,
      connectionTimeout: endpoint ? LOCAL_REQUEST_TIMEOUT_MS : 1_000,
    },
    ...(endpoint ? { endpoint, credentials: localCredentials(service) } : {}),
  };
}

/** Adds the command log (see command-log.ts) to a new client and returns it. */
export function withCommandLog<T extends Parameters<typeof recordCommands>[0]>(service: AwsService, client: T): T {
  recordCommands(client, service);
  return client;
}
