import { describe, expect, it } from 'vitest';
import { asAccessCheck, ReadScope, withReadScope } from './read-scope.ts';

type Doc = Record<string, unknown>;

/**
 * A stand-in for DynamoDB's BatchGetItem that answers when told to: the events list shows what
 * was sent and answered in which order.
 */
function fakeBatchGet(events: string[], items: Record<string, Doc[]>) {
  const pending: (() => void)[] = [];
  const send = (input: Doc) => {
    const requested = input.RequestItems as Record<string, { Keys: Doc[] }>;
    const described = Object.entries(requested)
      .map(([table, request]) => `${table}:${request.Keys.map((key) => key.id).join('+')}`)
      .join(',');
    events.push(`batch sent ${described}`);
    return new Promise<{ Responses: Record<string, Doc[]> }>((resolve) => {
      pending.push(() => {
        events.push(`batch answered ${described}`);
        const responses = Object.fromEntries(
          Object.entries(requested).map(([table, request]) => [
            table,
            (items[table] ?? []).filter((item) => request.Keys.some((key) => key.id === item.id)),
          ]),
        );
        resolve({ Responses: responses });
      });
    });
  };
  const answerAll = async () => {
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const answer of pending.splice(0)) answer();
  };
  return { send, answerAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('read scope', () => {
  it('sends the item reads of one turn as one BatchGet, each key once', async () => {
    const events: string[] = [];
    const dynamo = fakeBatchGet(events, { users: [{ id: 1, name: 'Ada' }], orgs: [{ id: 7 }] });
    const scope = new ReadScope(dynamo.send);
    const reads = Promise.all([
      scope.load('users', { id: 1 }),
      scope.load('orgs', { id: 7 }),
      scope.load('users', { id: 1 }),
      scope.load('users', { id: 2 }),
    ]);
    await dynamo.answerAll();
    expect(await reads).toEqual([{ id: 1, name: 'Ada' }, { id: 7 }, { id: 1, name: 'Ada' }, undefined]);
    expect(events).toEqual(['batch sent users:1+2,orgs:7', 'batch answered users:1+2,orgs:7']);
  });

  it('sends a Query started in the same turn right after the batch, while the batch is still out', async () => {
    const events: string[] = [];
    const dynamo = fakeBatchGet(events, {});
    const scope = new ReadScope(dynamo.send);
    let answerQuery = () => {};
    const query = scope.send(() => {
      events.push('query sent');
      return new Promise<string>((resolve) => {
        answerQuery = () => resolve('rows');
      });
    });
    const read = scope.load('users', { id: 1 });
    expect(events).toEqual([]);
    await turn();
    expect(events).toEqual(['batch sent users:1', 'query sent']);
    answerQuery();
    await dynamo.answerAll();
    expect(await query).toBe('rows');
    expect(await read).toBeUndefined();
  });

  it('holds access checks while a Query is out, so reads that need its answer join the same batch', async () => {
    const events: string[] = [];
    const dynamo = fakeBatchGet(events, { identity: [{ id: 's' }], records: [{ id: 3 }] });
    const scope = new ReadScope(dynamo.send);
    const work = withReadScope(scope, async () => {
      const session = asAccessCheck(() => scope.load('identity', { id: 's' }));
      const ids = await scope.send(async () => {
        events.push('query sent');
        await turn();
        events.push('query answered');
        return [3];
      });
      const records = await Promise.all(ids.map((id) => scope.load('records', { id })));
      return [await session, records];
    });
    await dynamo.answerAll();
    expect(await work).toEqual([{ id: 's' }, [{ id: 3 }]]);
    expect(events).toEqual([
      'query sent',
      'query answered',
      'batch sent identity:s,records:3',
      'batch answered identity:s,records:3',
    ]);
  });

  it('lets writes wait for the session check and fail with it', async () => {
    const scope = new ReadScope(fakeBatchGet([], {}).send);
    const refused = new Error('401');
    scope.gateOn(Promise.reject(refused));
    await expect(scope.passed()).rejects.toBe(refused);
    const confirmed = new ReadScope(fakeBatchGet([], {}).send);
    confirmed.gateOn(Promise.resolve({ user: 1 }));
    await expect(confirmed.passed()).resolves.toBeUndefined();
  });
});
