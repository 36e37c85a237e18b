import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import { TABLES, type TableName } from '../../functions/src/core/db/table-definitions.ts';
import type { WattleStack } from '../lib/wattle-stack.ts';
import { buildStack, logicalId } from './build-stack.ts';

/**
 * The synthesized stack the wattle-stack tests read, with a site build to deploy: call
 * `buildStackFixture` in beforeAll and `removeStackFixture` in afterAll; `stack`, `template` and
 * `ids` are then the built stack's (live bindings).
 */

export const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];
export const tableDefinitions = Object.values(TABLES);

let distDir: string;
export let stack: WattleStack;
export let template: Template;
export let ids: {
  tables: Record<TableName, string>;
  resumeBucket: string;
  distribution: string;
  secret: string;
  fieldKey: string;
  guardKey: string;
};

export function buildStackFixture() {
  distDir = mkdtempSync(join(tmpdir(), 'wattle-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Wattle HR</title>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  ({ stack, template } = buildStack({ siteDistDir: distDir }));
  ids = {
    tables: Object.fromEntries(
      Object.entries(stack.data.tables).map(([name, table]) => [name, logicalId(table)]),
    ) as Record<TableName, string>,
    resumeBucket: logicalId(stack.data.resumeBucket),
    distribution: logicalId(stack.site.distribution),
    secret: logicalId(stack.api.jwtSecret),
    fieldKey: logicalId(stack.data.fieldKey),
    guardKey: logicalId(stack.data.guardKey),
  };
}

export const removeStackFixture = () => rmSync(distDir, { recursive: true, force: true });

export function apiFunction(name: string) {
  const fn = stack.api.functions.get(name);
  if (!fn) throw new Error(`No function ${name}`);
  return fn;
}

/** Statements of the default IAM policy of a manifest function's role. */
export function policyStatements(functionName: string): { Action: string | string[]; Resource: unknown }[] {
  const policy = apiFunction(functionName).role?.node.tryFindChild('DefaultPolicy') as Policy | undefined;
  if (!policy) throw new Error(`No policy for ${functionName}`);
  const resource = template.toJSON().Resources[logicalId(policy)];
  return resource.Properties.PolicyDocument.Statement;
}

export function statementsOn(functionName: string, resourceLogicalId: string) {
  return policyStatements(functionName).filter((statement) =>
    JSON.stringify(statement.Resource).includes(`"${resourceLogicalId}"`),
  );
}

export const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();
