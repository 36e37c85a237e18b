import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { WattleStack } from '../lib/wattle-stack.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const app = new App();
const stackName: string = app.node.tryGetContext('stackName') ?? 'WattleHr';
const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

new WattleStack(app, stackName, {
  projectRoot,
  description: 'Wattle HR: DynamoDB, resume bucket, HTTP API with Lambda functions, SPA on CloudFront',
  // Without credentials the CLI knows no account: synthesize an environment-agnostic template.
  env: account || region ? { account, region } : undefined,
});
