import { todayIn } from '@wattle/shared/calendar';
import {
  createShiftSwapInput,
  type ShiftSwap,
  type ShiftSwapCheck,
  shiftSwapStepInput,
} from '@wattle/shared/shift-swaps';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, type TransactionItem, transactWrite } from '../db/transactions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { notifyShiftChange } from './change-notice.ts';
import { ownEmployeeId } from './own-shifts.ts';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftCounter, shiftEntity, shiftLocator } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { readRosterSettings } from './roster-settings.ts';
import { readShift, rosterPeople, SHIFT } from './roster-store.ts';
import { colleaguesOf, swapCandidates } from './swap-eligibility.ts';
import { type ShiftSwapItem, shiftSwapEntity } from './swap-entities.ts';
import { approversOf, notifySwap, type SwapNotice } from './swap-notices.ts';
import {
  approvalReach,
  approverReaches,
  guardDelete,
  guardPut,
  isParty,
  readSwap,
  refuseSelfApproval,
  SWAP,
  swapLabel,
  toSwap,
} from './swap-store.ts';

/**
 * Shift swapping (issue 28 §3): offering a published shift (to anyone eligible, or to a named
 * colleague), claiming an open one, accepting, approving (the shift moves), declining, cancelling.
 * Each step is one transaction with its audit event, conditional on the swap's version; the move
 * is also conditional on the shift's version the swap was made on (409 when it changed), and then
 * tells the employees through the change-notice path (change-notice.ts), as any edit of a
 * published shift does. Each step's notices go through the roster queue (swap-notices.ts).
 */

export const SHIFT_CHANGED_MESSAGE =
  'The shift changed since it was offered: decline or cancel this swap and offer the shift again.';
const AUTOMATIC = 'Automatic approval (no check failed)';

const nameOf = (entry: Pick<DirectoryEntry, 'first_name' | 'last_name'>) => `${entry.first_name} ${entry.last_name}`;

/** The shift still as the swap saw it: its version and holder (409 otherwise). */
function assertUnchanged(swap: ShiftSwapItem, shift: ShiftItem): void {
  if (
    shift.version !== swap.shift_version ||
    shift.employee_id !== swap.from_employee_id ||
    shift.status !== 'published'
  )
    throw VisibleError.conflict(SHIFT_CHANGED_MESSAGE);
}

