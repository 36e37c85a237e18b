import { inject } from 'vitest';

// Node 20 runs locally while Lambda runs 22; the SDK's reminder about that is known (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Runs in every test worker before the test file is imported: core modules read these once.
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.S3_ENDPOINT = inject('s3Endpoint');
process.env.TABLE_IDENTITY = 'test-identity';
process.env.TABLE_ORGANIZATIONS = 'test-organizations';
process.env.RESUME_BUCKET = 'test-resumes';
process.env.JWT_SECRET = 'test-secret-test-secret-test-secret-test-secret-0123456789';
// The lowest cost config allows: tests sign in often; production keeps the OWASP cost.
process.env.SCRYPT_COST = '1024';
process.env.AWS_REGION = 'local';
