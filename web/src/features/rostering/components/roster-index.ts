import { type Unavailability, unavailableOn } from '@wattle/shared/roster-scheduling-types';
import type {
  OtherDepartmentShift,
  RosterCheck,
  RosterLeaveDay,
  RosterPerson,
  RosterView,
  Shift,
  ShiftCost,
} from '../api/rostering';
import { minutesOf, spanMinutes } from './week';

/** A grid cell: a person (null: the open shifts' row) on a day. */
export interface CellRef {
  employeeId: number | null;
  date: string;
}

export const cellKey = ({ employeeId, date }: CellRef) => `${employeeId ?? 'open'}|${date}`;

/** A row of the grid: the open shifts first, then each person. */
export type RosterRow = { kind: 'open' } | { kind: 'person'; person: RosterPerson };

export const rowEmployeeId = (row: RosterRow) => (row.kind === 'open' ? null : row.person.employee_id);
export const OPEN_SHIFTS = 'Open shifts';
export const rowName = (row: RosterRow) => (row.kind === 'open' ? OPEN_SHIFTS : row.person.name);

/** What the screens look up a roster by: shifts per cell, checks and cost per shift, leave per cell, totals. */
export interface RosterIndex {
  rows: RosterRow[];
  shiftsIn: (cell: CellRef) => readonly Shift[];
  /** The person's shifts that day in other departments (read-only here: counted in their checks). */
  otherShiftsIn: (cell: CellRef) => readonly OtherDepartmentShift[];
  checksOf: (shiftId: number) => readonly RosterCheck[];
  costOf: (shiftId: number) => ShiftCost | undefined;
  leaveIn: (cell: CellRef) => RosterLeaveDay | undefined;
  /** The person was not employed on the day (before they started, after they left). */
  notEmployed: (cell: CellRef) => boolean;
  /** A row's rostered minutes (after breaks) in the range, in this department. */
  minutesOf: (employeeId: number | null) => number;
  /** A person's rostered minutes in the range in other departments. */
  otherMinutesOf: (employeeId: number | null) => number;
  /** The day's rostered minutes and cost (the API's totals). */
  dayTotal: (date: string) => { minutes: number; cost_cents: number };
  /** The range's minutes and cost. */
  total: { minutes: number; cost_cents: number };
  /** The caller sees pay: costs are shown (else the API sends none). */
  costsVisible: boolean;
  personOf: (employeeId: number) => RosterPerson | undefined;
  /** What the person recorded they cannot work that day (minutes past midnight), earliest first. */
  unavailableIn: (cell: CellRef) => readonly UnavailableSpan[];
  /** The person's recorded unavailability (the shift dialog's warning). */
  unavailabilityOf: (employeeId: number | null) => readonly Unavailability[];
}

/** A stretch of a day someone cannot work: [from, to) minutes past midnight, and why. */
export interface UnavailableSpan {
  from: number;
  to: number;
  entry: Unavailability;
}

const NONE: readonly never[] = [];

function group<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function indexRoster(view: RosterView | undefined): RosterIndex {
  const all = view ? [...view.open_shifts, ...view.shifts] : [];
  const shifts = group(all, (shift) => cellKey({ employeeId: shift.employee_id, date: shift.date }));
  for (const list of shifts.values()) list.sort((a, b) => a.start_time.localeCompare(b.start_time));
  const others = group(view?.other_department_shifts ?? [], (shift) =>
    cellKey({ employeeId: shift.employee_id, date: shift.date }),
  );
  for (const list of others.values()) list.sort((a, b) => a.start_time.localeCompare(b.start_time));
  const checks = group([...(view?.checks ?? []), ...(view?.other_department_checks ?? [])], (check) => check.shift_id);
  const costs = new Map((view?.costs ?? []).map((cost) => [cost.shift_id, cost]));
  const people = new Map((view?.people ?? []).map((person) => [person.employee_id, person]));
  const leave = new Map<string, RosterLeaveDay>();
  const notEmployed = new Set<string>();
  for (const person of view?.people ?? []) {
    for (const day of person.leave) leave.set(cellKey({ employeeId: person.employee_id, date: day.date }), day);
    for (const date of person.not_employed_dates ?? [])
      notEmployed.add(cellKey({ employeeId: person.employee_id, date }));
  }
  const unavailable = group(view?.unavailability ?? [], (entry) => entry.employee_id);
  const days = new Map((view?.day_totals ?? []).map((day) => [day.date, day]));
  const openMinutes = (view?.open_shifts ?? []).reduce((sum, shift) => sum + shift.worked_minutes, 0);
  const total = (view?.week_totals ?? []).reduce(
    (sum, week) => ({ minutes: sum.minutes + week.minutes, cost_cents: sum.cost_cents + week.cost_cents }),
    { minutes: 0, cost_cents: 0 },
  );
  return {
    rows: view ? [{ kind: 'open' }, ...view.people.map((person) => ({ kind: 'person' as const, person }))] : [],
    shiftsIn: (cell) => shifts.get(cellKey(cell)) ?? NONE,
    otherShiftsIn: (cell) => others.get(cellKey(cell)) ?? NONE,
    checksOf: (shiftId) => checks.get(shiftId) ?? NONE,
    costOf: (shiftId) => costs.get(shiftId),
    leaveIn: (cell) => leave.get(cellKey(cell)),
    notEmployed: (cell) => notEmployed.has(cellKey(cell)),
    minutesOf: (employeeId) => (employeeId === null ? openMinutes : (people.get(employeeId)?.rostered_minutes ?? 0)),
    otherMinutesOf: (employeeId) => (employeeId === null ? 0 : (people.get(employeeId)?.other_department_minutes ?? 0)),
    dayTotal: (date) => days.get(date) ?? { minutes: 0, cost_cents: 0 },
    total,
    costsVisible: view?.costs_visible ?? false,
    personOf: (employeeId) => people.get(employeeId),
    unavailableIn: ({ employeeId, date }) =>
      employeeId === null
        ? NONE
        : (unavailable.get(employeeId) ?? [])
            .flatMap((entry) => {
              const span = unavailableOn(entry, date);
              return span ? [{ ...span, entry }] : [];
            })
            .sort((a, b) => a.from - b.from),
    unavailabilityOf: (employeeId) => (employeeId === null ? NONE : (unavailable.get(employeeId) ?? NONE)),
  };
}

/** Whether a shift on `date` from `start` to `end` overlaps one of `shifts` (overnight shifts run into the next day). */
export function overlapsAny(
  candidate: { date: string; start_time: string; end_time: string },
  shifts: readonly Pick<Shift, 'date' | 'start_time' | 'end_time'>[],
): boolean {
  const span = (shift: { date: string; start_time: string; end_time: string }) => {
    const start = Date.parse(`${shift.date}T00:00:00Z`) / 60_000 + minutesOf(shift.start_time);
    return [start, start + spanMinutes(shift.start_time, shift.end_time)] as const;
  };
  const [start, end] = span(candidate);
  return shifts.some((shift) => {
    const [otherStart, otherEnd] = span(shift);
    return start < otherEnd && otherStart < end;
  });
}
