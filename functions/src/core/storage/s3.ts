import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.ts';

let client: S3Client | undefined;

/** The shared S3 client; locally it talks to s3rver with path-style URLs. */
export function s3(): S3Client {
  if (client) return client;
  const { S3_ENDPOINT, AWS_REGION } = config();
  client = new S3Client({
    region: AWS_REGION,
    // s3rver (and presigned browser uploads) do not take the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(S3_ENDPOINT
      ? {
          endpoint: S3_ENDPOINT,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {}),
  });
  return client;
}

export function resumeBucket(): string {
  return config().RESUME_BUCKET;
}
