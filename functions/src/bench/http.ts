/** The benchmark's API client: real HTTP to the local server, signed in with a session token. */
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

export async function signIn(origin: string, email: string, password: string): Promise<HttpApi> {
  const response = await fetch(`${origin}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { token, user } = ((await response.json()) as { data: { token: string; user: unknown } }).data;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const call: ApiCall = async (method, path, body) => {
    const answer = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    const json = answer.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : text;
    return { status: answer.status, body: json };
  };
  return {
    origin,
    token,
    user,
    call,
    timedGet: async (path) => {
      const started = performance.now();
      const answer = await fetch(`${origin}/api/v1${path}`, { headers });
      const text = await answer.text();
      return { status: answer.status, ms: performance.now() - started, text };
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
