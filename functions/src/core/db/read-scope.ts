import { AsyncLocalStorage } from 'node:async_hooks';
import { type BatchSender, fetchBatch } from './batch-get.ts';

type Doc = Record<string, unknown>;

interface PendingRead {
  table: string;
  key: Doc;
  consistent: boolean;
  /** Projection of a BatchGet request; reads of a table with different projections go apart. */
  projection?: { expression: string; names?: Record<string, string> };
  /** An access check (session, membership): may wait for a Query in flight to join its reads. */
  check: boolean;
  resolve: (item: Doc | undefined) => void;
  reject: (error: unknown) => void;
}

const keyId = (key: Doc) =>
  JSON.stringify(
    Object.keys(key)
      .sort()
      .map((name) => [name, key[name]]),
  );

/**
 * The reads of one API request. Item reads issued while nothing else is in flight — the session
 * check, the membership check and the records a handler asks for — go to DynamoDB as one
 * BatchGetItem; while a Query is in flight, access checks wait for it, so reads that depend on the
 * Query's answer join the same batch. Other requests (Queries, writes) started in the same turn
 * are sent right after that batch, so neither waits for the other. Writes are not sent before the
 * session is confirmed, and the HTTP layer answers 401 instead of any response when it is not, so
 * reading ahead of the check never acts for, or answers, an unchecked caller.
 */
export class ReadScope {
  #queue: PendingRead[] = [];
  /** Requests other than item reads, waiting for the turn's batch to be sent first. */
  #requests: (() => void)[] = [];
  #scheduled = false;
  #gate: Promise<void> = Promise.resolve();
  #inFlight = 0;

  readonly #sendBatch: BatchSender;

  constructor(sendBatch: BatchSender) {
    this.#sendBatch = sendBatch;
  }

  /** Holds writes until `check` settles; its rejection (401) fails them. */
  gateOn(check: Promise<unknown>): void {
    const gate = check.then(() => undefined);
    gate.catch(() => undefined);
    this.#gate = gate;
  }

  /** Resolves once the caller is confirmed; rejects with the check's error otherwise. */
  passed(): Promise<void> {
    return this.#gate;
  }

  /**
   * Sends a request that is not batched (a Query, a write) at the end of the current turn, just
   * after the turn's batch of item reads, and counts it as in flight until it is answered.
   */
  send<T>(send: () => Promise<T>): Promise<T> {
    const sent = new Promise<T>((resolve, reject) => {
      this.#requests.push(() => {
        this.#track(send).then(resolve, reject);
      });
    });
    this.#schedule();
    return sent;
  }

  async #track<T>(send: () => Promise<T>): Promise<T> {
    this.#inFlight++;
    try {
      return await send();
    } finally {
      this.#inFlight--;
      if (this.#inFlight === 0 && this.#queue.length > 0) this.#schedule();
    }
  }

  load(
    table: string,
    key: Doc,
    options: { consistent?: boolean; projection?: PendingRead['projection']; check?: boolean } = {},
  ): Promise<Doc | undefined> {
    const loaded = new Promise<Doc | undefined>((resolve, reject) => {
      this.#queue.push({
        table,
        key,
        consistent: options.consistent ?? false,
        projection: options.projection,
        check: options.check ?? checks.getStore() === true,
        resolve,
        reject,
      });
    });
    this.#schedule();
    return loaded;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // After the current turn's promise jobs, so every read started together joins. Access checks
    // alone wait for a Query in flight: the reads that depend on its answer then join them.
    setImmediate(() => {
      this.#scheduled = false;
      const requests = this.#requests;
      this.#requests = [];
      const waitForAnswers = this.#inFlight + requests.length > 0 && this.#queue.every((read) => read.check);
      if (this.#queue.length > 0 && !waitForAnswers) void this.#flush();
      for (const start of requests) start();
    });
  }

  async #flush(): Promise<void> {
    const queue = this.#queue;
    this.#queue = [];
    // One BatchGetItem names each table once, with one projection: reads of a table that asked
    // for different attributes get whole items (the extra attributes cost little and no request).
    const byTable = new Map<string, PendingRead[]>();
    for (const read of queue) byTable.set(read.table, [...(byTable.get(read.table) ?? []), read]);
    for (const reads of byTable.values()) {
      const signature = JSON.stringify(reads[0]?.projection ?? null);
      if (reads.some((read) => JSON.stringify(read.projection ?? null) !== signature)) {
        for (const read of reads) read.projection = undefined;
      }
    }
    await this.#track(() => this.#fetch(queue));
  }

  async #fetch(reads: PendingRead[]): Promise<void> {
    try {
      const found = new Map<string, Doc>();
      const byTable = new Map<string, PendingRead[]>();
      for (const read of reads) byTable.set(read.table, [...(byTable.get(read.table) ?? []), read]);
      const pending: Record<string, Doc> = {};
      for (const [table, tableReads] of byTable) {
        const keys = [...new Map(tableReads.map((read) => [keyId(read.key), read.key])).values()];
        const projection = tableReads[0]?.projection;
        // The key attributes come back too, to match items to reads.
        const projected = new Set(
          (projection?.expression ?? '').split(',').map((path) => {
            const name = path.trim();
            return projection?.names?.[name] ?? name;
          }),
        );
        const keyNames = Object.keys(tableReads[0]?.key ?? {}).filter((name) => !projected.has(name));
        const keyAliases = Object.fromEntries(keyNames.map((name, index) => [`#readkey${index}`, name]));
        pending[table] = {
          Keys: keys,
          ...(tableReads.some((read) => read.consistent) ? { ConsistentRead: true } : {}),
          ...(projection
            ? {
                ProjectionExpression: [projection.expression, ...Object.keys(keyAliases)].join(', '),
                ExpressionAttributeNames: { ...projection.names, ...keyAliases },
              }
            : {}),
        };
      }
      for (const [table, items] of await fetchBatch(this.#sendBatch, pending)) {
        const keyNames = Object.keys(byTable.get(table)?.[0]?.key ?? {});
        for (const item of items) {
          const key = Object.fromEntries(keyNames.map((name) => [name, item[name]]));
          found.set(`${table}\n${keyId(key)}`, item);
        }
      }
      for (const read of reads) read.resolve(found.get(`${read.table}\n${keyId(read.key)}`));
    } catch (error) {
      for (const read of reads) read.reject(error);
    }
  }
}

const storage = new AsyncLocalStorage<ReadScope>();
const checks = new AsyncLocalStorage<boolean>();

/** Marks the reads `fn` makes as access checks (see ReadScope). */
export function asAccessCheck<T>(fn: () => T): T {
  return checks.run(true, fn);
}

/** Runs one API request's work in a read scope (the HTTP layer does this per authenticated request). */
export function withReadScope<T>(scope: ReadScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentReadScope(): ReadScope | undefined {
  return storage.getStore();
}

/** Runs `fn` outside any read scope: the session check's own writes must not wait for itself. */
export function outsideReadScope<T>(fn: () => T): T {
  return storage.exit(fn);
}
