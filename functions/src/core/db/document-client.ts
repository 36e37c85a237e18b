import { randomUUID } from 'node:crypto';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { awsJson } from '../aws/json-protocol.ts';
import { currentReadScope, ReadScope } from './read-scope.ts';

/** The DynamoDB operations this code uses. */
export type Operation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'Scan'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems'
  | 'TransactGetItems';

type Doc = Record<string, unknown>;
type Attributes = Record<string, unknown>;

const toAttributes = (value: unknown) =>
  marshall(value as Doc, { removeUndefinedValues: true, convertEmptyValues: false }) as Attributes;
const fromAttributes = (value: unknown) => unmarshall(value as Parameters<typeof unmarshall>[0]) as Doc;

function mapFields(target: Doc | undefined, fields: string[], convert: (value: unknown) => unknown): Doc | undefined {
  if (!target) return target;
  const copy: Doc = { ...target };
  for (const field of fields) if (copy[field] !== undefined) copy[field] = convert(copy[field]);
  return copy;
}

/**
 * Binary attribute values travel as base64 in DynamoDB's JSON protocol: `{ B: Uint8Array }` from
 * the marshaller becomes `{ B: "base64" }` on the way out, and back on the way in. Only a typed
 * attribute value has a `B` (or `BS`) key with a string (or string array) value.
 */
function binaryToWire(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  if (Array.isArray(value)) return value.map(binaryToWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, binaryToWire(inner)]));
  }
  return value;
}

/** Turns `{ B: "base64" }` values back into bytes, in place: the answer was just parsed and is ours. */
function binaryFromWire(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = binaryFromWire(value[index]);
    return value;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1) {
      const inner = record[keys[0] as string];
      if (keys[0] === 'B' && typeof inner === 'string') return { B: Buffer.from(inner, 'base64') };
      if (keys[0] === 'BS' && Array.isArray(inner) && inner.every((item) => typeof item === 'string')) {
        return { BS: inner.map((item: string) => Buffer.from(item, 'base64')) };
      }
    }
    for (const key of keys) record[key] = binaryFromWire(record[key]);
  }
  return value;
}

/** Document-form input (plain JS values) to the wire form DynamoDB takes. */
function marshallInput(operation: Operation, input: Doc): Doc {
  const plain = ['Key', 'Item', 'ExpressionAttributeValues', 'ExclusiveStartKey'];
  switch (operation) {
    case 'BatchGetItem': {
      const requests = input.RequestItems as Record<string, Doc>;
      const RequestItems = Object.fromEntries(
        Object.entries(requests).map(([table, request]) => [
          table,
          { ...request, Keys: (request.Keys as unknown[]).map(toAttributes) },
        ]),
      );
      return { ...input, RequestItems };
    }
    case 'BatchWriteItem': {
      const requests = input.RequestItems as Record<string, Doc[]>;
      const RequestItems = Object.fromEntries(
        Object.entries(requests).map(([table, writes]) => [
          table,
          writes.map((write) => ({
            ...(write.PutRequest ? { PutRequest: mapFields(write.PutRequest as Doc, ['Item'], toAttributes) } : {}),
            ...(write.DeleteRequest
              ? { DeleteRequest: mapFields(write.DeleteRequest as Doc, ['Key'], toAttributes) }
              : {}),
          })),
        ]),
      );
      return { ...input, RequestItems };
    }
    case 'TransactWriteItems':
    case 'TransactGetItems': {
      const TransactItems = (input.TransactItems as Doc[]).map((entry) =>
        Object.fromEntries(
          Object.entries(entry).map(([kind, part]) => [kind, mapFields(part as Doc, plain, toAttributes)]),
        ),
      );
      return { ...input, TransactItems };
    }
    default:
      return mapFields(input, plain, toAttributes) as Doc;
  }
}

