import type { RosterView, Shift, ShiftInput } from '../api/rostering';
import type { ShiftTemplate } from '../api/scheduling';
import { cellKey, overlapsAny } from './roster-index';
import { addDays } from './week';

export interface CopyResult {
  copied: number;
  /** Would overlap a shift the person already has, or fall on their approved leave. */
  skipped: number;
  /** Refused by the API (e.g. the person has left). */
  failed: number;
}

/** The fields of a shift a copy sends, moved by `days`. */
export const inputOf = (shift: Shift, patch: Partial<ShiftInput> = {}): ShiftInput => ({
  employee_id: shift.employee_id,
  department_id: shift.department_id,
  date: shift.date,
  start_time: shift.start_time,
  end_time: shift.end_time,
  break_minutes: shift.break_minutes,
  role: shift.role,
  notes: shift.notes,
  ...patch,
});

/**
 * `candidates` less those that would overlap a shift the person already has in `current`, in this
 * department or another (or fall
 * on their approved leave there), and the open shifts already there at the same times.
 */
export function withoutClashes(candidates: readonly ShiftInput[], current: RosterView) {
  const approvedLeave = new Set(
    current.people.flatMap((person) =>
      person.leave
        .filter((leave) => leave.status === 'approved')
        .map((leave) => cellKey({ employeeId: person.employee_id, date: leave.date })),
    ),
  );
  const inputs: ShiftInput[] = [];
  let skipped = 0;
  // The person's shifts in other departments count: the API refuses an overlap with any of theirs.
  const mine = [...current.shifts, ...current.open_shifts, ...current.other_department_shifts];
  for (const input of candidates) {
    const theirs = mine.filter((each) => each.employee_id === input.employee_id);
    const clash =
      input.employee_id === null
        ? theirs.some(
            (each) =>
              each.date === input.date && each.start_time === input.start_time && each.end_time === input.end_time,
          )
        : overlapsAny(input, theirs) || approvedLeave.has(cellKey({ employeeId: input.employee_id, date: input.date }));
    if (clash) skipped += 1;
    else inputs.push(input);
  }
  return { inputs, skipped };
}

/** The shifts of `previous` moved `days` later, less those that would clash in `current` (withoutClashes). */
export function planCopy(previous: RosterView, current: RosterView, days: number) {
  return withoutClashes(
    [...previous.open_shifts, ...previous.shifts].map((shift) => inputOf(shift, { date: addDays(shift.date, days) })),
    current,
  );
}

/** A template's shift on each of `days` for the person (null: open shifts), less those that would clash in `current`. */
export function planTemplate(
  template: Pick<ShiftTemplate, 'start_time' | 'end_time' | 'break_minutes' | 'role'>,
  days: readonly string[],
  employeeId: number | null,
  current: RosterView,
) {
  return withoutClashes(
    days.map((date) => ({
      employee_id: employeeId,
      department_id: current.department_id,
      date,
      start_time: template.start_time,
      end_time: template.end_time,
      break_minutes: template.break_minutes,
      role: template.role,
      notes: null,
    })),
    current,
  );
}

/** Creates each of `inputs`, four at a time; counts what was made and what was refused. */
export async function createAll(
  inputs: readonly ShiftInput[],
  create: (input: ShiftInput) => Promise<unknown>,
  parallel = 4,
): Promise<{ copied: number; failed: number }> {
  let next = 0;
  let copied = 0;
  let failed = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const input = inputs[next++] as ShiftInput;
      try {
        await create(input);
        copied += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, inputs.length) }, worker));
  return { copied, failed };
}

/** The toast after a copy: "Copied 12 shifts from last week. Skipped 2 that would overlap or fall on leave." (a template's: "Added …"). */
export function copyMessage({ copied, skipped, failed }: CopyResult, from: string, added = false): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const parts = [`${added ? 'Added' : 'Copied'} ${plural(copied, 'shift')} from ${from}.`];
  if (skipped > 0) parts.push(`Skipped ${skipped} that would overlap or fall on approved leave.`);
  if (failed > 0) parts.push(`${failed} could not be ${added ? 'added' : 'copied'}.`);
  return parts.join(' ');
}
