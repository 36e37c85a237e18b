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

// biome-ignore lint/suspicious/noExplicitAny: any function's arguments
type AsyncFunction = (...args: any[]) => Promise<unknown>;

/**
 * An async function of a module imported on its first call (the module then stays loaded): a
 * context's public face hands routes its services this way, so a Lambda's cold start parses and
 * runs only the routing, and each service's code (with what only it imports) loads with the
 * first request that needs it.
 */
export function onFirstCall<M extends Record<K, AsyncFunction>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  return (async (...args: Parameters<M[K]>) => (await load())[name](...args)) as M[K];
}