/** Wire-form output back to plain JS values. */
function unmarshallOutput(operation: Operation, output: Doc): Doc {
  switch (operation) {
    case 'BatchGetItem': {
      const responses = (output.Responses ?? {}) as Record<string, unknown[]>;
      const unprocessed = (output.UnprocessedKeys ?? {}) as Record<string, Doc>;
      return {
        ...output,
        Responses: Object.fromEntries(
          Object.entries(responses).map(([table, items]) => [table, items.map(fromAttributes)]),
        ),
        UnprocessedKeys: Object.fromEntries(
          Object.entries(unprocessed).map(([table, request]) => [
            table,
            { ...request, Keys: (request.Keys as unknown[]).map(fromAttributes) },
          ]),
        ),
      };
    }
    case 'BatchWriteItem': {
      const unprocessed = (output.UnprocessedItems ?? {}) as Record<string, Doc[]>;
      return {
        ...output,
        UnprocessedItems: Object.fromEntries(
          Object.entries(unprocessed).map(([table, writes]) => [
            table,
            writes.map((write) => ({
              ...(write.PutRequest ? { PutRequest: mapFields(write.PutRequest as Doc, ['Item'], fromAttributes) } : {}),
              ...(write.DeleteRequest
                ? { DeleteRequest: mapFields(write.DeleteRequest as Doc, ['Key'], fromAttributes) }
                : {}),
            })),
          ]),
        ),
      };
    }
    case 'TransactGetItems':
      return {
        ...output,
        Responses: ((output.Responses ?? []) as Doc[]).map((entry) => mapFields(entry, ['Item'], fromAttributes)),
      };
    default: {
      const copy = mapFields(output, ['Item', 'Attributes', 'LastEvaluatedKey'], fromAttributes) as Doc;
      if (Array.isArray(output.Items)) copy.Items = output.Items.map(fromAttributes);
      return copy;
    }
  }
}

