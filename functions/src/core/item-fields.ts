/**
 * Copying a stored item's fields into the view a route answers with, written once: the fields a
 * view takes as they are, and the optional ones it shows as `null` when the item has none. Each
 * spread keeps the order of the names, so a view's fields stay in the order it lists them.
 */

/** The named fields of `item`, as they are: `...fieldsOf(item, 'status', 'reason')`. */
export function fieldsOf<T extends object, const K extends keyof T>(item: T, ...names: K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, item[name]])) as Pick<T, K>;
}

/** The named optional fields of `item`, `null` where the item has none (never `undefined`). */
export function fieldsOrNull<T extends object, const K extends keyof T>(
  item: T,
  ...names: K[]
): { [Name in K]-?: Exclude<T[Name], undefined> | null } {
  return Object.fromEntries(names.map((name) => [name, item[name] ?? null])) as {
    [Name in K]-?: Exclude<T[Name], undefined> | null;
  };
}
