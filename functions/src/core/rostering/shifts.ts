import { formatLongDate } from '@wattle/shared/calendar';
import {
  createShiftInput,
  deleteShiftQuery,
  type Shift,
  type ShiftValues,
  updateShiftInput,
} from '@wattle/shared/rostering';
import { clockText } from '@wattle/shared/shift-text';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { leaveBetween } from '../leave/team-calendar.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { notifyShiftChange } from './change-notice.ts';
import { employmentProblem, leaveMessage, shiftsOverlap } from './roster-checks.ts';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftCounter, shiftEntity, shiftLocator } from './roster-entities.ts';
import { reaches, readShift, rosterPeople, rosterReach, SHIFT, shiftLabel, toShift } from './roster-store.ts';
import { guardLost, guardWrites, ROSTER_DAY_CHANGED, readShiftDays, type ShiftDays } from './shift-day-guard.ts';

/** Shifts: creating, changing and deleting one (versioned, audited in the same transaction). */

export const SHIFT_MESSAGES = {
  department: 'Choose a department.',
  notInDepartment: (name: string) => `${name} is not in this department.`,
  overlap: (other: Pick<ShiftItem, 'date' | 'start_time' | 'end_time'>) =>
    `Overlaps the shift ${clockText(other.start_time)} – ${clockText(other.end_time)} on ${formatLongDate(other.date)}.`,
} as const;

type ShiftFields = Pick<
  ShiftItem,
  'employee_id' | 'department_id' | 'date' | 'start_time' | 'end_time' | 'break_minutes'
> & { role: string | null; notes: string | null; confirm_leave?: boolean | undefined };

/**
 * The rules of a shift's fields (422 on the field, 404 outside the caller's reach): the department
 * exists, the employee is in it and employed on the date, not on approved leave unless confirmed,
 * and the shift overlaps none of theirs (the day before's overnight shift included), read with the
 * days' guards (shift-day-guard.ts: strongly consistent, so two writes at once cannot both pass).
 */
async function checkShift(
  organizationId: number,
  fields: ShiftFields,
  selfId: number | null,
  people: Awaited<ReturnType<typeof rosterPeople>>,
  leaving?: ShiftItem,
): Promise<{ employee: DirectoryEntry | null; days: ShiftDays | null }> {
  const { directory, departments } = people;
  const reach = rosterReach(directory);
  if (!departments.has(fields.department_id))
    throw VisibleError.validation({ department_id: [SHIFT_MESSAGES.department] });
  if (fields.employee_id === OPEN_SHIFT_EMPLOYEE) {
    if (!reaches(reach, OPEN_SHIFT_EMPLOYEE, fields.department_id)) throw VisibleError.notFound('Department');
    return { employee: null, days: null };
  }
  const employee = directory.find((entry) => entry.employee_id === fields.employee_id && !entry.trashed_at);
  if (!employee || !reaches(reach, employee.employee_id, employee.department_id))
    throw VisibleError.notFound('Employee');
  const name = `${employee.first_name} ${employee.last_name}`;
  if (employee.department_id !== fields.department_id)
    throw VisibleError.validation({ employee_id: [SHIFT_MESSAGES.notInDepartment(name)] });
  const problem = employmentProblem(fields.date, {
    joining_date: employee.joining_date,
    last_working_day: employee.last_working_day,
  });
  if (problem) throw VisibleError.validation({ date: [`${problem}.`] });
  const [leave, days] = await Promise.all([
    leaveBetween(organizationId, fields.date, fields.date),
    readShiftDays(organizationId, employee.employee_id, fields.date, leaving),
  ]);
  const approved = leave.find((entry) => entry.employee_id === employee.employee_id && entry.status === 'approved');
  if (approved && fields.confirm_leave !== true)
    throw VisibleError.validation({ confirm_leave: [`${leaveMessage(approved)}. Confirm to roster them anyway.`] });
  const shift = { ...fields, shift_id: selfId ?? 0 };
  const other = days.shifts.find(
    (item) => item.employee_id === employee.employee_id && item.shift_id !== selfId && shiftsOverlap(shift, item),
  );
  if (other) throw VisibleError.validation({ start_time: [SHIFT_MESSAGES.overlap(other)] });
  return { employee, days };
}

const fieldsOf = (data: ShiftValues): ShiftFields => ({
  ...data,
  employee_id: data.employee_id ?? OPEN_SHIFT_EMPLOYEE,
});

/** What a stored shift holds of the fields (null texts left out). */
function stored(fields: ShiftFields, employee: DirectoryEntry | null) {
  const { confirm_leave: _confirm, role, notes, ...rest } = fields;
  return {
    ...rest,
    ...(employee ? { employee_name: `${employee.first_name} ${employee.last_name}` } : {}),
    ...(role ? { role } : {}),
    ...(notes ? { notes } : {}),
  };
}

/** POST /shifts: a draft shift of an employee (their reach checked before the handler) or an open one. */
export async function createShift(input: unknown): Promise<Shift> {
  const data = parseInput(createShiftInput, input);
  const organizationId = data.organization_id;
  const fields = fieldsOf(data);
  const people = await rosterPeople(organizationId);
  const shiftId = await nextId(shiftCounter(), 'shift');
  // Another shift of the same person's days written meanwhile (copying a week or applying a template
  // writes several at once) moves a guard this write read: check again against it, a few times.
  for (let attempt = 1; ; attempt += 1) {
    const written = await writeNewShift(organizationId, shiftId, fields, people);
    if (written) return toShift(written);
    if (attempt === GUARD_ATTEMPTS) throw VisibleError.conflict(ROSTER_DAY_CHANGED);
  }
}

