import { zonedToUtc } from '@wattle/shared/calendar';
import { SELF_APPROVAL_MESSAGE, type ShiftSwap } from '@wattle/shared/shift-swap-constants';
import { shiftText } from '@wattle/shared/shift-text';
import { organizationAccess } from '../access/permissions.ts';
import { reachOfScope } from '../access/reach.ts';
import { useUserId } from '../actor.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem } from '../db/transactions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { OPEN_SHIFT_EMPLOYEE } from './roster-entities.ts';
import { type ShiftSwapItem, shiftSwapEntity } from './swap-entities.ts';

/** Reading swaps, who may do what with one, and the view the API answers. */

export const SWAP = 'Shift swap';
const pad = (id: number) => String(id).padStart(12, '0');

export async function readSwap(organizationId: number, swapId: number): Promise<ShiftSwapItem> {
  const { data } = await shiftSwapEntity()
    .get({ organization_id: organizationId, swap_id: swapId })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(SWAP);
  return data;
}

/** When a shift starts: its day and start time on the organization's wall clock. */
export const shiftStartsAt = (shift: { date: string; start_time: string }, timezone: string): Date =>
  zonedToUtc(`${shift.date}T${shift.start_time}`, timezone);

/** Whether the shift has started (the caller's organization's zone). */
export const hasStarted = (shift: { date: string; start_time: string }, now = new Date()): boolean =>
  shiftStartsAt(shift, organizationAccess().timezone).getTime() <= now.getTime();

/**
 * Whether the swap expired: still `offered` or `accepted` when its shift started. Derived on read
 * (the API shows it `expired`), never stored: nothing more can be done with it.
 */
export const isExpired = (swap: Pick<ShiftSwapItem, 'status' | 'date' | 'start_time'>, now = new Date()): boolean =>
  (swap.status === 'offered' || swap.status === 'accepted') && hasStarted(swap, now);

/** Whether steps can still be taken on the swap: offered or accepted, and not expired. */
export const isOpen = (swap: Pick<ShiftSwapItem, 'status' | 'date' | 'start_time'>): boolean =>
  (swap.status === 'offered' || swap.status === 'accepted') && !isExpired(swap);

/**
 * One open swap a shift: `swap_guard#<shift>` is written with the swap (on condition it is absent,
 * or its swap expired: the guard keeps when the shift started, `starts_at`) and removed when the
 * swap ends (approved, declined or cancelled). An expired swap's guard is left and ignored: the
 * shift, moved to a later day, can be offered again.
 */
