import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import S3rver from 's3rver';

const LOCAL_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on `port` with files under `dataDir`, creating `buckets` if missing. */
export async function startS3Local(options: { port: number; dataDir: string; buckets: string[] }): Promise<S3Local> {
  const directory = resolve(options.dataDir);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    // Browsers upload resumes straight to the bucket, from the app's origin.
    configureBuckets: options.buckets.map((name) => ({ name, configs: [LOCAL_CORS] })),
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}
