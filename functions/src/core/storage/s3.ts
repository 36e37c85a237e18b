import { createHash, createHmac } from 'node:crypto';
import aws4 from 'aws4';
import { awsCredentials } from '../aws/credentials.ts';
import { type AwsResponse, LOCAL_ATTEMPT_TIMEOUT_MS, signedRequest } from '../aws/signed-request.ts';
import { config } from '../config.ts';

/**
 * The few S3 operations resumes need — presigned POST and GET, HEAD, a ranged GET, DELETE, list
 * and batch delete — on SigV4-signed requests. Locally they go to s3rver with path-style URLs; in AWS
 * to the bucket's virtual-hosted endpoint.
 */

export function resumeBucket(): string {
  return config().RESUME_BUCKET;
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Base URL of the bucket and the path prefix objects sit under. */
function bucketLocation(): { origin: string; prefix: string } {
  const { S3_ENDPOINT, AWS_REGION } = config();
  const bucket = resumeBucket();
  if (S3_ENDPOINT) return { origin: S3_ENDPOINT.replace(/\/$/, ''), prefix: `/${bucket}` };
  return { origin: `https://${bucket}.s3.${AWS_REGION}.amazonaws.com`, prefix: '' };
}

async function s3Request(
  method: 'GET' | 'HEAD' | 'POST' | 'DELETE',
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<AwsResponse> {
  const { origin, prefix } = bucketLocation();
  return signedRequest({
    service: 's3',
    region: config().AWS_REGION,
    endpoint: origin,
    method,
    path: `${prefix}${path}`,
    ...options,
    idempotent: true,
    ...(config().S3_ENDPOINT ? { timeoutMs: LOCAL_ATTEMPT_TIMEOUT_MS } : {}),
  });
}

export interface ObjectHead {
  contentLength: number;
  contentType: string | undefined;
}

/** The object's size and type; throws (404 `NotFound`) when there is no such object. */
export async function headObject(key: string): Promise<ObjectHead> {
  const response = await s3Request('HEAD', `/${encodeKey(key)}`);
  return {
    contentLength: Number(response.header('content-length') ?? 0),
    contentType: response.header('content-type') ?? undefined,
  };
}

/** The object's first `length` bytes. */
export async function readObjectStart(key: string, length: number): Promise<Uint8Array> {
  const response = await s3Request('GET', `/${encodeKey(key)}`, { headers: { Range: `bytes=0-${length - 1}` } });
  return new Uint8Array(response.body.subarray(0, length));
}

export async function deleteObject(key: string): Promise<void> {
  await s3Request('DELETE', `/${encodeKey(key)}`);
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
const encodeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page (up to 1,000) of keys under `prefix`, and the token for the next page if any. */
export async function listKeys(prefix: string, continuationToken?: string): Promise<{ keys: string[]; next?: string }> {
  const query = new URLSearchParams({ 'list-type': '2', prefix });
  if (continuationToken) query.set('continuation-token', continuationToken);
  const xml = await (await s3Request('GET', `/?${query.toString().replace(/\+/g, '%20')}`)).text();
  const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1] ?? ''));
  const next = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, ...(next ? { next: decodeXml(next) } : {}) };
}

/** Deletes up to 1,000 keys in one request. */
export async function deleteKeys(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const objects = keys.map((key) => `<Object><Key>${encodeXml(key)}</Key></Object>`).join('');
  const body = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${objects}</Delete>`;
  await s3Request('POST', '/?delete=', {
    body,
    headers: {
      'Content-Type': 'application/xml',
      'Content-MD5': createHash('md5').update(body).digest('base64'),
    },
  });
}

/** A presigned GET, valid `expiresIn` seconds, that answers with the given download headers. */
export function presignGet(
  key: string,
  expiresIn: number,
  response: { contentDisposition: string; contentType: string },
): string {
  const { origin, prefix } = bucketLocation();
  const url = new URL(origin);
  const query = new URLSearchParams({
    'X-Amz-Expires': String(expiresIn),
    'response-content-disposition': response.contentDisposition,
    'response-content-type': response.contentType,
  });
  const signed = aws4.sign(
    {
      service: 's3',
      region: config().AWS_REGION,
      host: url.host,
      method: 'GET',
      path: `${prefix}/${encodeKey(key)}?${query.toString().replace(/\+/g, '%20')}`,
      signQuery: true,
    },
    awsCredentials('s3'),
  );
  return `${url.protocol}//${url.host}${signed.path}`;
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The SigV4 signature of a base64 POST policy: HMAC chain date → region → s3 → aws4_request. */
export function signPolicy(encodedPolicy: string, date: string, region: string, secretAccessKey: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return hmac(signingKey, encodedPolicy).toString('hex');
}

/**
 * A presigned POST for one key: the browser sends the file straight to S3 as multipart form
 * data with these fields; the policy limits it to `conditions` and expires after `expiresIn` s.
 */
export function presignPost(
  key: string,
  options: { expiresIn: number; fields: Record<string, string>; conditions: unknown[] },
): PresignedPost {
  const { origin, prefix } = bucketLocation();
  const region = config().AWS_REGION;
  const credentials = awsCredentials('s3');
  const now = new Date();
  const dateTime = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const date = dateTime.slice(0, 8);
  const credential = `${credentials.accessKeyId}/${date}/${region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    ...options.fields,
    bucket: resumeBucket(),
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': dateTime,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    key,
  };
  const policy = {
    expiration: new Date(now.getTime() + options.expiresIn * 1000).toISOString(),
    conditions: [...Object.entries(fields).map(([name, value]) => ({ [name]: value })), ...options.conditions],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy)).toString('base64');
  const signature = signPolicy(encodedPolicy, date, region, credentials.secretAccessKey);
  return { url: `${origin}${prefix}`, fields: { ...fields, Policy: encodedPolicy, 'X-Amz-Signature': signature } };
}