export function guardPut(
  organizationId: number,
  shift: { shift_id: number; date: string; start_time: string },
  swapId: number,
): TransactionItem {
  const startsAt = shiftStartsAt(shift, organizationAccess().timezone).toISOString();
  return rawItem({
    Put: {
      TableName: tableNames().rostering,
      Item: {
        pk: `org#${organizationId}`,
        sk: `swap_guard#${pad(shift.shift_id)}`,
        swap_id: swapId,
        starts_at: startsAt,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR starts_at <= :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    },
  });
}

/**
 * The shifts of `shiftIds` with an open swap: their guard is there and its shift has not started
 * (an expired swap's guard is ignored, as `guardPut` ignores it). One BatchGet of the guards.
 */
export async function shiftsWithOpenSwap(organizationId: number, shiftIds: readonly number[]): Promise<Set<number>> {
  const table = tableNames().rostering;
  const keys = shiftIds.map((id) => ({ pk: `org#${organizationId}`, sk: `swap_guard#${pad(id)}` }));
  const guards = (await batchGet([{ table, keys, consistent: true }])).get(table) ?? [];
  const now = new Date().toISOString();
  return new Set(
    guards
      .filter((guard) => String(guard.starts_at) > now)
      .map((guard) => Number(String(guard.sk).slice('swap_guard#'.length))),
  );
}

export function guardDelete(organizationId: number, shiftId: number): TransactionItem {
  return rawItem({
    Delete: {
      TableName: tableNames().rostering,
      Key: { pk: `org#${organizationId}`, sk: `swap_guard#${pad(shiftId)}` },
    },
  });
}

export const swapLabel = (
  swap: Pick<ShiftSwapItem, 'from_employee_name' | 'date' | 'start_time' | 'end_time' | 'break_minutes'>,
) => `${swap.from_employee_name ?? 'Open shift'}, ${shiftText(swap)}`;

/** The caller's approval reach (rostering.approve's scope): null everyone, else the people; undefined without the grant. */
export function approvalReach(directory: readonly DirectoryEntry[]): ReadonlySet<number> | null | undefined {
  const { role, permissions, employeeId } = organizationAccess();
  const scope = role === 'owner' ? 'organization' : permissions.grants.rostering?.approve;
  if (!scope) return undefined;
  return reachOfScope(scope, employeeId, directory);
}

/** Whether the caller asked for or accepted the swap (they may not approve it). */
export function isParty(swap: ShiftSwapItem): boolean {
  const { employeeId } = organizationAccess();
  const userId = useUserId();
  return (
    (employeeId !== undefined && (employeeId === swap.from_employee_id || employeeId === swap.to_employee_id)) ||
    userId === swap.requested_by_user_id ||
    userId === swap.accepted_by_user_id
  );
}

/** Whether the caller's approval reaches both employees of the swap. */
export function approverReaches(swap: ShiftSwapItem, reach: ReadonlySet<number> | null | undefined): boolean {
  if (reach === undefined) return false;
  if (reach === null) return true;
  return [swap.from_employee_id, swap.to_employee_id]
    .filter((id) => id !== OPEN_SHIFT_EMPLOYEE)
    .every((id) => reach.has(id));
}

/** 403 for a party to the swap approving it. */
export function refuseSelfApproval(swap: ShiftSwapItem): void {
  if (isParty(swap)) throw new VisibleError('forbidden', SELF_APPROVAL_MESSAGE);
}

/** What the caller may do with the swap now. */
function allowed(swap: ShiftSwapItem, own: number | undefined, reach: ReadonlySet<number> | null | undefined) {
  const open = isOpen(swap);
  const manages = open && approverReaches(swap, reach) && !isParty(swap);
  const requester = own !== undefined && own === (swap.kind === 'claim' ? swap.to_employee_id : swap.from_employee_id);
  return {
    accept:
      open &&
      swap.status === 'offered' &&
      own !== undefined &&
      own !== swap.from_employee_id &&
      (swap.kind === 'drop' || swap.to_employee_id === own),
    approve: swap.status === 'accepted' && manages,
    decline:
      manages ||
      (open && own !== undefined && !requester && (swap.status === 'offered' ? swap.to_employee_id === own : false)) ||
      (open && swap.status === 'accepted' && own !== undefined && swap.kind === 'drop' && swap.to_employee_id === own),
    cancel: open && requester,
  };
}

export function toSwap(swap: ShiftSwapItem, reach: ReadonlySet<number> | null | undefined): ShiftSwap {
  const own = organizationAccess().employeeId;
  return {
    id: swap.swap_id,
    organization_id: swap.organization_id,
    kind: swap.kind,
    status: isExpired(swap) ? 'expired' : swap.status,
    shift: {
      shift_id: swap.shift_id,
      department_id: swap.department_id,
      department_name: swap.department_name ?? null,
      ...fieldsOf(swap, 'date', 'start_time', 'end_time', 'break_minutes'),
      role: swap.role ?? null,
      status: swap.shift_status,
    },
    from_employee_id: swap.from_employee_id || null,
    from_employee_name: swap.from_employee_name ?? null,
    to_employee_id: swap.to_employee_id || null,
    to_employee_name: swap.to_employee_name ?? null,
    checks: swap.checks ?? [],
    requested_by: swap.requested_by,
    ...fieldsOrNull(swap, 'accepted_at', 'decided_by', 'decided_at'),
    auto_approved: swap.auto_approved ?? false,
    can: allowed(swap, own, reach),
    ...fieldsOf(swap, 'version', 'created_at', 'updated_at'),
  };
}