const WRITES = new Set<Operation>(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** Whether resending the operation after a lost connection cannot apply it twice. */
function isIdempotent(operation: Operation, input: Doc): boolean {
  switch (operation) {
    case 'UpdateItem':
      return false;
    case 'PutItem':
    case 'DeleteItem':
      return input.ConditionExpression === undefined;
    default:
      // Reads, batch puts/deletes of whole items, and transactions (sent with a request token).
      return true;
  }
}

/** The answer fields this code reads, in document form. */
export interface DynamoOutput {
  Item?: Doc;
  Items?: Doc[];
  Attributes?: Doc;
  LastEvaluatedKey?: Doc;
  Count?: number;
  Responses?: Record<string, Doc[]>;
  UnprocessedKeys?: Record<string, { Keys: Doc[] } & Doc>;
  UnprocessedItems?: Record<string, Doc[]>;
  /** A Query or GetItem reports one entry, batch and transaction operations one per table. */
  ConsumedCapacity?: { CapacityUnits?: number } & Doc;
}

/**
 * Told of every command as it is sent (tests and the benchmark count and record them); may return
 * a function to be called once the command has been answered or has failed.
 */
export type CommandListener = (commandName: string, input: Doc) => (() => void) | undefined;

/** A DynamoDB command: the operation and its document-form input, as `send` takes it. */
export interface Command {
  readonly operation: Operation;
  readonly input: Doc;
}

/**
 * A small DynamoDB document client: plain JS values in and out (marshalled with
 * @aws-sdk/util-dynamodb), SigV4-signed fetch on the wire. It replaces the AWS SDK clients, which
 * alone weighed more than a whole Lambda's budget. It also offers the v2 DocumentClient methods
 * (`get`, `query`, ... with `.promise()`) that ElectroDB drives.
 */
export class DocumentClient {
  readonly #listeners = new Set<CommandListener>();

  onCommand(listener: CommandListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Sends one operation. Inside an API request's read scope, item reads join the request's
   * batched BatchGetItem and writes are not sent before the caller's session is confirmed.
   */
  async request<T = DynamoOutput>(operation: Operation, input: Doc): Promise<T> {
    const scope = currentReadScope();
    if (!scope) return this.#send<T>(operation, input);
    if (operation === 'GetItem') {
      const item = await scope.load(String(input.TableName), input.Key as Doc, {
        consistent: input.ConsistentRead === true,
        ...(input.ProjectionExpression
          ? {
              projection: {
                expression: String(input.ProjectionExpression),
                names: input.ExpressionAttributeNames as Record<string, string> | undefined,
              },
            }
          : {}),
      });
      return (item ? { Item: item } : {}) as T;
    }
    if (operation === 'BatchGetItem') return (await this.#batchGetInScope(scope, input)) as T;
    if (WRITES.has(operation)) await scope.passed();
    return scope.send(() => this.#send<T>(operation, input));
  }

  /** A new read scope for one API request; its batches go straight to DynamoDB. */
  newReadScope(): ReadScope {
    return new ReadScope((input) => this.#send('BatchGetItem', input));
  }

  async #batchGetInScope(scope: ReadScope, input: Doc): Promise<DynamoOutput> {
    const responses: Record<string, Doc[]> = {};
    const requests = Object.entries(input.RequestItems as Record<string, Doc>);
    await Promise.all(
      requests.flatMap(([table, request]) =>
        (request.Keys as Doc[]).map(async (key) => {
          const item = await scope.load(table, key, {
            consistent: request.ConsistentRead === true,
            ...(request.ProjectionExpression
              ? {
                  projection: {
                    expression: String(request.ProjectionExpression),
                    names: request.ExpressionAttributeNames as Record<string, string> | undefined,
                  },
                }
              : {}),
          });
          if (!item) return;
          responses[table] ??= [];
          responses[table].push(item);
        }),
      ),
    );
    return { Responses: responses, UnprocessedKeys: {} };
  }

  /** Sends one operation; transactions get a request token so a resend is applied once. */
  async #send<T = DynamoOutput>(operation: Operation, input: Doc): Promise<T> {
    const sent =
      operation === 'TransactWriteItems' && input.ClientRequestToken === undefined
        ? { ...input, ClientRequestToken: randomUUID() }
        : input;
    const settled: (() => void)[] = [];
    for (const listener of this.#listeners) {
      const done = listener(`${operation}Command`, input);
      if (done) settled.push(done);
    }
    try {
      const output = await awsJson<Doc>('dynamodb', operation, binaryToWire(marshallInput(operation, sent)), {
        idempotent: isIdempotent(operation, input),
      });
      return unmarshallOutput(operation, binaryFromWire(output) as Doc) as T;
    } finally {
      for (const done of settled) done();
    }
  }

  send<T = DynamoOutput>(command: Command): Promise<T> {
    return this.request<T>(command.operation, command.input);
  }

  // The v2 DocumentClient surface ElectroDB detects and calls.
  get = (params: Doc) => this.#v2('GetItem', params);
  put = (params: Doc) => this.#v2('PutItem', params);
  update = (params: Doc) => this.#v2('UpdateItem', params);
  delete = (params: Doc) => this.#v2('DeleteItem', params);
  query = (params: Doc) => this.#v2('Query', params);
  scan = (params: Doc) => this.#v2('Scan', params);
  batchGet = (params: Doc) => this.#v2('BatchGetItem', params);
  batchWrite = (params: Doc) => this.#v2('BatchWriteItem', params);
  transactWrite = (params: Doc) => this.#v2Transaction('TransactWriteItems', params);
  transactGet = (params: Doc) => this.#v2Transaction('TransactGetItems', params);
  createSet = (values: unknown[]) => new Set(values);

  #v2(operation: Operation, params: Doc) {
    return { promise: () => this.request(operation, params), abort: () => undefined };
  }

  /**
   * ElectroDB reads a cancelled transaction's reasons from the v2 `extractError` event (the raw
   * HTTP body) and then turns the rejection into `{ canceled }`.
   */
  #v2Transaction(operation: Operation, params: Doc) {
    const handlers: ((response: unknown) => void)[] = [];
    return {
      on(event: string, handler: (response: unknown) => void) {
        if (event === 'extractError') handlers.push(handler);
        return this;
      },
      abort: () => undefined,
      promise: async () => {
        try {
          return await this.request(operation, params);
        } catch (error) {
          const reasons = (error as { CancellationReasons?: unknown }).CancellationReasons;
          if (Array.isArray(reasons)) {
            const body = Buffer.from(JSON.stringify({ CancellationReasons: reasons }));
            for (const handler of handlers) handler({ httpResponse: { body } });
          }
          throw error;
        }
      },
    };
  }
}
