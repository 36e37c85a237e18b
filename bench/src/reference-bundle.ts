/**
 * The reference bundle of a Lambda (figure 1): "a bundle of their libraries alone" (issue 26 §5).
 * It is derived from the function's own build, not chosen by hand: the npm packages its cold start
 * loads (esbuild's metafile, `coldStartPackages`) that are our runtime dependencies (declared in
 * functions' or shared's package.json; what those pull in, such as @smithy/*, comes with them)
 * are each imported and minimally constructed as below. No code of ours is in it, and no library
 * the function's cold start does not load: a library moved behind a dynamic `import()` leaves the
 * function's cold start and its reference together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import type { FunctionDefinition } from '../../functions/src/handlers/manifest.ts';
import { coldStartPackages } from '../../infra/lib/function-bundle.ts';

interface LibraryReference {
  /** Import lines; two libraries may share one (it is written once). */
  imports: string[];
  /** Statements that construct or keep what a function uses of the library (exported, so kept). */
  construct: string[];
}

/** Each runtime library a function may load at cold start, imported and used the least it can be. */
export const LIBRARY_REFERENCES: Readonly<Record<string, LibraryReference>> = {
  hono: {
    imports: ["import { Hono } from 'hono';", "import { handle } from 'hono/aws-lambda';"],
    construct: ["export const handler = handle(new Hono().get('/', (c) => c.text('ok')));"],
  },
  electrodb: {
    imports: ["import { Entity } from 'electrodb';"],
    construct: [
      'export const entity = new Entity({',
      "  model: { entity: 'item', version: '1', service: 'reference' },",
      "  attributes: { id: { type: 'string', required: true } },",
      "  indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },",
      "}, { table: 'reference' });",
    ],
  },
  '@aws-sdk/client-dynamodb': {
    imports: ["import { DynamoDBClient } from '@aws-sdk/client-dynamodb';"],
    construct: ['export const dynamodb = new DynamoDBClient({ region });'],
  },
  '@aws-sdk/lib-dynamodb': {
    imports: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    ],
    construct: ['export const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region }));'],
  },
  '@aws-sdk/util-dynamodb': {
    imports: ["import { unmarshall } from '@aws-sdk/util-dynamodb';"],
    construct: ['export const unmarshallItem = unmarshall;'],
  },
  '@aws-sdk/client-secrets-manager': {
    imports: ["import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';"],
    construct: ['export const secrets = new SecretsManagerClient({ region });'],
  },
  '@aws-sdk/client-kms': {
    imports: ["import { KMSClient } from '@aws-sdk/client-kms';"],
    construct: ['export const kms = new KMSClient({ region });'],
  },
  '@aws-sdk/client-s3': {
    imports: ["import { S3Client } from '@aws-sdk/client-s3';"],
    construct: ['export const s3 = new S3Client({ region });'],
  },
  '@aws-sdk/s3-presigned-post': {
    imports: ["import { createPresignedPost } from '@aws-sdk/s3-presigned-post';"],
    construct: ['export const presignPost = createPresignedPost;'],
  },
  '@aws-sdk/s3-request-presigner': {
    imports: ["import { getSignedUrl } from '@aws-sdk/s3-request-presigner';"],
    construct: ['export const presignGet = getSignedUrl;'],
  },
  '@smithy/service-error-classification': {
    imports: ["import { isTransientError } from '@smithy/service-error-classification';"],
    construct: ['export const transient = isTransientError;'],
  },
  zod: {
    imports: ["import * as z from 'zod';"],
    construct: ['export const schema = z.object({ id: z.string() });'],
  },
  jose: {
    imports: ["import { jwtVerify } from 'jose';"],
    construct: ['export const verifyToken = jwtVerify;'],
  },
  '@hono/zod-validator': {
    imports: ["import { zValidator } from '@hono/zod-validator';"],
    construct: ['export const validator = zValidator;'],
  },
  '@hono/node-server': {
    imports: ["import { getConnInfo } from '@hono/node-server/conninfo';"],
    construct: ['export const connInfo = getConnInfo;'],
  },
  otplib: {
    imports: ["import { generateSecret, generateURI, verify } from 'otplib';"],
    construct: ['export const totp = [generateSecret, generateURI, verify];'],
  },
  'p-map': {
    imports: ["import pMap from 'p-map';"],
    construct: ['export const mapConcurrently = pMap;'],
  },
  'is-valid-abn': {
    imports: ["import isValidABN from 'is-valid-abn';"],
    construct: ['export const abnCheck = isValidABN;'],
  },
  'aba-generator': {
    imports: ["import ABA from 'aba-generator';"],
    construct: ['export const abaFile = ABA;'],
  },
};

const dependenciesOf = (repoRoot: string, workspace: string): string[] =>
  Object.keys(
    (JSON.parse(readFileSync(join(repoRoot, workspace, 'package.json'), 'utf8')) as { dependencies?: object })
      .dependencies ?? {},
  );

/** Our runtime libraries: the dependencies of the Lambda code's workspaces (functions and shared). */
export function runtimeDependencies(repoRoot: string): Set<string> {
  return new Set([...dependenciesOf(repoRoot, 'functions'), ...dependenciesOf(repoRoot, 'shared')]);
}

/** The runtime libraries a function's cold start loads, from its build's metafile, by name. */
export function coldStartLibraries(metafile: Metafile, outfile: string, runtime: ReadonlySet<string>): string[] {
  return [...coldStartPackages(metafile, outfile).keys()].filter((name) => runtime.has(name)).sort();
}

/** The reference entry for these libraries: each imported and minimally constructed, no code of ours. */
export function referenceSource(libraries: readonly string[]): string {
  const references = libraries.map((library) => {
    const reference = LIBRARY_REFERENCES[library];
    if (!reference) throw new Error(`${library} loads at cold start but has no entry in LIBRARY_REFERENCES`);
    return reference;
  });
  return [
    ...new Set(references.flatMap((reference) => reference.imports)),
    "const region = 'ap-southeast-2';",
    ...references.flatMap((reference) => reference.construct),
    '',
  ].join('\n');
}

/**
 * The reference before issue 26 §5, still reported beside the budgeted one (not budgeted): hono,
 * ElectroDB, the DynamoDB and Secrets Manager clients, S3 for a function with the resume bucket
 * and KMS for one that encrypts, whatever the function's cold start loads.
 */
export function sdkReferenceLibraries(definition: FunctionDefinition): string[] {
  return [
    'hono',
    'electrodb',
    '@aws-sdk/client-dynamodb',
    '@aws-sdk/lib-dynamodb',
    '@aws-sdk/client-secrets-manager',
    ...(definition.usesResumeBucket === true
      ? ['@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post', '@aws-sdk/s3-request-presigner']
      : []),
    ...(definition.usesFieldKey === true ? ['@aws-sdk/client-kms'] : []),
  ];
}
