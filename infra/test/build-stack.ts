import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { WattleStack } from '../lib/wattle-stack.ts';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const ACCOUNT = '123456789012';
export const REGION = 'ap-southeast-2';

/**
 * Builds the stack as `cdk synth` does (cdk.json context, so the same feature flags) but
 * without bundling the functions or CDK's built-in CloudFormation validation: each takes
 * seconds, and `cdk synth` runs both.
 */
export function buildStack(options: { siteDistDir?: string; bundle?: boolean } = {}) {
  const cdkJson = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')) as { context: object };
  const app = new App({
    context: { ...cdkJson.context, ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
    builtinCloudFormationValidation: false,
  });
  const stack = new WattleStack(app, 'WattleHr', {
    projectRoot,
    siteDistDir: options.siteDistDir,
    env: { account: ACCOUNT, region: REGION },
  });
  return { stack, template: Template.fromStack(stack) };
}

/** The CloudFormation logical id of a construct's underlying resource. */
export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnElement | undefined;
  if (!resource) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return resource.stack.getLogicalId(resource);
}

/** Joins an Fn::Join the way CloudFormation would, with the partition's URL suffix. */
export function resolveJoin(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(resolveJoin).join(join[0]);
  if ((value as { Ref?: string }).Ref === 'AWS::URLSuffix') return 'amazonaws.com';
  throw new Error(`Cannot resolve ${JSON.stringify(value)}`);
}
