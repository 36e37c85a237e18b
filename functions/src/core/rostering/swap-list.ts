import type { Page } from '@wattle/shared/api';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { rosterSettingsQuery, type Shift } from '@wattle/shared/rostering';
import {
  SHIFT_SWAPS_PER_PAGE,
  type ShiftSwap,
  type SwapEligibility,
  shiftSwapsQuery,
  swapEligibleQuery,
} from '@wattle/shared/shift-swaps';
import { organizationAccess } from '../access/permissions.ts';
import { storePage } from '../db/paging.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { publishedShiftsOf } from './published-shifts.ts';
import { filledPagedQuery } from './query-all.ts';
import { byStart } from './roster-checks.ts';
import { OPEN_SHIFT_EMPLOYEE } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { reaches, readShift, rosterPeople, rosterReach, SHIFT, toShift } from './roster-store.ts';
import { colleaguesOf, swapCandidates } from './swap-eligibility.ts';
import type { ShiftSwapItem } from './swap-entities.ts';
import { approvalReach, approverReaches, hasStarted, isExpired, shiftsWithOpenSwap, toSwap } from './swap-store.ts';

/** How many swaps one read of a list page evaluates, and at most how many reads fill a page. */
const SWAPS_READ = SHIFT_SWAPS_PER_PAGE * 2;
const SWAPS_MAX_READS = 8;

/**
 * `GET /shift-swaps?organization_id=&status=&cursor=`, newest first: a Query of the status index
 * (gsi2 `org#<org>#swaps#<status>`) when a status is asked for, else of the organization's swaps
 * (`swap#<id>`). An employee's reads are filtered in the Query to their own swaps, those offered to
 * them and the drops open in their department; one who approves swaps also sees those of the people
 * they reach (filtered in memory). The Query reads on until the page holds SHIFT_SWAPS_PER_PAGE and one
 * more (at most SWAPS_MAX_READS reads of SWAPS_READ), and the cursor continues right after the page's last
 * swap, so every page but the last is full. A status asked for is the swap's own: an expired one
 * (its shift started while offered or accepted) is left out of `offered` and `accepted`.
 */
export async function listShiftSwaps(input: unknown): Promise<Page<ShiftSwap>> {
  const query = parseInput(shiftSwapsQuery, input);
  const organizationId = query.organization_id;
  const { directory } = await rosterPeople(organizationId);
  const reach = approvalReach(directory);
  const own = organizationAccess().employeeId ?? -1;
  const department = directory.find((entry) => entry.employee_id === own)?.department_id ?? -1;
  const ownOnly = reach === undefined;
  const scope = ['shift-swaps', organizationId, query.status ?? 'all', ownOnly ? own : 'reach'];
  const key = query.status
    ? {
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}#swaps#${query.status}`, ':prefix': 'swap#' },
      }
    : {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': 'swap#' },
      };
  const keep = (swap: ShiftSwapItem) => {
    const expired = isExpired(swap);
    if (query.status && expired) return false;
    const party = swap.from_employee_id === own || swap.to_employee_id === own;
    const openDrop = swap.kind === 'drop' && swap.status === 'offered' && swap.department_id === department && !expired;
    return party || openDrop || (!ownOnly && approverReaches(swap, reach));
  };
  const page = await storePage(
    scope,
    query.cursor,
    filledPagedQuery<ShiftSwapItem>(
      {
        ...key,
        ...(ownOnly
          ? {
              FilterExpression:
                'from_employee_id = :me OR to_employee_id = :me OR (#kind = :drop AND #status = :offered AND department_id = :department)',
              ExpressionAttributeNames: { '#kind': 'kind', '#status': 'status' },
              ExpressionAttributeValues: {
                ...key.ExpressionAttributeValues,
                ':me': own,
                ':drop': 'drop',
                ':offered': 'offered',
                ':department': department,
              },
            }
          : {}),
        ScanIndexForward: false,
        Limit: SWAPS_READ,
      },
      { perPage: SHIFT_SWAPS_PER_PAGE, keep, maxReads: SWAPS_MAX_READS },
    ),
  );
  return {
    data: page.data.map((swap) => toSwap(swap, reach)),
    next_cursor: page.nextCursor,
    per_page: SHIFT_SWAPS_PER_PAGE,
  };
}

/**
 * `GET /shift-swaps/eligible?organization_id=&shift_id=`: who may take the shift, with why not and
 * the checks they would raise. The shift's holder asks (the named-colleague picker), or whoever
 * reaches it in the roster (rostering view beyond self); anyone else: 404.
 */
export async function swapEligible(input: unknown, pricing: RosterPricing): Promise<SwapEligibility> {
  const query = parseInput(swapEligibleQuery, input);
  const organizationId = query.organization_id;
  const [shift, { directory }] = await Promise.all([
    readShift(organizationId, query.shift_id),
    rosterPeople(organizationId),
  ]);
  const { scope, employeeId } = organizationAccess();
  const holder = employeeId !== undefined && shift.employee_id === employeeId;
  const manages = scope !== 'self' && reaches(rosterReach(directory), shift.employee_id, shift.department_id);
  if (!holder && !manages) throw VisibleError.notFound(SHIFT);
  if (shift.employee_id === OPEN_SHIFT_EMPLOYEE && !manages) throw VisibleError.notFound(SHIFT);
  const candidates = await swapCandidates(shift, colleaguesOf(directory, shift), pricing);
  return {
    shift_id: shift.shift_id,
    role: shift.role ?? null,
    candidates: candidates.sort((a, b) => Number(b.eligible) - Number(a.eligible) || a.name.localeCompare(b.name)),
  };
}

/** How far ahead open shifts are offered to claim (My roster's five weeks). */
export const CLAIMABLE_DAYS = 35;

/**
 * `GET /shift-swaps/open-shifts?organization_id=`: the published open shifts of the caller's
 * department from today, for CLAIMABLE_DAYS, not yet started: ONE Query of the open shifts' own
 * index partition (gsi1, employee 0), filtered to published ones of the department, then ONE
 * BatchGet of their swap guards: a shift someone has already claimed (awaiting approval) is left
 * out, as claiming it would answer 409.
 */
export async function listClaimableShifts(input: unknown): Promise<Shift[]> {
  const { organization_id: organizationId } = parseInput(rosterSettingsQuery, input);
  // A member with no employee record has no department to claim in.
  const me = organizationAccess().employeeId;
  if (me === undefined) return [];
  const { directory } = await rosterPeople(organizationId);
  const department = directory.find((entry) => entry.employee_id === me)?.department_id;
  if (department === undefined) return [];
  const today = todayIn(organizationAccess().timezone);
  const open = await publishedShiftsOf(organizationId, OPEN_SHIFT_EMPLOYEE, today, addDays(today, CLAIMABLE_DAYS - 1));
  const claimable = open.filter((item) => item.department_id === department && !hasStarted(item));
  const claimed = await shiftsWithOpenSwap(
    organizationId,
    claimable.map((item) => item.shift_id),
  );
  return claimable
    .filter((item) => !claimed.has(item.shift_id))
    .sort(byStart)
    .map(toShift);
}
