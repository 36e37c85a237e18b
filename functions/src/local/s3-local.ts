import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import S3rver from 's3rver';

/**
 * Browsers may upload (POST, presigned) and download (GET, presigned) resumes from the app's own
 * origin, and from nowhere else: another page open in the same browser cannot reach the bucket.
 */
function corsConfiguration(origins: string[]): string {
  const rules = origins.map(
    (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
  );
  return `<CORSConfiguration>${rules.join('')}</CORSConfiguration>`;
}

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on `port` with files under `dataDir`, creating `buckets` if missing. */
export async function startS3Local(options: {
  port: number;
  dataDir: string;
  buckets: string[];
  /** Browser origins allowed to upload and download (the app's); none when empty. */
  allowedOrigins: string[];
}): Promise<S3Local> {
  const directory = resolve(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    // Browsers upload resumes straight to the bucket, from the app's origin only.
    configureBuckets: options.buckets.map((name) => ({
      name,
      configs: options.allowedOrigins.length > 0 ? [corsConfiguration(options.allowedOrigins)] : [],
    })),
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}
