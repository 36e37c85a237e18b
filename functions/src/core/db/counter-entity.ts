import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';

/** Atomic counters that allocate ids: one item per entity type, incremented with ADD. */
export function createCounterEntity(table: string, client: DynamoDBDocumentClient) {
  return new Entity(
    {
      model: { entity: 'counter', version: '1', service: 'wattle' },
      attributes: {
        name: { type: 'string', required: true, readOnly: true },
        value: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['name'], template: 'counter#${name}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'counter', casing: 'none' },
        },
      },
    },
    { table, client },
  );
}

export type CounterEntity = ReturnType<typeof createCounterEntity>;

/** Returns the next id for `name` (1, 2, 3, ...). Unique across the deployment. */
export async function nextId(counter: CounterEntity, name: string): Promise<number> {
  const result = await counter.update({ name }).add({ value: 1 }).go({ response: 'all_new' });
  const value = result.data.value;
  if (typeof value !== 'number') throw new Error(`Counter ${name} returned no value`);
  return value;
}

/** Allocates `count` ids of `name` in one counter update (the last of them is the counter's new value). */
export async function allocateIds(counter: CounterEntity, name: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await counter.update({ name }).add({ value: count }).go({ response: 'all_new' });
  const last = Number(result.data.value);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}
