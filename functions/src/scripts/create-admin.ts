/**
 * Adds a user who can sign in.
 *   npm run create-admin -- --email E --password P [--name N]            (the running local stack)
 *   npm run create-admin -- --email E --password P --stack WattleHr     (a deployed stack; AWS credentials needed)
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { dynamoAccessKeyFile } from '../local/data-dir.ts';
import { readSettings } from '../local/settings.ts';
import { LOCAL_REGION, LOCAL_TABLES, runtimeFile } from '../local/stack.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
      stack: { type: 'string' },
      region: { type: 'string' },
    },
  });
  if (!values.email || !values.password) {
    throw new Error('Usage: npm run create-admin -- --email E --password P [--name N] [--stack NAME]');
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (values.stack) {
    if (values.region) process.env.AWS_REGION = values.region;
    const cloudFormation = new CloudFormationClient({});
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: values.stack }));
    const table = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'IdentityTableName')?.OutputValue;
    if (!table) throw new Error(`Stack ${values.stack} has no IdentityTableName output: deploy it first.`);
    process.env.TABLE_IDENTITY = table;
  } else {
    const { dataDir } = readSettings();
    const file = runtimeFile(dataDir);
    if (!existsSync(file)) {
      throw new Error(`The local stack is not running (no ${file}): start it with npm start, or pass --stack NAME.`);
    }
    const { dynamoEndpoint } = JSON.parse(readFileSync(file, 'utf8')) as { dynamoEndpoint: string };
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: dynamoEndpoint,
      DYNAMODB_LOCAL_ACCESS_KEY: readFileSync(dynamoAccessKeyFile(dataDir), 'utf8').trim(),
      TABLE_IDENTITY: LOCAL_TABLES.identity,
      AWS_REGION: LOCAL_REGION,
    });
  }
  // Core modules read the environment on first import.
  const { createUser } = await import('../core/identity/users.ts');
  const user = await createUser({
    name: values.name ?? 'Administrator',
    email: values.email,
    password: values.password,
  });
  console.log(`Created user ${user.email} (id ${user.id}). They can sign in now.`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const details = (error as { details?: { errors?: Record<string, string[]> } }).details?.errors;
  console.error(`create-admin failed: ${details ? Object.values(details).flat().join(' ') : message}`);
  process.exit(1);
});
