import * as z from 'zod';

/** Environment read once and checked with zod; a bad value fails fast with the list of problems. */
const environment = z.object({
  TABLE_IDENTITY: z.string().min(1).default('wattle-identity'),
  TABLE_ORGANIZATIONS: z.string().min(1).default('wattle-organizations'),
  TABLE_RECRUITMENT: z.string().min(1).default('wattle-recruitment'),
  TABLE_EMPLOYEES: z.string().min(1).default('wattle-employees'),
  RESUME_BUCKET: z.string().min(1).default('wattle-resumes'),
  /** Set locally and in tests; absent in AWS where the SDK finds the endpoints. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  AWS_REGION: z.string().min(1).default('ap-southeast-2'),
  /** Either the secret itself (local) or the ARN of a Secrets Manager secret (AWS). */
  JWT_SECRET: z.string().min(43, 'JWT_SECRET must be at least 256 bits (43+ base64 characters)').optional(),
  JWT_SECRET_ARN: z.string().min(1).optional(),
  /** Payroll field encryption: a KMS key id or ARN in AWS, or a local key file (32 bytes, base64). */
  FIELD_KEY_ID: z.string().min(1).optional(),
  FIELD_KEY_FILE: z.string().min(1).optional(),
  JWT_ISSUER: z.string().min(1).default('wattle-hr'),
  JWT_AUDIENCE: z.string().min(1).default('wattle-hr-api'),
  /** Lifetime of a token and its session, in seconds (at most 12 hours). */
  SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(43_200).default(43_200),
  /** Scrypt cost; only tests lower it. */
  SCRYPT_COST: z.coerce.number().int().min(1024).default(131_072),
});

export type Config = z.infer<typeof environment>;

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const parsed = environment.safeParse(process.env);
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
