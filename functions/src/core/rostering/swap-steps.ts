import { todayIn } from '@wattle/shared/calendar';
import { SHIFT_STARTED_MESSAGE, SWAP_EXPIRED_MESSAGE } from '@wattle/shared/shift-swap-constants';
import { type ShiftSwapCheck, shiftSwapStepInput } from '@wattle/shared/shift-swaps';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, type TransactionItem, transactWrite } from '../db/transactions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { shiftsOverlap } from './roster-checks.ts';
import { type ShiftItem, shiftEntity } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { readRosterSettings } from './roster-settings.ts';
import { rosterPeople } from './roster-store.ts';
import { guardLost, guardWrites, ROSTER_DAY_CHANGED, readShiftDays } from './shift-day-guard.ts';
import { SHIFT_MESSAGES } from './shifts.ts';
import { swapCandidates } from './swap-eligibility.ts';
import type { ShiftSwapItem } from './swap-entities.ts';
import { approvalReach, approverReaches, hasStarted, isExpired, readSwap, SWAP, swapLabel } from './swap-store.ts';

/** The parts shared by a swap's steps (shift-swaps.ts, swap-endings.ts). */

export const SHIFT_CHANGED_MESSAGE =
  'The shift changed since it was offered: decline or cancel this swap and offer the shift again.';
export const AUTOMATIC = 'Automatic approval (no check failed)';

export const nameOf = (entry: Pick<DirectoryEntry, 'first_name' | 'last_name'>) =>
  `${entry.first_name} ${entry.last_name}`;

export const PAST_SHIFT_MESSAGE = 'This shift is in the past.';

/** 422 when the shift has started (a past day's: "in the past"): it can no longer be offered, claimed or moved. */
export function assertNotStarted(shift: Pick<ShiftItem, 'date' | 'start_time'>, field: string): void {
  if (!hasStarted(shift)) return;
  const past = shift.date < todayIn(organizationAccess().timezone);
  throw VisibleError.validation({ [field]: [past ? PAST_SHIFT_MESSAGE : SHIFT_STARTED_MESSAGE] });
}

/** The shift still as the swap saw it: its version and holder (409 otherwise), and not yet started (422). */
export function assertUnchanged(swap: ShiftSwapItem, shift: ShiftItem): void {
  if (
    shift.version !== swap.shift_version ||
    shift.employee_id !== swap.from_employee_id ||
    shift.status !== 'published'
  )
    throw VisibleError.conflict(SHIFT_CHANGED_MESSAGE);
  assertNotStarted(shift, 'version');
}

/** The writes that give the shift to `to` (version + 1, conditional on the version read) and its audit event. */
export function moveWrites(
  shift: ShiftItem,
  to: DirectoryEntry,
  swapId: number,
): { after: ShiftItem; writes: TransactionItem[] } {
  const { employee_name: before, acknowledged_at: _seen, ...kept } = shift;
  const after: ShiftItem = {
    ...kept,
    employee_id: to.employee_id,
    employee_name: nameOf(to),
    changed_after_publish: true,
    version: shift.version + 1,
    updated_at: new Date().toISOString(),
  };
  return {
    after,
    writes: [
      committed(
        shiftEntity()
          .put(after)
          .where(({ version }, { eq }) => eq(version, shift.version)),
      ),
      auditPut({
        organizationId: shift.organization_id,
        module: 'rostering',
        action: 'update',
        record: { type: 'shift', id: shift.shift_id, label: swapLabel({ ...shift, from_employee_name: before }) },
        summary: `Gave the shift to ${nameOf(to)} (shift swap #${swapId})`,
        changes: [{ field: 'employee_id', label: 'employee', before: before ?? 'Open shift', after: nameOf(to) }],
      }),
    ],
  };
}

export function swapAudit(swap: ShiftSwapItem, action: 'create' | 'update', summary: string): TransactionItem {
  return auditPut({
    organizationId: swap.organization_id,
    module: 'rostering',
    action,
    record: { type: 'shift_swap', id: swap.swap_id, label: swapLabel(swap) },
    summary,
  });
}

