/**
 * An error answered by an AWS service: `name` is the service's error code (for example
 * `ConditionalCheckFailedException`), `status` the HTTP status. Extra fields the service sent
 * (DynamoDB's `CancellationReasons`) are kept on the error.
 */
export class AwsError extends Error {
  readonly status: number;
  readonly retryable: boolean;
  [field: string]: unknown;

  constructor(code: string, message: string, status: number, fields: Record<string, unknown> = {}) {
    super(message || code);
    Object.assign(this, fields);
    this.name = code;
    this.status = status;
    this.retryable = status >= 500 || /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded/.test(code);
  }
}

/**
 * The service could not be reached (refused, reset, timed out). The message carries the system
 * code (ECONNREFUSED, ETIMEDOUT, ...) so the API can answer 503.
 */
export class AwsNetworkError extends Error {
  readonly code: string;
  /** True when the request certainly never reached the service, so even a write may be resent. */
  readonly notSent: boolean;

  constructor(service: string, code: string, cause: unknown) {
    super(`${service} unreachable: ${code}`, { cause });
    this.name = 'NetworkingError';
    this.code = code;
    this.notSent = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
  }
}
