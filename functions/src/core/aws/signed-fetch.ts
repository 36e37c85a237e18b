import aws4 from 'aws4';
import { awsCredentials } from './credentials.ts';
import { AwsError, AwsNetworkError } from './errors.ts';

export interface SignedRequest {
  service: string;
  region: string;
  /** Base URL of the service, e.g. https://dynamodb.ap-southeast-2.amazonaws.com */
  endpoint: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query string, already encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Whether resending after a timeout or a dropped connection is harmless (reads, and writes that
   * are idempotent). Refused connections and throttling are retried either way.
   */
  idempotent: boolean;
  /** Per-attempt limit; the default suits AWS. Local stand-ins under load get longer. */
  timeoutMs?: number;
}

const MAX_ATTEMPTS = 3;
/** Generous for DynamoDB and S3 (single-digit ms in AWS) yet well inside the 10 s Lambda timeout. */
const ATTEMPT_TIMEOUT_MS = 3_000;
/** DynamoDB Local and s3rver on a busy laptop can take seconds; a timeout there helps nobody. */
export const LOCAL_ATTEMPT_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function networkCode(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'ETIMEDOUT';
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code ?? 'ECONNRESET';
}

/** Signs a request with SigV4 (aws4) and sends it with fetch, retrying transient failures. */
export async function signedFetch(request: SignedRequest): Promise<Response> {
  const url = new URL(request.path, request.endpoint);
  for (let attempt = 1; ; attempt++) {
    const signed = aws4.sign(
      {
        service: request.service,
        region: request.region,
        host: url.host,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers },
        ...(request.body !== undefined ? { body: request.body } : {}),
      },
      awsCredentials(request.service),
    );
    const headers = { ...(signed.headers as Record<string, string>) };
    // fetch sends the same Host and Content-Length itself and refuses to be told them.
    delete headers.Host;
    delete headers['Content-Length'];
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: AbortSignal.timeout(request.timeoutMs ?? ATTEMPT_TIMEOUT_MS),
      });
    } catch (error) {
      const failure = new AwsNetworkError(request.service, networkCode(error), error);
      if (attempt >= MAX_ATTEMPTS || !(request.idempotent || failure.notSent)) throw failure;
      await sleep(backoff(attempt));
      continue;
    }
    if (response.ok) return response;
    const failure = await serviceError(response);
    if (attempt >= MAX_ATTEMPTS || !failure.retryable) throw failure;
    await sleep(backoff(attempt));
  }
}

/** Full-jitter exponential backoff: 0–50 ms, then 0–100 ms. */
const backoff = (attempt: number) => Math.random() * 25 * 2 ** attempt;

/** Reads an AWS error answer: JSON (`__type`, `message`) or S3's XML (`<Code>`, `<Message>`). */
async function serviceError(response: Response): Promise<AwsError> {
  const text = await response.text().catch(() => '');
  if (text.startsWith('{')) {
    try {
      const body = JSON.parse(text) as Record<string, unknown>;
      const type = String(body.__type ?? body.code ?? 'UnknownError');
      const code = type.slice(type.lastIndexOf('#') + 1);
      const { __type: _type, message, Message, ...fields } = body;
      return new AwsError(code, String(message ?? Message ?? ''), response.status, fields);
    } catch {
      // fall through to the generic error
    }
  }
  const code =
    /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? response.statusText;
  return new AwsError(code, message, response.status);
}
