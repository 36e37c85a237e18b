import {
  isClockSkewError,
  isServerError,
  isThrottlingError,
  isTransientError,
} from '@smithy/service-error-classification';

interface SdkError {
  name: string;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
  code?: string;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when an AWS call failed for a reason that passes (throttling, a service or network fault,
 * a timeout) after the SDK's own retries: the caller may try again, so the API answers 503. Uses
 * the SDK's error classification, not message text.
 */
export function isTransientAwsError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const sdk = error as Error & SdkError;
  if (NETWORK_CODES.has(String(sdk.code ?? ''))) return true;
  const classified = { ...sdk, $metadata: sdk.$metadata ?? {} } as Parameters<typeof isTransientError>[0];
  return (
    isThrottlingError(classified) ||
    isTransientError(classified) ||
    isServerError(classified) ||
    isClockSkewError(classified) ||
    sdk.name === 'TimeoutError' ||
    sdk.name === 'RequestTimeout'
  );
}
