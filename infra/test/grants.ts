import type { Template } from 'aws-cdk-lib/assertions';
import type { TableName } from '../../functions/src/core/db/table-definitions.ts';
import type { WattleStack } from '../lib/wattle-stack.ts';
import { logicalId } from './build-stack.ts';

/** What an AWS call touches, in the stack's terms. */
export type AwsResource =
  | { kind: 'table'; table: TableName; index?: boolean }
  | { kind: 'bucket'; object: boolean }
  | { kind: 'fieldKey' }
  | { kind: 'guardKey' }
  | { kind: 'jwtSecret' };

/** An IAM action on a resource that a call needs. */
export interface Need {
  action: string;
  resource: AwsResource;
}

export interface Grants {
  allows(action: string, resource: AwsResource): boolean;
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/**
 * What a function's role may do, read from the synthesized template: the IAM policies attached to
 * its role, with each resource expression resolved to the table (or its indexes), the bucket (or
 * its objects), the field key or the JWT secret it names. Anything not allowed is denied.
 */
export function functionGrants(stack: WattleStack, template: Template, name: string): Grants {
  const fn = stack.api.functions.get(name);
  if (!fn?.role) throw new Error(`No function ${name}`);
  const role = logicalId(fn.role);
  const names = new Map<string, (suffix: string) => AwsResource | null>();
  for (const [table, construct] of Object.entries(stack.data.tables) as [
    TableName,
    (typeof stack.data.tables)[TableName],
  ][]) {
    names.set(logicalId(construct), (suffix) =>
      suffix === '' ? { kind: 'table', table } : suffix === '/index/*' ? { kind: 'table', table, index: true } : null,
    );
  }
  names.set(logicalId(stack.data.resumeBucket), (suffix) =>
    suffix === '' ? { kind: 'bucket', object: false } : suffix === '/*' ? { kind: 'bucket', object: true } : null,
  );
  names.set(logicalId(stack.data.fieldKey), (suffix) => (suffix === '' ? { kind: 'fieldKey' } : null));
  names.set(logicalId(stack.data.guardKey), (suffix) => (suffix === '' ? { kind: 'guardKey' } : null));
  names.set(logicalId(stack.api.jwtSecret), (suffix) => (suffix === '' ? { kind: 'jwtSecret' } : null));

  const resolve = (expression: unknown): AwsResource | null => {
    const reference = (value: unknown): string | null => {
      const getAtt = (value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt'];
      if (getAtt && getAtt[1] === 'Arn') return getAtt[0];
      const ref = (value as { Ref?: string }).Ref;
      return ref ?? null;
    };
    const direct = reference(expression);
    if (direct) return names.get(direct)?.('') ?? null;
    const join = (expression as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    if (join && join[0] === '' && join[1].length === 2 && typeof join[1][1] === 'string') {
      const id = reference(join[1][0]);
      return id ? (names.get(id)?.(join[1][1]) ?? null) : null;
    }
    return null;
  };

  const statements: { actions: RegExp[]; resources: AwsResource[] }[] = [];
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
    const properties = policy.Properties as { Roles: unknown[]; PolicyDocument: { Statement: Statement[] } };
    if (!properties.Roles.some((entry) => (entry as { Ref?: string }).Ref === role)) continue;
    for (const statement of properties.PolicyDocument.Statement) {
      if (statement.Effect !== 'Allow') continue;
      statements.push({
        actions: list(statement.Action).map(glob),
        resources: list(statement.Resource).flatMap((resource) => resolve(resource) ?? []),
      });
    }
  }
  const same = (a: AwsResource, b: AwsResource) => JSON.stringify(a) === JSON.stringify(b);
  return {
    allows: (action, resource) =>
      statements.some(
        (statement) =>
          statement.actions.some((pattern) => pattern.test(action)) &&
          statement.resources.some((granted) => same(granted, resource)),
      ),
  };
}