/** The writes that give the shift to `to` (version + 1, conditional on the version read) and its audit event. */
function moveWrites(
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

function swapAudit(swap: ShiftSwapItem, action: 'create' | 'update', summary: string): TransactionItem {
  return auditPut({
    organizationId: swap.organization_id,
    module: 'rostering',
    action,
    record: { type: 'shift_swap', id: swap.swap_id, label: swapLabel(swap) },
    summary,
  });
}

/** Runs a step's transaction: the swap's write first, then (when it moves) the shift's. */
async function commit(writes: TransactionItem[], moves: boolean): Promise<void> {
  const result = await transactWrite(writes);
  if (!result.canceled) return;
  const failed = (index: number) => result.data[index]?.code === 'ConditionalCheckFailed';
  if (failed(0)) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  if (moves && failed(1)) throw VisibleError.conflict(SHIFT_CHANGED_MESSAGE);
  if (failed(writes.length - 1)) throw VisibleError.conflict('This shift is already offered: cancel that offer first.');
  throw new Error('The shift swap could not be written.');
}

/** Whether the organization lets this acceptance approve itself: the setting, and no check at all. */
async function autoApproves(organizationId: number, checks: readonly ShiftSwapCheck[]): Promise<boolean> {
  return checks.length === 0 && (await readRosterSettings(organizationId))?.swap_auto_approve === true;
}

/** The colleague as an eligible taker of the shift, with the checks it would raise for them (422 when ineligible). */
async function eligibleTaker(
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

const decided = (by: string) => ({
  decided_by: by,
  decided_by_user_id: useUser().id,
  decided_at: new Date().toISOString(),
});

/** `POST /shift-swaps`: offer one of the caller's published shifts, or claim an open one. */
export async function createShiftSwap(input: unknown, pricing: RosterPricing): Promise<ShiftSwap> {
  const data = parseInput(createShiftSwapInput, input);
  const organizationId = data.organization_id;
  const me = ownEmployeeId();
  const [shift, { directory, departments }] = await Promise.all([
    readShift(organizationId, data.shift_id),
    rosterPeople(organizationId),
  ]);
  const open = shift.employee_id === OPEN_SHIFT_EMPLOYEE;
  const mine = directory.find((entry) => entry.employee_id === me && !entry.trashed_at);
  const visible = open ? mine?.department_id === shift.department_id : shift.employee_id === me;
  if (!visible || (open && shift.status !== 'published')) throw VisibleError.notFound(SHIFT);
  if (shift.status !== 'published')
    throw VisibleError.validation({ shift_id: ['Only a published shift can be offered.'] });
  if (shift.date < todayIn(organizationAccess().timezone))
    throw VisibleError.validation({ shift_id: ['This shift is in the past.'] });
  if (open && data.to_employee_id !== undefined && data.to_employee_id !== me)
    throw VisibleError.validation({
      to_employee_id: ['An open shift is claimed for yourself: leave the colleague out.'],
    });
  if (!open && data.to_employee_id === me)
    throw VisibleError.validation({ to_employee_id: ['Choose a colleague, not yourself.'] });
  const kind = open ? 'claim' : data.to_employee_id ? 'named' : 'drop';
  const takerId = open ? me : (data.to_employee_id ?? 0);
  const taker = takerId ? colleaguesOf(directory, shift).find((entry) => entry.employee_id === takerId) : undefined;
  if (takerId && !taker)
    throw VisibleError.validation({ to_employee_id: ['Choose a colleague of the shift’s department.'] });
  const checks = taker ? await eligibleTaker(shift, taker, pricing, open ? 'shift_id' : 'to_employee_id') : [];
  const auto = kind === 'claim' && (await autoApproves(organizationId, checks));
  const swapId = await nextId(shiftCounter(), 'shift_swap');
  const user = useUser();
  const now = new Date().toISOString();
  const swap: ShiftSwapItem = {
    organization_id: organizationId,
    swap_id: swapId,
    kind,
    status: auto ? 'approved' : kind === 'claim' ? 'accepted' : 'offered',
    shift_id: shift.shift_id,
    shift_version: shift.version,
    department_id: shift.department_id,
    ...(departments.get(shift.department_id)?.name
      ? { department_name: departments.get(shift.department_id)?.name }
      : {}),
    date: shift.date,
    start_time: shift.start_time,
    end_time: shift.end_time,
    break_minutes: shift.break_minutes,
    ...(shift.role ? { role: shift.role } : {}),
    shift_status: shift.status,
    from_employee_id: shift.employee_id,
    ...(shift.employee_name ? { from_employee_name: shift.employee_name } : {}),
    to_employee_id: takerId,
    ...(taker ? { to_employee_name: nameOf(taker) } : {}),
    checks,
    requested_by: user.name,
    requested_by_user_id: user.id,
    ...(kind === 'claim' ? { accepted_at: now, accepted_by_user_id: user.id } : {}),
    ...(auto ? { ...decided(AUTOMATIC), auto_approved: true } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const move = auto && taker ? moveWrites(shift, taker, swapId) : null;
  const what =
    kind === 'claim'
      ? 'Claimed'
      : kind === 'named'
        ? `Offered to ${swap.to_employee_name}`
        : 'Offered to anyone eligible';
  await commit(
    [
      committed(shiftSwapEntity().create(swap)),
      ...(move ? [move.writes[0]] : []),
      committed(
        shiftLocator().create({
          kind: 'shift_swap',
          id: swapId,
          organization_id: organizationId,
          parent_id: shift.department_id,
        }),
      ),
      swapAudit(swap, 'create', `${what}: ${swapLabel(swap)}${auto ? ' (approved automatically)' : ''}`),
      ...(move ? [move.writes[1]] : []),
      ...(move ? [] : [guardPut(organizationId, shift.shift_id, swapId)]),
    ],
    Boolean(move),
  );
  if (move) await notifyShiftChange(shift, move.after);
  const requester = mine ? nameOf(mine) : user.name;
  const notices: SwapNotice[] =
    kind === 'named'
      ? [{ employee_id: takerId, text: `${requester} asked you to take their shift.` }]
      : kind === 'drop'
        ? (await swapCandidates(shift, colleaguesOf(directory, shift), pricing))
            .filter((candidate) => candidate.eligible)
            .map((candidate) => ({
              employee_id: candidate.employee_id,
              text: `${requester} offered a shift you can take.`,
            }))
        : auto
          ? []
          : approversOf(directory, [me]).map((id) => ({
              employee_id: id,
              text: `${requester} claimed an open shift: it awaits your approval.`,
            }));
  await notifySwap(swap, notices, directory);
  return toSwap(swap, approvalReach(directory));
}

/** The swap, its step's version checked, with the organization's people. */
async function stepOn(organizationId: number, swapId: number, input: unknown) {
  const { version } = parseInput(shiftSwapStepInput, input);
  const [swap, people] = await Promise.all([readSwap(organizationId, swapId), rosterPeople(organizationId)]);
  return { version, swap, directory: people.directory, reach: approvalReach(people.directory) };
}

/** Whether the caller may see the swap at all (else 404): a party, a colleague it is open to, or its approver. */
function assertVisible(
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

const closed = (swap: ShiftSwapItem) =>
  VisibleError.conflict(`This swap is ${swap.status === 'accepted' ? 'awaiting approval' : swap.status} already.`);

/** `PATCH /shift-swaps/{id}/accept`: a colleague takes the offered shift (the named one, or anyone eligible for a drop). */
export async function acceptShiftSwap(
  organizationId: number,
  swapId: number,
  input: unknown,
  pricing: RosterPricing,
): Promise<ShiftSwap> {
  const { version, swap, directory, reach } = await stepOn(organizationId, swapId, input);
  assertVisible(swap, directory, reach);
  const me = ownEmployeeId();
  if (me === swap.from_employee_id) throw VisibleError.validation({ version: ['You cannot accept your own offer.'] });
  if (swap.kind === 'named' && swap.to_employee_id !== me) throw VisibleError.notFound(SWAP);
  if (swap.status !== 'offered') throw closed(swap);
  checkVersion(version, swap.version);
  const shift = await readShift(organizationId, swap.shift_id);
  assertUnchanged(swap, shift);
  const taker = colleaguesOf(directory, shift).find((entry) => entry.employee_id === me);
  if (!taker) throw VisibleError.notFound(SWAP);
  const checks = await eligibleTaker(shift, taker, pricing, 'shift_id');
  const auto = await autoApproves(organizationId, checks);
  const user = useUser();
  const now = new Date().toISOString();
  const after: ShiftSwapItem = {
    ...swap,
    status: auto ? 'approved' : 'accepted',
    to_employee_id: me,
    to_employee_name: nameOf(taker),
    checks,
    accepted_at: now,
    accepted_by_user_id: user.id,
    ...(auto ? { ...decided(AUTOMATIC), auto_approved: true } : {}),
    version: swap.version + 1,
    updated_at: now,
  };
  const move = auto ? moveWrites(shift, taker, swapId) : null;
  await commit(
    [
      committed(
        shiftSwapEntity()
          .put(after)
          .where(({ version: v }, { eq }) => eq(v, swap.version)),
      ),
      ...(move ? move.writes : []),
      ...(move ? [guardDelete(organizationId, swap.shift_id)] : []),
      swapAudit(
        after,
        'update',
        `${nameOf(taker)} accepted ${swapLabel(swap)}${auto ? ' (approved automatically)' : ''}`,
      ),
    ],
    Boolean(move),
  );
  if (move) await notifyShiftChange(shift, move.after);
  const text = auto
    ? `${nameOf(taker)} took your shift: it was approved automatically.`
    : `${nameOf(taker)} accepted your shift: it awaits a manager’s approval.`;
  await notifySwap(
    after,
    [
      { employee_id: swap.from_employee_id, text },
      ...(auto
        ? []
        : approversOf(directory, [swap.from_employee_id, me]).map((id) => ({
            employee_id: id,
            text: `A shift swap awaits your approval: ${swap.from_employee_name} to ${nameOf(taker)}.`,
          }))),
    ],
    directory,
  );
  return toSwap(after, reach);
}

/** `PATCH /shift-swaps/{id}/approve`: a manager reaching both employees, not a party to it; the shift moves. */
export async function approveShiftSwap(
  organizationId: number,
  swapId: number,
  input: unknown,
  pricing: RosterPricing,
): Promise<ShiftSwap> {
  const { version, swap, directory, reach } = await stepOn(organizationId, swapId, input);
  if (!approverReaches(swap, reach)) throw VisibleError.notFound(SWAP);
  refuseSelfApproval(swap);
  if (swap.status !== 'accepted') throw closed(swap);
  checkVersion(version, swap.version);
  const shift = await readShift(organizationId, swap.shift_id);
  assertUnchanged(swap, shift);
  const taker = colleaguesOf(directory, shift).find((entry) => entry.employee_id === swap.to_employee_id);
  if (!taker) throw VisibleError.validation({ version: [`${swap.to_employee_name} can no longer take this shift.`] });
  const checks = await eligibleTaker(shift, taker, pricing, 'version');
  const user = useUser();
  const after: ShiftSwapItem = {
    ...swap,
    status: 'approved',
    checks,
    ...decided(user.name),
    version: swap.version + 1,
    updated_at: new Date().toISOString(),
  };
  const move = moveWrites(shift, taker, swapId);
  await commit(
    [
      committed(
        shiftSwapEntity()
          .put(after)
          .where(({ version: v }, { eq }) => eq(v, swap.version)),
      ),
      ...move.writes,
      guardDelete(organizationId, swap.shift_id),
      swapAudit(after, 'update', `Approved the swap of ${swapLabel(swap)} to ${swap.to_employee_name}`),
    ],
    true,
  );
  await notifyShiftChange(shift, move.after);
  const text = `${user.name} approved the swap: the shift is ${swap.to_employee_name}’s.`;
  await notifySwap(
    after,
    [swap.from_employee_id, swap.to_employee_id].map((id) => ({ employee_id: id, text })),
    directory,
  );
  return toSwap(after, reach);
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
  await commit(
    [
      committed(
        shiftSwapEntity()
          .put(after)
          .where(({ version }, { eq }) => eq(version, swap.version)),
      ),
      guardDelete(swap.organization_id, swap.shift_id),
      swapAudit(after, 'update', summary),
    ],
    false,
  );
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
    if (swap.status !== 'offered' && swap.status !== 'accepted') throw closed(swap);
    throw new VisibleError(
      'forbidden',
      'Only the colleague it was offered to, its taker before approval, or a manager who approves it can decline this swap.',
    );
  }
  checkVersion(version, swap.version);
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

/** `PATCH /shift-swaps/{id}/cancel`: the one who asked (the holder, or a claim's claimant) withdraws it. */
export async function cancelShiftSwap(organizationId: number, swapId: number, input: unknown): Promise<ShiftSwap> {
  const { version, swap, directory, reach } = await stepOn(organizationId, swapId, input);
  assertVisible(swap, directory, reach);
  if (!toSwap(swap, reach).can.cancel) {
    if (swap.status !== 'offered' && swap.status !== 'accepted') throw closed(swap);
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
