import { addDays, formatDayRange } from '@wattle/shared/calendar';
import { LEAVE_UNITS_PER_DAY, type LeaveEntryKind, type LeaveType } from '@wattle/shared/leave-types';
import { hoursToUnits } from '@wattle/shared/work-pattern';
import type { DateSpan } from './accrual.ts';
import {
  accrualBetween,
  addYears,
  fixedEntitlement,
  type LeaveEmployee,
  nextUnposted,
  type OpeningBalance,
  openingOn,
  pausesAccrual,
  serviceYearStart,
  type Totals,
  totalsInUnitOf,
  totalsOf,
} from './balance-math.ts';
import { type AccountItem, type EntryItem, entryKeys, inTypeIndex } from './ledger-store.ts';

/**
 * Applying changes to an account in memory: posting accrual up to a day, then leave taken,
 * returned, pending and adjustments, each balance change as an entry with the totals after it.
 * ledger.ts turns the result into one transaction's writes.
 */

export interface Actor {
  id: number | null;
  name: string;
}

/** A working copy of an account and the entries written to it. */
export interface Draft {
  account: AccountItem;
  entries: EntryItem[];
}

const copyTotals = (totals: Totals): Totals =>
  Object.fromEntries(Object.entries(totals).map(([id, value]) => [id, { ...value }]));

/** Every type's totals without pending (what an entry's snapshot keeps). */
const snapshot = (totals: Totals): Totals =>
  Object.fromEntries(
    Object.entries(totals).map(([id, { pending: _pending, ...rest }]) => [id, { ...rest, pending: 0 }]),
  );

export function startDraft(account: AccountItem): Draft {
  return {
    account: {
      ...account,
      totals: copyTotals(account.totals),
      unpaid_spans: [...account.unpaid_spans],
      ...(account.openings ? { openings: { ...account.openings } } : {}),
    },
    entries: [],
  };
}

/**
 * The balance of a type on `date` from the draft's totals and accrual through the day before: what
 * is posted, plus the work pattern's accrual of the days not yet posted (a pay run's accrual
 * posting leaves the account's posted day where it was: see postsAccrualFirst in ledger.ts).
 */
function balanceOn(draft: Draft, type: LeaveType, employee: LeaveEmployee, date: string): number {
  const posted = totalsOf(draft.account.totals, type.leave_type_id);
  if (type.balance === 'fixed') return fixedEntitlement(type, employee, date) + posted.adjusted - posted.taken;
  const from = nextUnposted(employee, draft.account.posted_through);
  const dayBefore = addDays(date, -1);
  const unposted = from <= dayBefore ? accrualBetween(type, employee, from, dayBefore, draft.account.unpaid_spans) : 0;
  const totals = { ...posted, accrued: posted.accrued + unposted };
  const opening = openingOn(draft.account.openings, type.leave_type_id, date);
  if (opening) {
    const { replaced } = opening;
    return (
      opening.units +
      totals.accrued -
      replaced.accrued +
      totals.adjusted -
      replaced.adjusted -
      totals.taken +
      replaced.taken
    );
  }
  return totals.accrued + totals.adjusted - totals.taken;
}

