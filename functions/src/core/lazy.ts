/**
 * A value built on first use instead of at module load. A Lambda's cold start then pays only for
 * what its first request touches (one ElectroDB entity, one schema), not for everything the
 * function could ever need (issue 6: module load time).
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
