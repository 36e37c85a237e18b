/**
 * The attribute vocabulary of ElectroDB entities, written once: the organization id that
 * partitions an item, padded ids in sort keys, the version and timestamps of optimistic
 * concurrency, and plain string and number fields declared by name. What is stored is exactly
 * what the hand-written definitions stored (test/entity-schemas.test.ts keeps every entity's
 * schema in a snapshot).
 */

/** Ids in sort keys are twelve digits, zero-padded, so they sort as numbers do. */
export const ID_PADDING = { length: 12, char: '0' } as const;

/** The organization an item belongs to: the partition of every organization-scoped item. */
export const organizationIdAttribute = { type: 'number', required: true, readOnly: true } as const;

/** A numeric id that names the item in its sort key: set once, padded. */
export const keyIdAttribute = { type: 'number', required: true, readOnly: true, padding: ID_PADDING } as const;

/** A numeric id in a key that may change with the item (an index's sort key): padded, not read-only. */
export const paddedIdAttribute = { type: 'number', required: true, padding: ID_PADDING } as const;

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

/** Attributes of one definition, one per name (ElectroDB does not change a definition it reads). */
function attributesNamed<const D extends { type: string; required?: true }, const K extends string>(
  definition: D,
  names: readonly K[],
) {
  return Object.fromEntries(names.map((name) => [name, definition])) as { [Name in K]: D };
}

/** Required plain attributes, declared by name: `...required.strings('from', 'to')`, `...required.numbers('count')`. */
export const required = {
  strings: <const K extends string>(...names: K[]) =>
    attributesNamed({ type: 'string', required: true } as const, names),
  numbers: <const K extends string>(...names: K[]) =>
    attributesNamed({ type: 'number', required: true } as const, names),
};

/** Optional plain attributes, declared by name: `...optional.strings('note')`, `...optional.numbers('weekday')`. */
export const optional = {
  strings: <const K extends string>(...names: K[]) => attributesNamed({ type: 'string' } as const, names),
  numbers: <const K extends string>(...names: K[]) => attributesNamed({ type: 'number' } as const, names),
};
