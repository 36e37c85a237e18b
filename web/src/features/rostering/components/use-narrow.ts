import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `sm` (640 px): a phone, which gets the day list instead of the grid. */
const NARROW = '(max-width: 639.98px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
};

/** Whether the screen is a phone's width now (and again on each change, e.g. a rotation). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}
