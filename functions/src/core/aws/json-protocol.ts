import { config } from '../config.ts';
import { LOCAL_ATTEMPT_TIMEOUT_MS, signedRequest } from './signed-request.ts';

/** The AWS JSON protocol services this code calls, with their target prefix and version. */
const SERVICES = {
  dynamodb: { prefix: 'DynamoDB_20120810', contentType: 'application/x-amz-json-1.0' },
  kms: { prefix: 'TrentService', contentType: 'application/x-amz-json-1.1' },
  secretsmanager: { prefix: 'secretsmanager', contentType: 'application/x-amz-json-1.1' },
} as const;

export type JsonService = keyof typeof SERVICES;

function endpointOf(service: JsonService, region: string): string {
  if (service === 'dynamodb' && config().DYNAMODB_ENDPOINT) return config().DYNAMODB_ENDPOINT as string;
  return `https://${service}.${region}.amazonaws.com`;
}

/**
 * Calls one operation of a JSON-protocol AWS service (DynamoDB, KMS, Secrets Manager) and returns
 * the parsed answer. `idempotent` says whether the call may be resent after a lost connection.
 */
export async function awsJson<T = Record<string, unknown>>(
  service: JsonService,
  operation: string,
  input: unknown,
  options: { idempotent: boolean },
): Promise<T> {
  const { prefix, contentType } = SERVICES[service];
  const region = config().AWS_REGION;
  const response = await signedRequest({
    service,
    region,
    endpoint: endpointOf(service, region),
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': contentType, 'X-Amz-Target': `${prefix}.${operation}` },
    body: JSON.stringify(input),
    idempotent: options.idempotent,
    ...(service === 'dynamodb' && config().DYNAMODB_ENDPOINT ? { timeoutMs: LOCAL_ATTEMPT_TIMEOUT_MS } : {}),
  });
  return response.json<T>();
}
