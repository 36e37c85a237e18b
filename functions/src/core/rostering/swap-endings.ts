import type { ShiftSwap } from '@wattle/shared/shift-swaps';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { committed, type TransactionItem } from '../db/transactions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { checkVersion } from '../validation.ts';
import { type ShiftSwapItem, shiftSwapEntity } from './swap-entities.ts';
import { notifySwap, type SwapNotice } from './swap-notices.ts';
import { assertVisible, closed, commit, decided, stepOn, swapAudit } from './swap-steps.ts';
import { guardDelete, isOpen, isParty, swapLabel, toSwap } from './swap-store.ts';

/**
 * Shift swapping's endings (issue 28 §3): declining and cancelling; a drop's taker withdrawing
 * before approval puts the drop back on offer instead.
 */

/** The swap's write on condition of the version read, `between` writes, then its audit event: one transaction. */
async function commitStep(
  swap: ShiftSwapItem,
  after: ShiftSwapItem,
  summary: string,
  between: TransactionItem[] = [],
): Promise<void> {
  await commit(
    [
      committed(
        shiftSwapEntity()
          .put(after)
          .where(({ version }, { eq }) => eq(version, swap.version)),
      ),
      ...between,
      swapAudit(after, 'update', summary),
    ],
    false,
  );
}

/** Ends a swap (declined or cancelled): its write, the guard's removal and the audit event. */
async function end(
  swap: ShiftSwapItem,
  status: 'declined' | 'cancelled',
  summary: string,
  notices: SwapNotice[],
  directory: readonly DirectoryEntry[],
  reach: ReadonlySet<number> | null | undefined,
): Promise<ShiftSwap> {
  const after: ShiftSwapItem = {
    ...swap,
    status,
    ...decided(useUser().name),
    version: swap.version + 1,
    updated_at: new Date().toISOString(),
  };
  await commitStep(swap, after, summary, [guardDelete(swap.organization_id, swap.shift_id)]);
  await notifySwap(after, notices, directory);
  return toSwap(after, reach);
}

/**
 * `PATCH /shift-swaps/{id}/decline`: the named colleague turns the offer down, a drop's taker
 * withdraws before approval, or a manager who may approve it refuses it.
 */
export async function declineShiftSwap(organizationId: number, swapId: number, input: unknown): Promise<ShiftSwap> {
  const { version, swap, directory, reach } = await stepOn(organizationId, swapId, input);
  assertVisible(swap, directory, reach);
  const view = toSwap(swap, reach);
  if (!view.can.decline) {
    if (!isOpen(swap)) throw closed(swap);
    throw new VisibleError(
      'forbidden',
      'Only the colleague it was offered to, its taker before approval, or a manager who approves it can decline this swap.',
    );
  }
  checkVersion(version, swap.version);
  if (swap.kind === 'drop' && swap.status === 'accepted' && swap.to_employee_id === organizationAccess().employeeId)
    return reoffer(swap, directory, reach);
  const who = useUser().name;
  const text = `${who} declined the swap of your shift.`;
  return end(
    swap,
    'declined',
    `${who} declined the swap of ${swapLabel(swap)}`,
    [
      { employee_id: swap.kind === 'claim' ? swap.to_employee_id : swap.from_employee_id, text },
      ...(isParty(swap) ? [] : [{ employee_id: swap.to_employee_id, text: `${who} declined the swap.` }]),
    ],
    directory,
    reach,
  );
}

/**
 * A drop's taker withdrawing before approval: the drop is offered again (its taker, their checks
 * and acceptance cleared, version + 1, audited) for anyone eligible to take, and the holder is told.
 */
async function reoffer(
  swap: ShiftSwapItem,
  directory: readonly DirectoryEntry[],
  reach: ReadonlySet<number> | null | undefined,
): Promise<ShiftSwap> {
  const { to_employee_name: taker, accepted_at: _accepted, accepted_by_user_id: _acceptedBy, ...kept } = swap;
  const after: ShiftSwapItem = {
    ...kept,
    status: 'offered',
    to_employee_id: 0,
    checks: [],
    version: swap.version + 1,
    updated_at: new Date().toISOString(),
  };
  await commitStep(swap, after, `${taker} withdrew from ${swapLabel(swap)}: offered to anyone eligible again`);
  await notifySwap(
    after,
    [
      {
        employee_id: swap.from_employee_id,
        text: `${taker} withdrew: your shift is offered to anyone eligible again.`,
      },
    ],
    directory,
  );
  return toSwap(after, reach);
}

/** `PATCH /shift-swaps/{id}/cancel`: the one who asked (the holder, or a claim's claimant) withdraws it. */
export async function cancelShiftSwap(organizationId: number, swapId: number, input: unknown): Promise<ShiftSwap> {
  const { version, swap, directory, reach } = await stepOn(organizationId, swapId, input);
  assertVisible(swap, directory, reach);
  if (!toSwap(swap, reach).can.cancel) {
    if (!isOpen(swap)) throw closed(swap);
    throw new VisibleError('forbidden', 'Only the employee who asked for this swap can cancel it.');
  }
  checkVersion(version, swap.version);
  return end(
    swap,
    'cancelled',
    `Cancelled the swap of ${swapLabel(swap)}`,
    swap.kind === 'claim'
      ? []
      : [{ employee_id: swap.to_employee_id, text: `${swap.from_employee_name} cancelled the swap.` }],
    directory,
    reach,
  );
}