/** Tries of a shift write whose day guard moved meanwhile, each checked again from fresh reads. */
const GUARD_ATTEMPTS = 5;

/** The checked shift written with its locator, audit event and guards; null when a guard moved meanwhile. */
async function writeNewShift(
  organizationId: number,
  shiftId: number,
  fields: ShiftFields,
  people: Awaited<ReturnType<typeof rosterPeople>>,
): Promise<ShiftItem | null> {
  const { employee, days } = await checkShift(organizationId, fields, null, people);
  const now = new Date().toISOString();
  const item: ShiftItem = {
    organization_id: organizationId,
    shift_id: shiftId,
    ...stored(fields, employee),
    status: 'draft',
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(shiftEntity().create(item)),
    committed(
      shiftLocator().create({
        kind: 'shift',
        id: shiftId,
        organization_id: organizationId,
        parent_id: item.department_id,
      }),
    ),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'create',
      record: { type: 'shift', id: shiftId, label: shiftLabel(item) },
      summary: `Rostered ${shiftLabel(item)}`,
    }),
    ...(days ? guardWrites(days, null, item) : []),
  ]);
  if (result.canceled) {
    if (guardLost(result, 3)) return null;
    throw new Error('The shift could not be written.');
  }
  return item;
}

const CHANGE_FIELDS = [
  'employee_id',
  'department_id',
  'date',
  'start_time',
  'end_time',
  'break_minutes',
  'role',
  'notes',
] as const;

/** PUT /shifts/{id}: the whole shift again, on condition of the version read (409 otherwise). */
export async function updateShift(organizationId: number, shiftId: number, input: unknown): Promise<Shift> {
  const data = parseInput(updateShiftInput, input);
  const [before, people] = await Promise.all([readShift(organizationId, shiftId), rosterPeople(organizationId)]);
  if (!reaches(rosterReach(people.directory), before.employee_id, before.department_id))
    throw VisibleError.notFound(SHIFT);
  checkVersion(data.version, before.version);
  const fields = fieldsOf(data);
  const { employee, days } = await checkShift(organizationId, fields, shiftId, people, before);
  const changed = CHANGE_FIELDS.filter(
    (field) => (before[field] ?? null) !== (stored(fields, employee)[field] ?? null),
  );
  // A published shift that changed is acknowledged again (publishing: the employee is told, change-notice.ts).
  const { employee_name: _name, role: _role, notes: _notes, acknowledged_at: seen, ...kept } = before;
  const after: ShiftItem = {
    ...kept,
    ...(seen && changed.length === 0 ? { acknowledged_at: seen } : {}),
    ...stored(fields, employee),
    ...(before.status === 'published' && changed.length > 0 ? { changed_after_publish: true } : {}),
    version: before.version + 1,
    updated_at: new Date().toISOString(),
  };
  const result = await transactWrite([
    committed(
      shiftEntity()
        .put(after)
        .where(({ version }, { eq }) => eq(version, before.version)),
    ),
    committed(shiftLocator().patch({ kind: 'shift', id: shiftId }).set({ parent_id: after.department_id })),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'update',
      record: { type: 'shift', id: shiftId, label: shiftLabel(before) },
      summary: `Changed ${shiftLabel(before)}${changed.length > 0 ? ` (${changed.join(', ')})` : ''}`,
      changes: changed.map((field) => ({
        field,
        label: field.replace('_', ' '),
        before: before[field] === undefined ? null : String(before[field]),
        after: after[field] === undefined ? null : String(after[field]),
      })),
    }),
    ...(days ? guardWrites(days, before, after) : []),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    if (guardLost(result, 3)) throw VisibleError.conflict(ROSTER_DAY_CHANGED);
    throw new Error(`Shift ${shiftId} could not be written.`);
  }
  await notifyShiftChange(before, after);
  return toShift(after);
}

/** DELETE /shifts/{id}?version=: the shift and its locator, on condition of the version read. */
export async function deleteShift(organizationId: number, shiftId: number, query: unknown): Promise<void> {
  const { version: sent } = parseInput(deleteShiftQuery, query);
  const before = await readShift(organizationId, shiftId);
  const { directory } = await rosterPeople(organizationId);
  if (!reaches(rosterReach(directory), before.employee_id, before.department_id)) throw VisibleError.notFound(SHIFT);
  checkVersion(sent, before.version);
  const days =
    before.employee_id === OPEN_SHIFT_EMPLOYEE
      ? null
      : await readShiftDays(organizationId, before.employee_id, before.date);
  const result = await transactWrite([
    committed(
      shiftEntity()
        .delete({ organization_id: organizationId, shift_id: shiftId })
        .where(({ version }, { eq }) => eq(version, before.version)),
    ),
    committed(shiftLocator().delete({ kind: 'shift', id: shiftId })),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'delete',
      record: { type: 'shift', id: shiftId, label: shiftLabel(before) },
      summary: `Removed ${shiftLabel(before)}`,
    }),
    ...(days ? guardWrites(days, before, null) : []),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    if (guardLost(result, 3)) throw VisibleError.conflict(ROSTER_DAY_CHANGED);
    throw new Error(`Shift ${shiftId} could not be deleted.`);
  }
  await notifyShiftChange(before, null);
}
