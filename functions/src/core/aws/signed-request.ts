import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
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

/** What a service answered, read in full: status, headers and body. */
export class AwsResponse {
  constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    readonly body: Buffer,
  ) {}

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** A header's value (names are case-insensitive). */
  header(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }

  text(): string {
    return this.body.toString('utf8');
  }

  json<T>(): T {
    return JSON.parse(this.text()) as T;
  }
}

const MAX_ATTEMPTS = 3;
/** Generous for DynamoDB and S3 (single-digit ms in AWS) yet well inside the 10 s Lambda timeout. */
const ATTEMPT_TIMEOUT_MS = 3_000;
/** DynamoDB Local and s3rver on a busy laptop can take seconds; a timeout there helps nobody. */
export const LOCAL_ATTEMPT_TIMEOUT_MS = 30_000;
/**
 * An idle kept-alive connection is closed after this long, well before servers drop theirs, so a
 * request is not written to a connection the other side is closing.
 */
const IDLE_CONNECTION_MS = 4_000;

/**
 * Connections are kept open between calls: a new TCP (and in AWS, TLS) connection costs more
 * than most DynamoDB reads. node:http rather than fetch: fetch's web streams, headers and abort
 * signals cost about 2 ms of CPU per call, more than a DynamoDB Local read of a few items.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a request with SigV4 (aws4) and sends it, retrying transient failures. */
export async function signedRequest(request: SignedRequest): Promise<AwsResponse> {
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
    let response: AwsResponse;
    try {
      response = await send(url, request, signed.headers as Record<string, string>);
    } catch (error) {
      const failure = new AwsNetworkError(request.service, networkCode(error), error);
      if (attempt >= MAX_ATTEMPTS || !(request.idempotent || failure.notSent)) throw failure;
      await sleep(backoff(attempt));
      continue;
    }
    if (response.ok) return response;
    const failure = serviceError(response);
    if (attempt >= MAX_ATTEMPTS || !failure.retryable) throw failure;
    await sleep(backoff(attempt));
  }
}

/** One attempt: the whole answer, or a network error carrying a system code. */
function send(url: URL, request: SignedRequest, headers: Record<string, string>): Promise<AwsResponse> {
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const transport = protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    const outgoing = transport.request(
      {
        protocol,
        hostname: url.hostname,
        port: url.port,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: agents[protocol],
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.once('error', fail);
        incoming.once('close', () => {
          if (!incoming.complete) fail(Object.assign(new Error('answer cut off'), { code: 'ECONNRESET' }));
        });
        incoming.once('end', () => {
          clearTimeout(timer);
          resolve(new AwsResponse(incoming.statusCode ?? 0, incoming.headers, Buffer.concat(chunks)));
        });
      },
    );
    const timer = setTimeout(
      () => outgoing.destroy(Object.assign(new Error('request timed out'), { code: 'ETIMEDOUT' })),
      request.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
    );
    outgoing.once('error', fail);
    outgoing.end(request.body);
  });
}

function networkCode(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : 'ECONNRESET';
}

/** Full-jitter exponential backoff: 0–50 ms, then 0–100 ms. */
const backoff = (attempt: number) => Math.random() * 25 * 2 ** attempt;

/** Reads an AWS error answer: JSON (`__type`, `message`) or S3's XML (`<Code>`, `<Message>`). */
function serviceError(response: AwsResponse): AwsError {
  const text = response.text();
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
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? http.STATUS_CODES[response.status] ?? '';
  return new AwsError(code, message, response.status);
}
