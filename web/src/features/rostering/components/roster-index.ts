import type { RosterCheck, RosterLeave, RosterPerson, RosterView, Shift } from '../api/rostering';
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

/** What the screens look up a roster by: shifts per cell, checks per shift, leave per cell, totals. */
export interface RosterIndex {
  rows: RosterRow[];
  shiftsIn: (cell: CellRef) => readonly Shift[];
  checksOf: (shiftId: number) => readonly RosterCheck[];
  leaveIn: (cell: CellRef) => RosterLeave | undefined;
  /** A person's rostered minutes (after breaks) in the range. */
  minutesOf: (employeeId: number | null) => number;
  /** The day's rostered minutes, every row. */
  dayMinutes: (date: string) => number;
  personOf: (employeeId: number) => RosterPerson | undefined;
}

const NONE: readonly never[] = [];

export function indexRoster(view: RosterView | undefined): RosterIndex {
  const shifts = new Map<string, Shift[]>();
  const checks = new Map<number, RosterCheck[]>();
  const leave = new Map<string, RosterLeave>();
  const personMinutes = new Map<number | null, number>();
  const dayMinutes = new Map<string, number>();
  const people = new Map<number, RosterPerson>();
  for (const shift of view?.shifts ?? []) {
    const key = cellKey({ employeeId: shift.employee_id, date: shift.date });
    shifts.set(key, [...(shifts.get(key) ?? []), shift]);
    personMinutes.set(shift.employee_id, (personMinutes.get(shift.employee_id) ?? 0) + shift.minutes);
    dayMinutes.set(shift.date, (dayMinutes.get(shift.date) ?? 0) + shift.minutes);
  }
  for (const list of shifts.values()) list.sort((a, b) => a.start_time.localeCompare(b.start_time));
  for (const check of view?.checks ?? []) checks.set(check.shift_id, [...(checks.get(check.shift_id) ?? []), check]);
  for (const person of view?.people ?? []) {
    people.set(person.employee_id, person);
    for (const day of person.leave) leave.set(cellKey({ employeeId: person.employee_id, date: day.date }), day);
  }
  return {
    rows: view ? [{ kind: 'open' }, ...view.people.map((person) => ({ kind: 'person' as const, person }))] : [],
    shiftsIn: (cell) => shifts.get(cellKey(cell)) ?? NONE,
    checksOf: (shiftId) => checks.get(shiftId) ?? NONE,
    leaveIn: (cell) => leave.get(cellKey(cell)),
    minutesOf: (employeeId) => personMinutes.get(employeeId) ?? 0,
    dayMinutes: (date) => dayMinutes.get(date) ?? 0,
    personOf: (employeeId) => people.get(employeeId),
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
