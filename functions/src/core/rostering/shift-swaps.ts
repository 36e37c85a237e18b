import { createShiftSwapInput, type ShiftSwap } from '@wattle/shared/shift-swaps';
import { useUser } from '../actor.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { notifyShiftChange } from './change-notice.ts';
import { ownEmployeeId } from './own-shifts.ts';
import { OPEN_SHIFT_EMPLOYEE, shiftCounter, shiftLocator } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { readShift, rosterPeople, SHIFT } from './roster-store.ts';
import { colleaguesOf, swapCandidates } from './swap-eligibility.ts';
import { type ShiftSwapItem, shiftSwapEntity } from './swap-entities.ts';
import { approverNotices, notifySwap, type SwapNotice } from './swap-notices.ts';
import {
  AUTOMATIC,
  assertNotStarted,
  assertUnchanged,
  assertVisible,
  autoApproves,
  closed,
  commit,
  decided,
  eligibleTaker,
  moveGuards,
  moveWrites,
  nameOf,
  stepOn,
  swapAudit,
} from './swap-steps.ts';
import {
  approvalReach,
  approverReaches,
  guardDelete,
  guardPut,
  isExpired,
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
  assertNotStarted(shift, 'shift_id');
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
    ...fieldsOf(shift, 'date', 'start_time', 'end_time', 'break_minutes'),
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
  const guards = move && taker ? await moveGuards(shift, taker, move.after) : [];
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
      ...(move ? [] : [guardPut(organizationId, shift, swapId)]),
      ...guards,
    ],
    Boolean(move),
    guards.length > 0 ? (move ? 5 : 4) : undefined,
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
          : await approverNotices(
              organizationId,
              directory,
              [me],
              `${requester} claimed an open shift: it awaits your approval.`,
            );
  await notifySwap(swap, notices, directory);
  return toSwap(swap, approvalReach(directory));
}

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
  if (swap.status !== 'offered' || isExpired(swap)) throw closed(swap);
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
  const guards = move ? await moveGuards(shift, taker, move.after) : [];
  const writes = [
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
  ];
  await commit([...writes, ...guards], Boolean(move), guards.length > 0 ? writes.length : undefined);
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
        : await approverNotices(
            organizationId,
            directory,
            [swap.from_employee_id, me],
            `A shift swap awaits your approval: ${swap.from_employee_name} to ${nameOf(taker)}.`,
          )),
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
  if (swap.status !== 'accepted' || isExpired(swap)) throw closed(swap);
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
  const guards = await moveGuards(shift, taker, move.after);
  const writes = [
    committed(
      shiftSwapEntity()
        .put(after)
        .where(({ version: v }, { eq }) => eq(v, swap.version)),
    ),
    ...move.writes,
    guardDelete(organizationId, swap.shift_id),
    swapAudit(after, 'update', `Approved the swap of ${swapLabel(swap)} to ${swap.to_employee_name}`),
  ];
  await commit([...writes, ...guards], true, writes.length);
  await notifyShiftChange(shift, move.after);
  const text = `${user.name} approved the swap: the shift is ${swap.to_employee_name}’s.`;
  await notifySwap(
    after,
    [swap.from_employee_id, swap.to_employee_id].map((id) => ({ employee_id: id, text })),
    directory,
  );
  return toSwap(after, reach);
}
