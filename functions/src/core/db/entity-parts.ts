import { Entity, type Schema } from 'electrodb';
import { lazy } from '../lazy.ts';
import { dynamo, tableNames } from './client.ts';

/**
 * The parts every ElectroDB entity of an organization-scoped table shares, written once: the
 * organization id that partitions it, padded ids in sort keys, the version and timestamps of
 * optimistic concurrency, the `org#<id>` table index and the gsi key shape. Each entity spreads
 * them into its own schema; what is stored is exactly what the hand-written schemas stored
 * (db/entity-schemas.test.ts keeps every entity's schema in a snapshot).
 */

/** Ids in sort keys are twelve digits, zero-padded, so they sort as numbers do. */
export const ID_PADDING = { length: 12, char: '0' } as const;

/** The organization an item belongs to: the partition of every organization-scoped item. */
export const organizationIdAttribute = { type: 'number', required: true, readOnly: true } as const;

/** A numeric id that names the item in its sort key: set once, padded. */
export const keyIdAttribute = { type: 'number', required: true, readOnly: true, padding: ID_PADDING } as const;

/** Optimistic concurrency: every update checks `version` and moves it on, with `updated_at`. */
export const versionAttributes = {
  version: { type: 'number', required: true },
  updated_at: { type: 'string', required: true },
} as const;

/** `versionAttributes` and when the item was created. */
export const timestampAttributes = {
  version: { type: 'number', required: true },
  created_at: { type: 'string', required: true, readOnly: true },
  updated_at: { type: 'string', required: true },
} as const;

/** `pk` = `org#<organization id>`: every organization-scoped item's partition. */
export const organizationPartition = {
  field: 'pk',
  composite: ['organization_id'],
  template: 'org#${organization_id}',
  casing: 'none',
} as const;

/** The table index of an organization-scoped item: its organization's partition, `sk` from `template`. */
export function organizationIndex<const C extends readonly string[]>(template: string, composite: C) {
  return { pk: organizationPartition, sk: { field: 'sk', composite, template, casing: 'none' } } as const;
}

/** One key (pk or sk) of a secondary index: `gsi1` names the fields `gsi1pk` and `gsi1sk`. */
function gsiKey<const C extends readonly string[]>(field: string, template: string, composite: C) {
  return { field, composite, template, casing: 'none' } as const;
}

/** A secondary index `gsiN` whose keys are built from templates over composite attributes. */
export function secondaryIndex<
  const I extends `gsi${number}`,
  const P extends readonly string[],
  const S extends readonly string[],
>(index: I, pk: { template: string; composite: P }, sk: { template: string; composite: S }) {
  return {
    index,
    pk: gsiKey(`${index}pk`, pk.template, pk.composite),
    sk: gsiKey(`${index}sk`, sk.template, sk.composite),
  } as const;
}

/** Where an entity is kept: its table, through the shared document client. */
export const onTable = (table: keyof ReturnType<typeof tableNames>) => ({
  table: tableNames()[table],
  client: dynamo(),
});

/**
 * An entity of `table`, built on first use (a cold start builds only the entities its request
 * touches). The same generic shape as ElectroDB's own Entity, so items keep their types.
 */
export function tableEntity<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
>(table: keyof ReturnType<typeof tableNames>, schema: S) {
  return lazy(() => new Entity<A, F, C, S, P>(schema, onTable(table)));
}
