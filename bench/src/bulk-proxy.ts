/**
 * A DynamoDB wire-protocol proxy for seeding: every request passes through to DynamoDB Local
 * unchanged, except that while `capturing` is on, TransactWriteItems requests are answered
 * "done" at once and their items are kept; `flush()` then writes them in bulk (BatchWriteItem for
 * puts, one merged UpdateItem per key for updates).
 *
 * The items are the ones the core itself built (employee, uniqueness guards, locator, history,
 * directory shard updates), byte for byte: the proxy only trades the transaction for
 * bulk writes. It works at the HTTP level, so it does not depend on which DynamoDB client the
 * core uses. A transaction it cannot merge exactly (a delete, a condition check, an update with
 * a condition or an expression other than `SET a = :v` / `ADD a :n`, a put whose condition is more
 * than `attribute_not_exists(...)`) is not captured: pending writes are flushed and it is
 * forwarded as a real transaction. Put conditions are only create guards, so the proxy enforces
 * them itself: two captured puts to one key fail the seed.
 *
 * While capturing, GetItem and BatchGetItem answers are also remembered and repeated for an
 * identical request until a write (forwarded or captured) touches one of the keys they read: the
 * seed's creates read the same membership and department items thousands of times, and DynamoDB
 * Local, not the core, is the seed's bottleneck.
 */
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AttributeMap,
  type AttributeValue,
  BATCH_WRITE_SIZE,
  keysOf as keysNamed,
  mergedUpdateCalls,
  type PendingUpdate,
  parseUpdateExpression,
  runPool,
  SIMPLE_GUARD,
  TARGET_PREFIX,
  type TransactItem,
} from './bulk-writes.ts';

export interface BulkProxy {
  endpoint: string;
  /** While true, mergeable TransactWriteItems are kept instead of sent. */
  capturing: boolean;
  /** Writes every kept item; resolves when DynamoDB has them all. */
  flush(onProgress?: (done: number, total: number) => void): Promise<void>;
  stats: { captured: number; forwarded: number; passedThroughTransactions: number; cachedReads: number };
  close(): Promise<void>;
}

