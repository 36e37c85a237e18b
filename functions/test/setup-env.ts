import { inject } from 'vitest';
import { tableEnvironment } from '../src/core/db/table-definitions.ts';
import { TEST_BUCKET, TEST_TABLES } from './test-resources.ts';

// Node 20 runs locally while Lambda runs 22; the SDK's reminder about that is known (see README).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// Runs in every test worker before the test file is imported: core modules read these once.
process.env.DYNAMODB_ENDPOINT = inject('dynamoEndpoint');
process.env.DYNAMODB_LOCAL_ACCESS_KEY = inject('dynamoAccessKey');
process.env.S3_ENDPOINT = inject('s3Endpoint');
Object.assign(process.env, tableEnvironment(TEST_TABLES));
process.env.RESUME_BUCKET = TEST_BUCKET;
process.env.JWT_SECRET = 'test-secret-test-secret-test-secret-test-secret-0123456789';
process.env.FIELD_KEY_FILE = inject('fieldKeyFile');
process.env.SMTP_URL = inject('smtpUrl');
process.env.MAIL_INBOX_URL = inject('mailInboxUrl');
process.env.APP_URL = 'https://wattle.example.test';
// The lowest cost config allows: tests sign in often; production keeps the OWASP cost.
process.env.SCRYPT_COST = '1024';
process.env.AWS_REGION = 'local';
