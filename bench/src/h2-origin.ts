/**
 * The protocol production serves the SPA and the API over, for the bench's browser runs: HTTPS with
 * HTTP/2 (CloudFront's `httpVersion: HTTP2_AND_3`, infra/lib/site.ts; browsers speak h2 over TLS
 * only). The same local app the plain HTTP origin serves is served a second time by node:http2's
 * secure server (HTTP/1.1 still accepted through ALPN), on its own port, with a self-signed
 * certificate for 127.0.0.1 made by openssl for this run. Chromium trusts that certificate alone
 * through its public key's hash (`--ignore-certificate-errors-spki-list`, browser.ts), so pages load
 * as a secure context with no certificate error. `npm start`'s server is untouched.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';

export interface H2Origin {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Base64 SHA-256 of the certificate's public key (SubjectPublicKeyInfo), as Chromium's flag takes it. */
  certificateSpki: string;
  close: () => Promise<void>;
}

/** A P-256 key and a one-day self-signed certificate for 127.0.0.1 (PEM), from /usr/bin/openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'wattle-bench-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `fetch` (the local app's) over HTTPS with HTTP/2 on a free port of 127.0.0.1. */
export async function startH2Origin(fetch: (request: Request) => Response | Promise<Response>): Promise<H2Origin> {
  const { key, cert } = selfSignedCertificate();
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  const server = serve({
    fetch,
    port: 0,
    hostname: '127.0.0.1',
    createServer: createSecureServer,
    serverOptions: { key, cert, allowHTTP1: true },
  });
  await new Promise<void>((done, fail) => {
    server.once('listening', () => done());
    server.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    certificateSpki: createHash('sha256').update(publicKey).digest('base64'),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
