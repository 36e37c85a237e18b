import { type AttendanceDay, clockInput, type MyAttendance, recordsQuery } from '@wattle/shared/attendance';
import { CLOCK_ACTION_LABELS } from '@wattle/shared/attendance-constants';
import { addDays, dayIn, formatLongDate } from '@wattle/shared/calendar';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { type AttendanceDayItem, attendanceDayEntity } from './attendance-entities.ts';
import { ownEmployee, startTimeOn } from './attendance-people.ts';
import { applyClock, describeTimes, stateOf, toAttendanceDay, toLocalTimes, workedMinutes } from './clock-rules.ts';
import { matchShift, type PublishedShiftReader, shiftSearchRange } from './shift-punctuality.ts';

const CHANGED_MEANWHILE = 'Your day was changed meanwhile (another tab or device). Reload and try again.';

/**
 * The day a clock step acts on: today's record, or yesterday's while it is still open (a shift
 * that runs past midnight is clocked out on the day it started).
 */
async function currentDay(organizationId: number, employeeId: number, today: string) {
  const keys = [today, addDays(today, -1)].map((date) => ({
    organization_id: organizationId,
    employee_id: employeeId,
    date,
  }));
  const { data } = await attendanceDayEntity().get(keys).go({ consistent: true });
  const todays = data.find((item) => item.date === today);
  const yesterdays = data.find((item) => item.date !== today);
  return todays ?? (yesterdays && !yesterdays.clock_out ? yesterdays : null);
}

/**
 * A clock step by the caller for their own linked record: clock in (opens the organization's
 * day), start or end a break, clock out. One clock-in and one clock-out a day; an impossible
 * step answers 409 with its reason. The step and its audit event are one transaction, and a
 * step from a stale view of the day (another device) loses with 409.
 * A clock-in is matched to the employee's published shift of the day (or the day before's
 * overnight one), read with `publishedShifts` (rostering's, handed in by the route), and the day
 * keeps it: late or early against its start, and at clock-out against its end.
 */
export async function clock(input: unknown, publishedShifts?: PublishedShiftReader): Promise<MyAttendance> {
  const data = parseInput(clockInput, input);
  const employee = await ownEmployee(data.organization_id);
  const timeZone = organizationTimezone(data.organization_id);
  const now = new Date().toISOString();
  const today = dayIn(timeZone, now);
  const range = shiftSearchRange(today);
  const [current, shifts] = await Promise.all([
    currentDay(data.organization_id, employee.employee_id, today),
    data.action === 'in' && publishedShifts
      ? publishedShifts(data.organization_id, employee.employee_id, range.from, range.to)
      : [],
  ]);
  if (data.action === 'in' && current && current.date !== today) {
    throw VisibleError.conflict(`You are still clocked in since ${formatLongDate(current.date)}: clock out first.`);
  }
  // Yesterday's open day refused a clock-in above: the step acts on `current` (today's, or that one).
  const next = applyClock(current, data.action, now);
  const notes = [
    ...(current && data.action !== 'in' ? current.notes : []),
    ...(data.note ? [{ at: now, action: data.action, text: data.note }] : []),
  ];
  const minutes = workedMinutes(next);
  const date = data.action === 'in' || !current ? today : current.date;
  const name = `${employee.first_name} ${employee.last_name}`;
  const shift = data.action === 'in' ? matchShift(shifts, now, timeZone) : current?.shift;
  const record: AttendanceDayItem = {
    organization_id: data.organization_id,
    employee_id: employee.employee_id,
    date,
    clock_in: next.clock_in,
    ...(next.clock_out ? { clock_out: next.clock_out } : {}),
    breaks: next.breaks.map((entry) => ({ start: entry.start, ...(entry.end ? { end: entry.end } : {}) })),
    notes,
    ...(minutes !== null ? { worked_minutes: minutes } : {}),
    ...(shift ? { shift } : {}),
    version: (current && data.action !== 'in' ? current.version : 0) + 1,
    created_at: current && data.action !== 'in' ? current.created_at : now,
    updated_at: now,
  };
  const key = { organization_id: data.organization_id, employee_id: employee.employee_id, date };
  const write =
    data.action === 'in' || !current
      ? attendanceDayEntity().create(record)
      : attendanceDayEntity()
          .patch(key)
          .set({
            ...fieldsOf(record, 'breaks', 'notes', 'version'),
            updated_at: now,
            ...(record.clock_out ? { clock_out: record.clock_out } : {}),
            ...(minutes !== null ? { worked_minutes: minutes } : {}),
          })
          .where(({ version }, { eq }) => eq(version, current.version));
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId: data.organization_id,
      module: 'attendance',
      action: data.action === 'in' ? 'create' : 'update',
      record: {
        type: 'attendance_day',
        id: `${employee.employee_id}-${date}`,
        label: `${name}, ${formatLongDate(date)}`,
      },
      summary: `${CLOCK_ACTION_LABELS[data.action]}: ${name} (${formatLongDate(date)})`,
      changes: [
        {
          field: 'times',
          label: 'Times',
          before: current && data.action !== 'in' ? describeTimes(toLocalTimes(current, timeZone)) : null,
          after: describeTimes(toLocalTimes(next, timeZone)),
        },
      ],
    }),
  ]);
  if (result.canceled) {
    throw VisibleError.conflict(data.action === 'in' ? 'You have already clocked in today.' : CHANGED_MEANWHILE);
  }
  return {
    date,
    employee_id: employee.employee_id,
    state: stateOf(record),
    record: toAttendanceDay(record),
    start_time: startTimeOn(employee, date),
    next_shift: null,
  };
}

/**
 * The caller's own day: today's record (or yesterday's still open) and where it stands; before a
 * clock-in, the published shift a clock-in now would be against (read with `publishedShifts`).
 */
export async function myAttendance(
  organizationId: number,
  publishedShifts?: PublishedShiftReader,
): Promise<MyAttendance> {
  const employee = await ownEmployee(organizationId);
  const timeZone = organizationTimezone(organizationId);
  const now = new Date().toISOString();
  const today = dayIn(timeZone, now);
  const range = shiftSearchRange(today);
  const [current, shifts] = await Promise.all([
    currentDay(organizationId, employee.employee_id, today),
    publishedShifts ? publishedShifts(organizationId, employee.employee_id, range.from, range.to) : [],
  ]);
  const date = current?.date ?? today;
  const next = current ? null : matchShift(shifts, now, timeZone);
  return {
    date,
    employee_id: employee.employee_id,
    state: stateOf(current),
    record: current ? toAttendanceDay(current) : null,
    start_time: startTimeOn(employee, date),
    next_shift: next
      ? { shift_id: next.shift_id, date: next.date, start_time: next.start_time, end_time: next.end_time }
      : null,
  };
}

/**
 * One employee's days from `from` to `to` (one Query of their index): the caller's own when no
 * employee is named; another's only within the caller's reach (404 otherwise).
 */
export async function listRecords(input: unknown): Promise<AttendanceDay[]> {
  const query = parseInput(recordsQuery, input);
  requireMembership(query.organization_id);
  const employeeId = query.employee_id ?? organizationAccess().employeeId;
  // Another's: the caller's reach was checked before the handler (the route's `reach`).
  if (!employeeId) throw VisibleError.notFound('Employee');
  const { data } = await attendanceDayEntity()
    .query.byEmployee({ organization_id: query.organization_id, employee_id: employeeId })
    .between({ date: query.from }, { date: query.to })
    .go({ pages: 'all' });
  return data.map(toAttendanceDay);
}
