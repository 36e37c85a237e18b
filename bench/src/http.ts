/**
 * The benchmark's API client: real HTTP to the local server, signed in with a session token. It
 * uses node:http with kept-alive connections rather than fetch, whose own CPU cost per request
 * (about 2 ms here) would otherwise be counted as the API's.
 */
import http from 'node:http';
import type { ApiCall } from './endpoints.ts';

export interface HttpApi {
  /** The origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  token: string;
  /** The signed-in user as the login answered it (the SPA keeps it in localStorage). */
  user: unknown;
  call: ApiCall;
  /** GET under /api/v1; the body is read in full before the time is taken. */
  timedGet(path: string): Promise<{ status: number; ms: number; text: string }>;
}

const agent = new http.Agent({ keepAlive: true });

/** One request to the local server; the whole answer. */
function request(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${origin}${path}`, { method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.once('error', reject);
      incoming.once('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          contentType: incoming.headers['content-type'] ?? '',
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

export async function signIn(origin: string, email: string, password: string): Promise<HttpApi> {
  const login = await request(
    origin,
    'POST',
    '/api/v1/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password }),
  );
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  const { token, user } = (JSON.parse(login.text) as { data: { token: string; user: unknown } }).data;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const call: ApiCall = async (method, path, body) => {
    const answer = await request(
      origin,
      method,
      `/api/v1${path}`,
      body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
    const json = answer.contentType.includes('application/json') && answer.text ? JSON.parse(answer.text) : answer.text;
    return { status: answer.status, body: json };
  };
  return {
    origin,
    token,
    user,
    call,
    timedGet: async (path) => {
      const started = performance.now();
      const answer = await request(origin, 'GET', `/api/v1${path}`, headers);
      return { status: answer.status, ms: performance.now() - started, text: answer.text };
    },
  };
}

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads a small PDF as a browser would (presigned POST straight to the bucket); returns the upload id. */
export async function uploadResume(api: HttpApi, organizationId: number): Promise<string> {
  const presigned = await api.call('POST', '/recruitment/resume-uploads', {
    organization_id: organizationId,
    resume: { file_name: 'cv.pdf', size: PDF_BYTES.length },
  });
  if (presigned.status !== 201) throw new Error(`presign answered ${presigned.status}`);
  const { url, fields, upload_id } = presigned.body.data as {
    url: string;
    fields: Record<string, string>;
    upload_id: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(PDF_BYTES)]), 'cv.pdf');
  const uploaded = await fetch(url, { method: 'POST', body: form });
  if (uploaded.status >= 300) throw new Error(`resume upload answered ${uploaded.status}`);
  return upload_id;
}
