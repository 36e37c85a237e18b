import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now (and again on each change, e.g. a rotation or a resized
 * window). Where the browser cannot tell (no `matchMedia`, as in jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', changed);
      return () => list?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
