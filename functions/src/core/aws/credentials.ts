import { config } from '../config.ts';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * The function's credentials. Lambda puts the execution role's temporary credentials in the
 * environment; locally DynamoDB Local and s3rver take fixed keys.
 */
export function awsCredentials(service: string): AwsCredentials {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (service === 's3' && config().S3_ENDPOINT) return { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  if (service === 'dynamodb' && config().DYNAMODB_ENDPOINT) return { accessKeyId: 'local', secretAccessKey: 'local' };
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) {
    throw new Error('AWS credentials are missing: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
}