function addEntry(
  draft: Draft,
  employee: LeaveEmployee,
  type: LeaveType,
  entry: {
    kind: LeaveEntryKind;
    date: string;
    units: number;
    period_from?: string;
    leave?: LeaveSpan;
    reason?: string;
  },
  actor: Actor,
  now: string,
): void {
  const account = draft.account;
  account.entry_count += 1;
  account.last_entry_date = entry.date;
  draft.entries.push({
    ...entryKeys(
      account.organization_id,
      account.employee_id,
      type.leave_type_id,
      entry.date,
      account.entry_count,
      inTypeIndex(type),
    ),
    organization_id: account.organization_id,
    employee_id: account.employee_id,
    entry_number: account.entry_count,
    leave_type_id: type.leave_type_id,
    kind: entry.kind,
    date: entry.date,
    units: entry.units,
    balance_after: balanceOn(draft, type, employee, entry.date),
    totals_after: snapshot(account.totals),
    ...(account.posted_through ? { posted_through_after: account.posted_through } : {}),
    ...(entry.period_from ? { period_from: entry.period_from } : {}),
    ...(entry.leave
      ? {
          leave_start: entry.leave.start_date,
          leave_end: entry.leave.end_date,
          leave_request_id: entry.leave.leave_request_id,
        }
      : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(actor.id === null ? {} : { actor_id: actor.id }),
    actor_name: actor.name,
    recorded_at: now,
  });
}

function update(draft: Draft, leaveTypeId: number, change: (totals: ReturnType<typeof totalsOf>) => void) {
  const totals = totalsOf(draft.account.totals, leaveTypeId);
  change(totals);
  draft.account.totals[String(leaveTypeId)] = totals;
}

/** The days a window of posting ends: anniversaries split it when a type caps what carries over. */
function windowEnds(employee: LeaveEmployee, from: string, through: string, capped: boolean): string[] {
  if (!capped) return [through];
  const ends: string[] = [];
  let anniversary = addYears(serviceYearStart(employee.joining_date, from), 1);
  while (anniversary <= through) {
    ends.push(addDays(anniversary, -1));
    anniversary = addYears(anniversary, 1);
  }
  if (ends.at(-1) !== through) ends.push(through);
  return ends;
}

/**
 * Posts accrual of every accruing type through `until`, or through the last entry's day when that
 * is later (nothing when already posted that far): one Accrual entry per type and window, dated the
 * window's last day. A custom type with a
 * carry-over cap forfeits what exceeds the cap at the end of each year of service (a Carry-over
 * forfeit entry). Idempotent: a second call with the same day adds nothing.
 */
export function postAccrual(
  draft: Draft,
  employee: LeaveEmployee,
  types: readonly LeaveType[],
  until: string,
  actor: Actor,
  now: string,
): void {
  const from = nextUnposted(employee, draft.account.posted_through);
  if (from > until) return;
  // Entries stay in date order: when a pay run's accrual was entered after the posted day (dated
  // the day it was posted, never later than that day's today), accrual is posted through that day.
  const lastEntry = draft.account.last_entry_date;
  const through = lastEntry && lastEntry > until ? lastEntry : until;
  const accruing = types.filter((type) => type.balance === 'accruing');
  const capped = accruing.some((type) => type.carry_over_cap_hours !== null);
  let windowStart = from;
  for (const end of windowEnds(employee, from, through, capped)) {
    for (const type of accruing) {
      const units = accrualBetween(type, employee, windowStart, end, draft.account.unpaid_spans);
      if (units === 0) continue;
      update(draft, type.leave_type_id, (totals) => {
        totals.accrued += units;
      });
      draft.account.posted_through = end;
      addEntry(draft, employee, type, { kind: 'accrual', date: end, units, period_from: windowStart }, actor, now);
    }
    draft.account.posted_through = end;
    const yearEnds = addDays(end, 1) === addYears(serviceYearStart(employee.joining_date, end), 1);
    for (const type of accruing) {
      const cap = type.carry_over_cap_hours === null ? null : hoursToUnits(type.carry_over_cap_hours);
      if (cap === null || !yearEnds) continue;
      const excess = balanceOn(draft, type, employee, end) - cap;
      if (excess <= 0) continue;
      update(draft, type.leave_type_id, (totals) => {
        totals.adjusted -= excess;
      });
      addEntry(
        draft,
        employee,
        type,
        {
          kind: 'forfeit',
          date: end,
          units: -excess,
          reason: `Above the carry-over cap of ${type.carry_over_cap_hours} h`,
        },
        actor,
        now,
      );
    }
    windowStart = addDays(end, 1);
  }
}

/**
 * Unpaid leave approved (or cancelled) for days whose accrual is already posted: those days accrued
 * by the work pattern as if worked (or were left out). Each accruing type gets an Accrual entry of
 * the difference, dated `date`, so the posted days end up accruing as the unpaid absences now say
 * (unpaid leave is not service, Fair Work Act s 22(2)(b)) — what a pay run's accrual on the hours
 * paid compares with (pay-accrual.ts). `before` is the account's unpaid absences before the change.
 */
export function correctPostedAccrual(
  draft: Draft,
  employee: LeaveEmployee,
  types: readonly LeaveType[],
  before: readonly DateSpan[],
  leave: LeaveSpan,
  date: string,
  actor: Actor,
  now: string,
): void {
  const postedThrough = draft.account.posted_through;
  if (!postedThrough || leave.start_date > postedThrough) return;
  const to = leave.end_date < postedThrough ? leave.end_date : postedThrough;
  const after = draft.account.unpaid_spans;
  const taken = after.length > before.length;
  for (const type of types.filter((candidate) => candidate.balance === 'accruing')) {
    const units =
      accrualBetween(type, employee, leave.start_date, to, after) -
      accrualBetween(type, employee, leave.start_date, to, before);
    if (units === 0) continue;
    update(draft, type.leave_type_id, (totals) => {
      totals.accrued += units;
    });
    const reason = taken
      ? `Unpaid leave ${formatDayRange(leave.start_date, leave.end_date)} approved after accrual was posted: those days accrue nothing`
      : `Unpaid leave ${formatDayRange(leave.start_date, leave.end_date)} cancelled after accrual was posted: those days accrue again`;
    addEntry(draft, employee, type, { kind: 'accrual', date, units, reason }, actor, now);
  }
}

/** The leave a Leave taken or returned entry is for. */
export interface LeaveSpan {
  start_date: string;
  end_date: string;
  leave_request_id: number;
}

/**
 * A change a transaction makes to an employee's balances:
 * - `pending`: a request's hours waiting for a decision (+ on submit, − on decline or cancel);
 * - `taken`: approved leave (a Leave taken entry; with `from_pending`, its pending hours go);
 *   an unpaid type's days are kept so they accrue nothing;
 * - `returned`: approved leave cancelled (a Leave returned entry; unpaid days accrue again);
 * - `adjustment`: HR's signed change with its reason;
 *   A request's change carries its `days` too: a balance kept in days (a casual's FDV leave,
 *   countsInDays) moves by them (LEAVE_UNITS_PER_DAY each), not by the hours.
 * - `opening`: an accruing type's opening balance set (or, `opening: null`, removed): an Opening
 *   balance entry of the change it makes to the balance on the day (opening-balances.ts).
 * - `pay_run`: a finalised pay run's accrual on the ordinary hours it paid, less the work
 *   pattern's estimate for the same days (which is or will be posted), signed: the period then
 *   accrues on the hours paid (pay-accrual.ts).
 */
export type LedgerChange =
  | { kind: 'pending'; leave_type_id: number; units: number; days?: number }
  | { kind: 'taken'; leave_type_id: number; units: number; leave: LeaveSpan; from_pending: boolean; days?: number }
  | { kind: 'returned'; leave_type_id: number; units: number; leave: LeaveSpan; days?: number }
  | { kind: 'adjustment'; leave_type_id: number; units: number; reason: string }
  | { kind: 'pay_run'; leave_type_id: number; units: number; reason: string }
  | { kind: 'opening'; leave_type_id: number; opening: OpeningBalance | null; reason: string };

/** Applies `change` dated `date` to the draft (accrual already posted through the day before). */
export function applyChange(
  draft: Draft,
  employee: LeaveEmployee,
  type: LeaveType,
  given: LedgerChange,
  date: string,
  actor: Actor,
  now: string,
): void {
  const id = type.leave_type_id;
  let change = given;
  if (type.balance === 'fixed') {
    // A fixed type's taken and adjusted figures are of one year of service: a new year starts at nothing.
    const yearStart = serviceYearStart(employee.joining_date, date);
    const inUnit = totalsInUnitOf(type, totalsOf(draft.account.totals, id), employee, date);
    draft.account.totals[String(id)] = inUnit;
    update(draft, id, (totals) => {
      if (totals.year_start === yearStart) return;
      totals.year_start = yearStart;
      totals.taken = 0;
      totals.adjusted = 0;
    });
    if (inUnit.days && 'days' in change && change.days !== undefined) {
      change = { ...change, units: change.days * LEAVE_UNITS_PER_DAY };
    }
  }
  const withBalance = type.balance !== 'none';
  switch (change.kind) {
    case 'opening': {
      const before = balanceOn(draft, type, employee, date);
      const openings = { ...draft.account.openings };
      if (change.opening) openings[String(id)] = change.opening;
      else delete openings[String(id)];
      draft.account.openings = openings;
      const units = balanceOn(draft, type, employee, date) - before;
      addEntry(draft, employee, type, { kind: 'opening', date, units, reason: change.reason }, actor, now);
      return;
    }
    case 'pending':
      if (withBalance)
        update(draft, id, (totals) => {
          totals.pending = Math.max(0, totals.pending + change.units);
        });
      return;
    case 'taken':
      if (pausesAccrual(type)) draft.account.unpaid_spans.push({ ...change.leave });
      if (!withBalance) return;
      update(draft, id, (totals) => {
        totals.taken += change.units;
        if (change.from_pending) totals.pending = Math.max(0, totals.pending - change.units);
      });
      addEntry(draft, employee, type, { kind: 'taken', date, units: -change.units, leave: change.leave }, actor, now);
      return;
    case 'returned':
      draft.account.unpaid_spans = draft.account.unpaid_spans.filter(
        (span) => span.leave_request_id !== change.leave.leave_request_id,
      );
      if (!withBalance) return;
      update(draft, id, (totals) => {
        totals.taken -= change.units;
      });
      addEntry(draft, employee, type, { kind: 'returned', date, units: change.units, leave: change.leave }, actor, now);
      return;
    case 'pay_run':
    case 'adjustment':
      // A pay run's accrual on the hours paid adds to what accrued; HR's adjustment is its own figure.
      update(draft, id, (totals) => {
        if (change.kind === 'pay_run') totals.accrued += change.units;
        else totals.adjusted += change.units;
      });
      addEntry(
        draft,
        employee,
        type,
        { kind: change.kind, date, units: change.units, reason: change.reason },
        actor,
        now,
      );
      return;
  }
}