/** Starts the proxy in front of `upstream` (e.g. DynamoDB Local's endpoint). */
export async function startBulkProxy(upstream: string, keyAttributes: (table: string) => string[]): Promise<BulkProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const pendingPuts = new Map<string, { table: string; item: AttributeMap }>();
  const pendingUpdates = new Map<string, PendingUpdate>();
  let templateHeaders: IncomingHttpHeaders | undefined;
  const stats = { captured: 0, forwarded: 0, passedThroughTransactions: 0, cachedReads: 0 };
  type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };
  const readCache = new Map<string, Answer>();
  const readersOfKey = new Map<string, Set<string>>();
  /** When each key was last written (a counter): a read that overlapped a write of its keys is not remembered. */
  let generation = 0;
  const writtenAt = new Map<string, number>();

  const keyId = (table: string, item: AttributeMap) =>
    `${table}\u0000${JSON.stringify(keyAttributes(table).map((name) => item[name]))}`;

  const keysOf = (operation: string, input: Record<string, unknown>) => keysNamed(operation, input, keyId);

  function invalidate(keys: string[]): void {
    generation++;
    for (const key of keys) {
      writtenAt.set(key, generation);
      for (const cacheKey of readersOfKey.get(key) ?? []) readCache.delete(cacheKey);
      readersOfKey.delete(key);
    }
  }

  /** One request to DynamoDB Local; the response body as text. */
  function send(
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: '/',
          method: 'POST',
          agent,
          headers: { ...headers, host: target.host, 'content-length': String(body.length) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /** A JSON-protocol call made by the proxy itself, with the headers of a captured request. */
  async function call(operation: string, input: unknown): Promise<Record<string, unknown>> {
    if (!templateHeaders) throw new Error('bulk proxy: nothing captured yet');
    const headers = { ...templateHeaders, 'x-amz-target': `${TARGET_PREFIX}${operation}` };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    for (let attempt = 0; ; attempt++) {
      const response = await send(headers, Buffer.from(JSON.stringify(input)));
      const text = response.body.toString('utf8');
      if (response.status === 200) return JSON.parse(text || '{}') as Record<string, unknown>;
      if (attempt < 5 && /Throttl|ProvisionedThroughputExceeded|InternalServerError/.test(text)) {
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        continue;
      }
      throw new Error(`bulk proxy: ${operation} answered ${response.status}: ${text.slice(0, 300)}`);
    }
  }

  /** Keeps the transaction's writes if all of them merge exactly; false otherwise. */
  /** The tokens of the transactions captured, to answer their resends (see the server below). */
  const capturedTokens = new Set<string>();

  function capture(items: TransactItem[]): boolean {
    const puts: { id: string; table: string; item: AttributeMap }[] = [];
    const updates: {
      id: string;
      table: string;
      key: AttributeMap;
      set: [string, AttributeValue][];
      add: [string, number][];
    }[] = [];
    for (const entry of items) {
      if (entry.Put) {
        const { TableName, Item, ConditionExpression } = entry.Put;
        if (ConditionExpression && !SIMPLE_GUARD.test(ConditionExpression)) return false;
        puts.push({ id: keyId(TableName, Item), table: TableName, item: Item });
      } else if (entry.Update) {
        const { TableName, Key, UpdateExpression, ConditionExpression } = entry.Update;
        if (ConditionExpression) return false;
        const parsed = parseUpdateExpression(UpdateExpression);
        if (!parsed) return false;
        const names = entry.Update.ExpressionAttributeNames ?? {};
        const values = entry.Update.ExpressionAttributeValues ?? {};
        const nameOf = (token: string) => (token.startsWith('#') ? names[token] : token);
        const set: [string, AttributeValue][] = [];
        const add: [string, number][] = [];
        for (const [name, value] of parsed.set) {
          const attribute = nameOf(name);
          const attributeValue = values[value];
          if (!attribute || !attributeValue) return false;
          set.push([attribute, attributeValue]);
        }
        for (const [name, value] of parsed.add) {
          const attribute = nameOf(name);
          const number = values[value]?.N;
          if (!attribute || typeof number !== 'string') return false;
          add.push([attribute, Number(number)]);
        }
        updates.push({ id: keyId(TableName, Key), table: TableName, key: Key, set, add });
      } else {
        return false;
      }
    }
    // A put and an update of one key, or an attribute both SET and ADDed, do not merge.
    for (const put of puts) {
      if (pendingUpdates.has(put.id) || updates.some((update) => update.id === put.id)) return false;
    }
    for (const update of updates) {
      if (pendingPuts.has(update.id)) return false;
      const pending = pendingUpdates.get(update.id);
      if (pending && update.set.some(([name]) => pending.add.has(name))) return false;
      if (pending && update.add.some(([name]) => pending.set.has(name))) return false;
    }
    for (const put of puts) {
      if (pendingPuts.has(put.id)) {
        throw new Error(
          `bulk proxy: two creates of one item (${put.id.replace('\u0000', ' ')}): the seed is not unique`,
        );
      }
      pendingPuts.set(put.id, { table: put.table, item: put.item });
    }
    for (const update of updates) {
      let pending = pendingUpdates.get(update.id);
      if (!pending) {
        pending = { table: update.table, key: update.key, set: new Map(), add: new Map() };
        pendingUpdates.set(update.id, pending);
      }
      for (const [name, value] of update.set) pending.set.set(name, value);
      for (const [name, value] of update.add) pending.add.set(name, (pending.add.get(name) ?? 0) + value);
    }
    invalidate([...puts.map((put) => put.id), ...updates.map((update) => update.id)]);
    stats.captured++;
    return true;
  }

  let flushing: Promise<void> = Promise.resolve();
  function flush(onProgress?: (done: number, total: number) => void): Promise<void> {
    flushing = flushing.then(async () => {
      const puts = [...pendingPuts.values()];
      const updates = [...pendingUpdates.values()];
      const written = [...pendingPuts.keys(), ...pendingUpdates.keys()];
      pendingPuts.clear();
      pendingUpdates.clear();
      const batches: { table: string; item: AttributeMap }[][] = [];
      for (let index = 0; index < puts.length; index += BATCH_WRITE_SIZE) {
        batches.push(puts.slice(index, index + BATCH_WRITE_SIZE));
      }
      const updateCalls = mergedUpdateCalls(updates);
      const total = batches.length + updateCalls.length;
      let done = 0;
      const tick = () => {
        done++;
        if (done % 50 === 0 || done === total) onProgress?.(done, total);
      };
      await runPool(batches, 4, async (batch) => {
        let requestItems: Record<string, unknown[]> = {};
        for (const { table, item } of batch) {
          requestItems[table] = [...(requestItems[table] ?? []), { PutRequest: { Item: item } }];
        }
        for (let attempt = 0; Object.keys(requestItems).length > 0; attempt++) {
          if (attempt > 8) throw new Error('bulk proxy: BatchWriteItem left items unprocessed');
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
          const response = await call('BatchWriteItem', { RequestItems: requestItems });
          requestItems = (response.UnprocessedItems ?? {}) as Record<string, unknown[]>;
        }
        tick();
      });
      await runPool(updateCalls, 4, async (input) => {
        await call('UpdateItem', input);
        tick();
      });
      // Reads made while these were pending saw the items without them.
      invalidate(written);
    });
    return flushing;
  }

  const proxy: BulkProxy = {
    endpoint: '',
    capturing: false,
    flush,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      try {
        const operation = String(incoming.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
        const input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        if (operation === 'TransactWriteItems') {
          templateHeaders ??= incoming.headers;
          // DynamoDB answers a resent transaction (same ClientRequestToken, which the SDK keeps across
          // its retries) as done without writing it again; so does the proxy, so that an SDK retry
          // after a slow answer is not taken for a second create of the same items.
          const token = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : undefined;
          if (proxy.capturing && token && capturedTokens.has(token)) {
            outgoing.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
            outgoing.end('{}');
            return;
          }
          if (proxy.capturing && capture(input.TransactItems as TransactItem[])) {
            if (token) capturedTokens.add(token);
            outgoing.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
            outgoing.end('{}');
            return;
          }
          // Not mergeable: everything captured so far goes first, then the real transaction.
          await flush();
          stats.passedThroughTransactions++;
        }
        const cacheable = proxy.capturing && (operation === 'GetItem' || operation === 'BatchGetItem');
        const cacheKey = `${operation}\u0000${body.toString('utf8')}`;
        let answer = cacheable ? readCache.get(cacheKey) : undefined;
        if (answer) {
          stats.cachedReads++;
        } else {
          // A write changes what earlier reads of its keys saw.
          if (!cacheable) invalidate(keysOf(operation, input));
          stats.forwarded++;
          const before = generation;
          answer = await send(incoming.headers, body);
          const unprocessed = /"UnprocessedKeys":\{"/.test(answer.body.toString('utf8'));
          const keys = cacheable ? keysOf(operation, input) : [];
          const overlapped = keys.some((key) => (writtenAt.get(key) ?? 0) > before);
          if (cacheable && answer.status === 200 && !unprocessed && !overlapped) {
            readCache.set(cacheKey, answer);
            for (const key of keys) {
              const readers = readersOfKey.get(key) ?? new Set<string>();
              readersOfKey.set(key, readers);
              readers.add(cacheKey);
            }
          }
        }
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        headers['content-length'] = String(answer.body.length);
        outgoing.writeHead(answer.status, headers);
        outgoing.end(answer.body);
      } catch (error) {
        outgoing.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' });
        outgoing.end(
          JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
            message: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
