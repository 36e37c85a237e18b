import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { config } from '../config.ts';

/**
 * The S3 operations resumes need, through the SDK's S3 client: presigned POST (browser uploads
 * straight to S3) and GET (downloads), HEAD, a ranged GET, delete, list and batch delete. Locally
 * they go to s3rver with path-style URLs.
 */

let client: S3Client | undefined;

/** The S3 client, created once per container. */
function s3(): S3Client {
  client ??= withCommandLog(
    's3',
    new S3Client({
      ...clientOptions('s3'),
      // s3rver understands neither virtual-hosted buckets nor the newer default checksums.
      ...(config().S3_ENDPOINT
        ? {
            forcePathStyle: true,
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    }),
  );
  return client;
}

export function resumeBucket(): string {
  return config().RESUME_BUCKET;
}

export interface ObjectHead {
  contentLength: number;
  contentType: string | undefined;
}

/** The object's size and type; throws the SDK's `NotFound` when there is no such object. */
export async function headObject(key: string): Promise<ObjectHead> {
  const head = await s3().send(new HeadObjectCommand({ Bucket: resumeBucket(), Key: key }));
  return { contentLength: head.ContentLength ?? 0, contentType: head.ContentType };
}

/** The whole object (callers check its size first: resumes are at most 5 MB). */
export async function readObject(key: string): Promise<Uint8Array> {
  const object = await s3().send(new GetObjectCommand({ Bucket: resumeBucket(), Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** Copies an object to `target` with the given content type (the source's metadata is not kept). */
export async function copyObject(source: string, target: string, contentType: string): Promise<void> {
  await s3().send(
    new CopyObjectCommand({
      Bucket: resumeBucket(),
      CopySource: `${resumeBucket()}/${source.split('/').map(encodeURIComponent).join('/')}`,
      Key: target,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: resumeBucket(), Key: key }));
}

/** One page (up to 1,000) of objects under `prefix`, and the token for the next page if any. */
export async function listObjects(
  prefix: string,
  continuationToken?: string,
): Promise<{ objects: { key: string; lastModified: Date | undefined }[]; next?: string }> {
  const page = await s3().send(
    new ListObjectsV2Command({
      Bucket: resumeBucket(),
      Prefix: prefix,
      ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
    }),
  );
  const objects = (page.Contents ?? []).flatMap((object) =>
    object.Key ? [{ key: object.Key, lastModified: object.LastModified }] : [],
  );
  return { objects, ...(page.NextContinuationToken ? { next: page.NextContinuationToken } : {}) };
}

/** One page (up to 1,000) of keys under `prefix`, and the token for the next page if any. */
export async function listKeys(prefix: string, continuationToken?: string): Promise<{ keys: string[]; next?: string }> {
  const page = await listObjects(prefix, continuationToken);
  return { keys: page.objects.map((object) => object.key), ...(page.next ? { next: page.next } : {}) };
}

/** Deletes up to 1,000 keys in one request. */
export async function deleteKeys(keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await s3().send(
    new DeleteObjectsCommand({
      Bucket: resumeBucket(),
      Delete: { Quiet: true, Objects: keys.map((key) => ({ Key: key })) },
    }),
  );
}

/** A presigned GET, valid `expiresIn` seconds, that answers with the given download headers. */
export function presignGet(
  key: string,
  expiresIn: number,
  response: { contentDisposition: string; contentType: string },
): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: resumeBucket(),
    Key: key,
    ResponseContentDisposition: response.contentDisposition,
    ResponseContentType: response.contentType,
  });
  return getSignedUrl(s3(), command, { expiresIn });
}

export type { PresignedPost };

/**
 * A presigned POST for one key: the browser sends the file straight to S3 as multipart form
 * data with these fields; the policy limits it to `conditions` and expires after `expiresIn` s.
 */
export function presignPost(
  key: string,
  options: {
    expiresIn: number;
    fields: Record<string, string>;
    conditions: Parameters<typeof createPresignedPost>[1]['Conditions'];
  },
): Promise<PresignedPost> {
  return createPresignedPost(s3(), {
    Bucket: resumeBucket(),
    Key: key,
    Fields: options.fields,
    Conditions: options.conditions,
    Expires: options.expiresIn,
  });
}