/** Runs a step's transaction: the swap's write first, then (when it moves) the shift's. */
export async function commit(writes: TransactionItem[], moves: boolean, guardsFrom?: number): Promise<void> {
  const result = await transactWrite(writes);
  if (!result.canceled) return;
  // The taker's or the giver's day guards (shift-day-guard.ts) moved since they were read.
  if (guardsFrom !== undefined && guardLost(result, guardsFrom)) throw VisibleError.conflict(ROSTER_DAY_CHANGED);
  const failed = (index: number) => result.data[index]?.code === 'ConditionalCheckFailed';
  if (failed(0)) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  if (moves && failed(1)) throw VisibleError.conflict(SHIFT_CHANGED_MESSAGE);
  if (failed(writes.length - 1)) throw VisibleError.conflict('This shift is already offered: cancel that offer first.');
  throw new Error('The shift swap could not be written.');
}

/** Whether the organization lets this acceptance approve itself: the setting, and no check at all. */
export async function autoApproves(organizationId: number, checks: readonly ShiftSwapCheck[]): Promise<boolean> {
  return checks.length === 0 && (await readRosterSettings(organizationId))?.swap_auto_approve === true;
}

/** The colleague as an eligible taker of the shift, with the checks it would raise for them (422 when ineligible). */
export async function eligibleTaker(
  shift: ShiftItem,
  entry: DirectoryEntry,
  pricing: RosterPricing,
  field: string,
): Promise<ShiftSwapCheck[]> {
  const [candidate] = await swapCandidates(shift, [entry], pricing);
  if (!candidate?.eligible)
    throw VisibleError.validation({
      [field]: [`${nameOf(entry)} cannot take this shift: ${candidate?.reasons.join(' ')}`],
    });
  return candidate.warnings;
}

export const decided = (by: string) => ({
  decided_by: by,
  decided_by_user_id: useUser().id,
  decided_at: new Date().toISOString(),
});

/** The swap, its step's version checked, with the organization's people. */
export async function stepOn(organizationId: number, swapId: number, input: unknown) {
  const { version } = parseInput(shiftSwapStepInput, input);
  const [swap, people] = await Promise.all([readSwap(organizationId, swapId), rosterPeople(organizationId)]);
  return { version, swap, directory: people.directory, reach: approvalReach(people.directory) };
}

/** Whether the caller may see the swap at all (else 404): a party, a colleague it is open to, or its approver. */
export function assertVisible(
  swap: ShiftSwapItem,
  directory: readonly DirectoryEntry[],
  reach: ReadonlySet<number> | null | undefined,
) {
  const own = organizationAccess().employeeId;
  const department = directory.find((entry) => entry.employee_id === own)?.department_id;
  const sees =
    approverReaches(swap, reach) ||
    (own !== undefined &&
      (own === swap.from_employee_id ||
        own === swap.to_employee_id ||
        (swap.kind === 'drop' && swap.status === 'offered' && department === swap.department_id)));
  if (!sees) throw VisibleError.notFound(SWAP);
}

/** The answer to a step on a swap no longer open to it: 422 once its shift started (expired), else 409. */
export const closed = (swap: ShiftSwapItem) =>
  isExpired(swap)
    ? VisibleError.validation({ version: [SWAP_EXPIRED_MESSAGE] })
    : VisibleError.conflict(`This swap is ${swap.status === 'accepted' ? 'awaiting approval' : swap.status} already.`);

/**
 * The day guards a swap's move writes with it (shift-day-guard.ts), from the taker's days read
 * strongly consistent: 422 when a shift of theirs written since the eligibility read overlaps it.
 */
export async function moveGuards(
  shift: ShiftItem,
  taker: DirectoryEntry,
  after: ShiftItem,
): Promise<TransactionItem[]> {
  const days = await readShiftDays(shift.organization_id, taker.employee_id, shift.date, shift);
  const clash = days.shifts.find(
    (item) => item.employee_id === taker.employee_id && item.shift_id !== shift.shift_id && shiftsOverlap(after, item),
  );
  if (clash) {
    throw VisibleError.validation({
      version: [`${nameOf(taker)} cannot take this shift: ${SHIFT_MESSAGES.overlap(clash)}`],
    });
  }
  return guardWrites(days, shift, after);
}
