import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN, idString } from './validation.ts';
import { hoursToHundredths } from './work-pattern.ts';

/**
 * Opening leave balances (issue 31 §2): the balance an employee brings from the previous system,
 * per accruing leave type, as at a day. It replaces what the ledger would have counted up to and
 * including that day (accrual since joining, and anything recorded for the type by then); accrual
 * continues from the day after. Confirming an employee's balances without one says the full accrual
 * since joining applies. The import (issue 31 §1) calls the same core functions with these schemas.
 */

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const HOURS_MESSAGE = 'Enter hours as a number from 0 to 999.99 with up to 2 decimals (e.g. 40 or 7.60).';

const id = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number),
  );

const asAt = () =>
  z
    .string({ error: 'The date the balances are as at is required.' })
    .trim()
    .refine(isCalendarDate, { error: DATE_MESSAGE });

/** Hours not below 0, up to 999.99, to the hundredth ("40", "7.6", 152.25). */
const hours = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: HOURS_MESSAGE })
      .trim()
      .refine((value) => hoursToHundredths(value) !== null, { error: HOURS_MESSAGE }),
  );

/** One type's opening balance in a set. */
export const openingBalanceLine = z.lazy(() =>
  z.object({
    leave_type_id: id('Choose a leave type.'),
    hours: hours(),
  }),
);

/**
 * PUT /employees/{id}/opening-balances: the employee's whole set of opening balances as at one day
 * (types left out have none: their balance is the accrual since joining); an empty list confirms
 * that the accrual since joining applies. `version` is the one the GET answered (a mismatch: 409).
 */
export const openingBalancesInput = z.lazy(() =>
  z.object({
    as_at: asAt(),
    balances: z
      .array(openingBalanceLine, { error: 'Balances must be a list (empty to confirm the accrual since joining).' })
      .max(50, { error: 'At most 50 leave types.' })
      .refine((lines) => new Set(lines.map((line) => line.leave_type_id)).size === lines.length, {
        error: 'Each leave type once.',
      }),
    version: z.number({ error: 'Version must be a whole number.' }).int().min(0).optional(),
  }),
);
export type OpeningBalancesInput = z.input<typeof openingBalancesInput>;

/**
 * One employee's opening balance of one type (recordOpeningBalance: the import's row). Sets or
 * replaces that type's opening balance and leaves the employee's other types as they are.
 */
export const openingBalanceInput = z.lazy(() =>
  z.object({
    employee_id: id('Choose an employee.'),
    leave_type_id: id('Choose a leave type.'),
    as_at: asAt(),
    hours: hours(),
  }),
);
export type OpeningBalanceInput = z.input<typeof openingBalanceInput>;

/** GET /employees/{id}/opening-balances. */
export interface OpeningBalances {
  employee_id: number;
  /** The day of the newest opening balance; null when there is none. */
  as_at: string | null;
  balances: { leave_type_id: number; name: string; as_at: string; hours: string }[];
  /** When the balances were confirmed (an opening balance entered, or the accrual since joining accepted). */
  confirmed_at: string | null;
  confirmed_by: string | null;
  /** Changes only when the opening balances or their confirmation do. */
  version: number;
}

/** GET /leave/unconfirmed-balances: a current employee whose balances nobody has confirmed. */
export interface UnconfirmedBalance {
  employee_id: number;
  employee_code: string;
  first_name: string;
  last_name: string;
  joining_date: string;
}

/** GET /leave/unconfirmed-balances?organization_id=. */
export const unconfirmedBalancesQuery = z.lazy(() => z.object({ organization_id: idString.transform(Number) }));
