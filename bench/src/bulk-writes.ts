/**
 * The pure parts of the seed's bulk proxy (bulk-proxy.ts): the DynamoDB JSON shapes it reads, which
 * update expressions it can merge, the keys a request names, and the merged writes it sends.
 */

export type AttributeValue = Record<string, unknown>;
export type AttributeMap = Record<string, AttributeValue>;

export interface TransactItem {
  Put?: {
    TableName: string;
    Item: AttributeMap;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  };
  Update?: {
    TableName: string;
    Key: AttributeMap;
    UpdateExpression: string;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: AttributeMap;
  };
  Delete?: unknown;
  ConditionCheck?: unknown;
}

export interface PendingUpdate {
  table: string;
  key: AttributeMap;
  set: Map<string, AttributeValue>;
  add: Map<string, number>;
}

export const TARGET_PREFIX = 'DynamoDB_20120810.';
export const BATCH_WRITE_SIZE = 25;
/** Clauses per merged UpdateItem: keeps the expression well under DynamoDB's 4 KB limit. */
const CLAUSES_PER_UPDATE = 100;

export const SIMPLE_GUARD =
  /^\s*attribute_not_exists\s*\(\s*[#\w]+\s*\)(\s+AND\s+attribute_not_exists\s*\(\s*[#\w]+\s*\))*\s*$/i;

/** `SET #a = :a, b = :b ADD #c :c, ...` into its assignments; null when it is anything else. */
export function parseUpdateExpression(expression: string): { set: [string, string][]; add: [string, string][] } | null {
  const set: [string, string][] = [];
  const add: [string, string][] = [];
  const clauses = expression.trim().split(/\s*\b(SET|ADD)\b\s*/i);
  // split with a capture group: ['', 'SET', 'a = :a, b = :b', 'ADD', '...']
  if (clauses[0] !== '') return null;
  for (let index = 1; index < clauses.length; index += 2) {
    const verb = clauses[index]?.toUpperCase();
    const body = clauses[index + 1] ?? '';
    for (const part of body.split(',')) {
      const assignment = part.trim();
      const match =
        verb === 'SET' ? /^([#\w]+)\s*=\s*(:\w+)$/.exec(assignment) : /^([#\w]+)\s+(:\w+)$/.exec(assignment);
      if (!match) return null;
      (verb === 'SET' ? set : add).push([match[1] as string, match[2] as string]);
    }
  }
  return set.length + add.length > 0 ? { set, add } : null;
}

/** The items a read or write request names, as key ids. */
export function keysOf(
  operation: string,
  input: Record<string, unknown>,
  keyOfItem: (table: string, item: AttributeMap) => string,
): string[] {
  switch (operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [keyOfItem(input.TableName as string, input.Key as AttributeMap)];
    case 'PutItem':
      return [keyOfItem(input.TableName as string, input.Item as AttributeMap)];
    case 'BatchGetItem':
      return Object.entries(input.RequestItems as Record<string, { Keys: AttributeMap[] }>).flatMap(
        ([table, request]) => request.Keys.map((key) => keyOfItem(table, key)),
      );
    case 'BatchWriteItem':
      return Object.entries(
        input.RequestItems as Record<
          string,
          { PutRequest?: { Item: AttributeMap }; DeleteRequest?: { Key: AttributeMap } }[]
        >,
      ).flatMap(([table, requests]) =>
        requests.map((request) =>
          keyOfItem(table, (request.PutRequest?.Item ?? request.DeleteRequest?.Key) as AttributeMap),
        ),
      );
    case 'TransactWriteItems':
      return (
        input.TransactItems as Record<string, { TableName: string; Key?: AttributeMap; Item?: AttributeMap }>[]
      ).map((entry) => {
        const write = Object.values(entry)[0] as { TableName: string; Key?: AttributeMap; Item?: AttributeMap };
        return keyOfItem(write.TableName, (write.Key ?? write.Item) as AttributeMap);
      });
    default:
      return [];
  }
}

/** The pending updates as UpdateItem inputs: one per key, split every CLAUSES_PER_UPDATE clauses. */
export function mergedUpdateCalls(updates: readonly PendingUpdate[]): Record<string, unknown>[] {
  const updateCalls: Record<string, unknown>[] = [];
  for (const update of updates) {
    const clauses: { kind: 'SET' | 'ADD'; name: string; value: AttributeValue }[] = [
      ...[...update.set].map(([name, value]) => ({ kind: 'SET' as const, name, value })),
      ...[...update.add].map(([name, value]) => ({ kind: 'ADD' as const, name, value: { N: String(value) } })),
    ];
    for (let index = 0; index < clauses.length; index += CLAUSES_PER_UPDATE) {
      const chunk = clauses.slice(index, index + CLAUSES_PER_UPDATE);
      const names: Record<string, string> = {};
      const values: AttributeMap = {};
      const sets: string[] = [];
      const adds: string[] = [];
      chunk.forEach((clause, position) => {
        names[`#a${position}`] = clause.name;
        values[`:v${position}`] = clause.value;
        (clause.kind === 'SET' ? sets : adds).push(
          clause.kind === 'SET' ? `#a${position} = :v${position}` : `#a${position} :v${position}`,
        );
      });
      updateCalls.push({
        TableName: update.table,
        Key: update.key,
        UpdateExpression: [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : '']
          .filter(Boolean)
          .join(' '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
    }
  }
  return updateCalls;
}

export async function runPool<T>(tasks: T[], concurrency: number, run: (task: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length) await run(tasks[next++] as T);
    }),
  );
}
