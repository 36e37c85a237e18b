import * as z from 'zod';
import { lazy } from './lazy.ts';

/**
 * Environment read once and checked with zod; a bad value fails fast with the list of problems.
 * The check is built on the first `config()` (a cold start does not build its ~80 schemas at load).
 */
const environment = lazy(() => {
  // Field types shared by the fields below (zod schemas are immutable): a third of the schemas a
  // fresh chain per field would make.
  const text = z.string().min(1);
  const endpoint = z.url().optional();
  return z.object({
    TABLE_IDENTITY: text.default('wattle-identity'),
    TABLE_ORGANIZATIONS: text.default('wattle-organizations'),
    TABLE_RECRUITMENT: text.default('wattle-recruitment'),
    TABLE_EMPLOYEES: text.default('wattle-employees'),
    TABLE_AUDIT: text.default('wattle-audit'),
    TABLE_JOBS: text.default('wattle-jobs'),
    TABLE_LEAVE: text.default('wattle-leave'),
    TABLE_ATTENDANCE: text.default('wattle-attendance'),
    TABLE_PAYROLL: text.default('wattle-payroll'),
    TABLE_TIMESHEETS: text.default('wattle-timesheets'),
    TABLE_ROSTERING: text.default('wattle-rostering'),
    TABLE_PERFORMANCE: text.default('wattle-performance'),
    RESUME_BUCKET: text.default('wattle-resumes'),
    /** Set locally and in tests; absent in AWS where the SDK finds the endpoints. */
    DYNAMODB_ENDPOINT: endpoint,
    S3_ENDPOINT: endpoint,
    /**
     * The access key the local stack gives DynamoDB Local. DynamoDB Local accepts any signature but
     * keeps one database per access key (without -sharedDb): a caller without this key sees nothing.
     */
    DYNAMODB_LOCAL_ACCESS_KEY: text.optional(),
    AWS_REGION: text.default('ap-southeast-2'),
    /** Either the secret itself (local) or the ARN of a Secrets Manager secret (AWS). */
    JWT_SECRET: z.string().min(43, 'JWT_SECRET must be at least 256 bits (43+ base64 characters)').optional(),
    JWT_SECRET_ARN: text.optional(),
    /** Payroll field encryption: a KMS key id or ARN in AWS, or a local key file (32 bytes, base64). */
    FIELD_KEY_ID: text.optional(),
    FIELD_KEY_FILE: text.optional(),
    /** Uniqueness guards over payroll identifiers (a TFN): a KMS HMAC key in AWS; locally derived from FIELD_KEY_FILE. */
    GUARD_KEY_ID: text.optional(),
    /** Outgoing mail over SMTP (the local stack's mail catcher); absent in AWS, where SES v2 sends. */
    SMTP_URL: z.url().optional(),
    /** The sender of every e-mail; in AWS an address or domain verified in SES (a stack parameter). */
    MAIL_FROM: text.default('Wattle HR <no-reply@wattle.local>'),
    /** Where the app is served: links in e-mails point here (never to an address a request names). */
    APP_URL: z.url().default('http://localhost:3000'),
    JWT_ISSUER: text.default('wattle-hr'),
    JWT_AUDIENCE: text.default('wattle-hr-api'),
    /** Lifetime of a token and its session, in seconds (at most 12 hours). */
    SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(43_200).default(43_200),
    /** Invitations one member may send an hour (default INVITATIONS_PER_HOUR, 20). */
    INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).optional(),
    /** Scrypt cost; only tests lower it. */
    SCRYPT_COST: z.coerce.number().int().min(1024).default(131_072),
    /** Password hashes one instance computes at once; more answer 429 (Lambda: 1024 MB, ~0.6 vCPU). */
    MAX_CONCURRENT_HASHES: z.coerce.number().int().min(1).max(64).default(2),
    /** Items one purge step deletes before it records its progress (each step is one worker invocation). */
    PURGE_STEP_ITEMS: z.coerce.number().int().min(1).max(100_000).default(5000),
    /** Milliseconds one purge step may run before it records its progress: well inside the worker's timeout. */
    PURGE_STEP_MILLIS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  });
});

export type Config = z.infer<ReturnType<typeof environment>>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = environment().safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests and the local stack change the environment before first use; this forgets the cache. */
export function resetConfig(): void {
  cached = undefined;
}
