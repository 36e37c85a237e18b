import { useMediaQuery } from '@/lib/use-media-query';

/** Narrower than Tailwind's `sm` (640 px): a phone, which gets the day list instead of the grid. */
const NARROW = '(max-width: 639.98px)';

/** Whether the screen is a phone's width now (and again on each change, e.g. a rotation). */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW);
}
