import { Entity, type Schema } from 'electrodb';
import { lazy } from '../lazy.ts';
import { organizationIdAttribute } from './attributes.ts';
import { dynamo, tableNames } from './client.ts';

/**
 * The parts every ElectroDB entity of an organization-scoped table shares, written once: the
 * `org#<id>` table index, the gsi key shape and the entity builders (the attributes they share,
 * ids, versions, timestamps and plain typed fields, are in attributes.ts). Each entity spreads
 * them into its own schema; what is stored is exactly what the hand-written schemas stored
 * (db/entity-schemas.test.ts keeps every entity's schema in a snapshot).
 */

/** The attributes the entities share (attributes.ts), for the entity files that import them from here. */
export {
  ID_PADDING,
  keyIdAttribute,
  organizationIdAttribute,
  timestampAttributes,
  versionAttributes,
} from './attributes.ts';

/** `pk` = `org#<organization id>`: every organization-scoped item's partition. */
export const organizationPartition = {
  field: 'pk',
  composite: ['organization_id'],
  template: 'org#${organization_id}',
  casing: 'none',
} as const;

/** The attributes a key template names, in order: `run#${pay_run_id}#slip#${employee_id}` names pay_run_id, employee_id. */
export type TemplateComposite<T extends string> = T extends `${string}\${${infer Name}}${infer Rest}`
  ? [Name, ...TemplateComposite<Rest>]
  : [];

/** The composite of a key: the attributes its template names, in the template's order. */
export const compositeOf = <const T extends string>(template: T) =>
  Array.from(template.matchAll(/\$\{(\w+)\}/g), (match) => match[1]) as TemplateComposite<T>;

/** One key of an index (`sk`, or `gsi1pk` and `gsi1sk`), built from its template. */
function templateKey<const T extends string>(field: string, template: T) {
  return { field, composite: compositeOf(template), template, casing: 'none' } as const;
}

/** The table index of an organization-scoped item: its organization's partition, `sk` from `template`. */
export function organizationIndex<const T extends string>(template: T) {
  return { pk: organizationPartition, sk: templateKey('sk', template) } as const;
}

/** A secondary index `gsiN` (its fields `gsiNpk` and `gsiNsk`) whose keys are built from templates. */
export function secondaryIndex<const I extends `gsi${number}`, const P extends string, const S extends string>(
  index: I,
  pk: P,
  sk: S,
) {
  return { index, pk: templateKey(`${index}pk`, pk), sk: templateKey(`${index}sk`, sk) } as const;
}

/** A secondary index `gsiN` within one organization: its pk is `org#<organization id>#` and `pk`. */
export const organizationGsi = <const I extends `gsi${number}`, const P extends string, const S extends string>(
  index: I,
  pk: P,
  sk: S,
) => secondaryIndex(index, `org#\${organization_id}#${pk}` as const, sk);

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

type TableName = keyof ReturnType<typeof tableNames>;

/** An organization-scoped schema as the entity writes it: its own attributes and indexes. */
type OrganizationSchema<T extends string, N extends string, Attributes, Indexes> = {
  model: { entity: N; version: '1'; service: T };
  attributes: { organization_id: typeof organizationIdAttribute } & Attributes;
  indexes: Indexes;
};

/**
 * An organization-scoped entity `entity` of `table` (its service too, model version 1), built on
 * first use: it declares only what is its own, the attributes after `organization_id` and its indexes.
 */
export function organizationScopedEntity<
  const T extends TableName,
  const N extends string,
  Attributes extends Schema<string, string, string>['attributes'],
  Indexes extends Schema<string, string, string>['indexes'],
>(table: T, entity: N, own: { attributes: Attributes; indexes: Indexes }) {
  const schema = {
    model: { entity, version: '1', service: table },
    attributes: { organization_id: organizationIdAttribute, ...own.attributes },
    indexes: own.indexes,
  } as OrganizationSchema<T, N, Attributes, Indexes>;
  return lazy(() => new Entity(schema, onTable(table)));
}
