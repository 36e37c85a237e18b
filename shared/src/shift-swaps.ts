import * as z from 'zod';
import { SHIFT_SWAP_STATUSES } from './shift-swap-constants.ts';
import { ID_PATTERN, idField, versionField } from './validation.ts';

/** Shift swapping (issue 28 §3): the payloads the API validates. */
export * from './shift-swap-constants.ts';

const queryId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number);

/** An optional colleague: absent, null or blank offers the shift to anyone eligible. */
const optionalEmployee = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'Choose a colleague.' })
    .regex(ID_PATTERN, { error: 'Choose a colleague.' })
    .transform(Number)
    .optional(),
);

/**
 * `POST /shift-swaps`: offer one of the caller's published shifts (to `to_employee_id`, or to anyone
 * eligible when absent), or claim an open shift (no `to_employee_id`: the caller takes it).
 */
export const createShiftSwapInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    shift_id: idField('Choose a shift.'),
    to_employee_id: optionalEmployee,
  }),
);
export type CreateShiftSwapInput = z.input<typeof createShiftSwapInput>;

/** `PATCH /shift-swaps/{id}/accept|approve|decline|cancel`: the swap's version as read. */
export const shiftSwapStepInput = z.lazy(() => z.object({ version: versionField }));

/** `GET /shift-swaps?organization_id=&status=&cursor=`. */
export const shiftSwapsQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    status: z.enum(SHIFT_SWAP_STATUSES, { error: 'Unknown status.' }).optional(),
    cursor: z.string().max(2000).optional(),
  }),
);

/** `GET /shift-swaps/eligible?organization_id=&shift_id=`: who may take the shift. */
export const swapEligibleQuery = z.lazy(() =>
  z.object({ organization_id: queryId('The organization is required.'), shift_id: queryId('Choose a shift.') }),
);
