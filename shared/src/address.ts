/**
 * Australian street addresses, without zod (the web app's pages import it freely): the states and
 * territories an address is in, and the postcode ranges Australia Post allocates to each.
 *
 * An employee's address is stored as four fields: `address` (the street line; a record written
 * before addresses were structured keeps its whole free-text address there until it is edited),
 * `address_suburb`, `address_state` (the state of the home address, not where the employee works)
 * and `address_postcode`.
 */

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const AU_STATE_NAMES: Record<AuState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

export const POSTCODE_PATTERN = /^\d{4}$/;
export const POSTCODE_MESSAGE = 'Postcode must be 4 digits.';

/**
 * Australia Post's allocation of postcode ranges (inclusive; street and PO box numbers alike).
 * Localities near a border can have a neighbour's postcode (e.g. some Murray towns in NSW use 3xxx,
 * and 0872 spans NT, SA and WA), so a postcode outside its state's ranges is only queried, never
 * refused.
 */
const POSTCODE_RANGES: Record<AuState, readonly (readonly [number, number])[]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

export const isAuState = (value: unknown): value is AuState => AU_STATES.includes(value as AuState);

/** True when `postcode` (4 digits) is in a range Australia Post allocates to `state`. */
export function postcodeMatchesState(postcode: string, state: AuState): boolean {
  if (!POSTCODE_PATTERN.test(postcode)) return false;
  const number = Number(postcode);
  return POSTCODE_RANGES[state].some(([from, to]) => number >= from && number <= to);
}

/**
 * A question for the form when a 4-digit postcode is outside the chosen state's ranges (null when
 * it is inside, or either is missing): a border locality may be right, so it never blocks a save.
 */
export function postcodeStateHint(
  postcode: string | null | undefined,
  state: string | null | undefined,
): string | null {
  const code = postcode?.trim() ?? '';
  if (!isAuState(state) || !POSTCODE_PATTERN.test(code) || postcodeMatchesState(code, state)) return null;
  const usual = AU_STATES.find((other) => postcodeMatchesState(code, other));
  return usual
    ? `${code} is usually a ${usual} postcode, not ${state}. Check the state unless it is a border locality.`
    : `${code} is not a postcode Australia Post uses in ${state}. Check it.`;
}

/** The address on one line ("1 George St, Sydney NSW 2000"); a record not yet structured shows its text. */
export function formatAddress(parts: {
  address: string;
  address_suburb?: string | null;
  address_state?: string | null;
  address_postcode?: string | null;
}): string {
  const locality = [parts.address_suburb, parts.address_state, parts.address_postcode].filter(Boolean).join(' ');
  return [parts.address.trim(), locality].filter(Boolean).join(', ');
}
