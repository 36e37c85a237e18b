import { boardQuery } from '@wattle/shared/attendance';
import {
  type AttendanceBoard,
  BOARD_STATUSES,
  type BoardRow,
  type BoardStatus,
  SHIFT_ON_TIME_MINUTES,
} from '@wattle/shared/attendance-constants';
import { dayIn } from '@wattle/shared/calendar';
import { lifecycleOf } from '@wattle/shared/employee-lifecycle';
import { readDirectory } from '../employees/directory.ts';
import { reachOf, withinReach } from '../employees/employee-scope.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { holidayCorrections } from '../leave/public-holiday-entity.ts';
import { loadHolidayCalendars } from '../leave/public-holidays.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { patternDay, readPatterns } from './attendance-people.ts';
import { boardStatus, isLate, workedMinutes } from './clock-rules.ts';
import { readDayRecords } from './day-records.ts';
import { fullDayHolidaysOn } from './holiday-days.ts';
import { onLeaveOn } from './leave-days.ts';
import { punctualityOf } from './shift-punctuality.ts';

/**
 * The tracking board for one organization day (today when none is given): every employee current
 * that day whom the caller's attendance grant reaches, with where their day stands, whether they
 * were late, and the counts per status. Reads: the directory, the day's records (one Query), the
 * reached employees' work patterns (one BatchGet), the day's approved leave and the organization's
 * public holiday corrections (one Query each).
 */
export async function readBoard(input: unknown): Promise<AttendanceBoard> {
  const query = parseInput(boardQuery, input);
  const organizationId = query.organization_id;
  requireMembership(organizationId);
  const timeZone = organizationTimezone(organizationId);
  const today = dayIn(timeZone, new Date());
  const date = query.date ?? today;
  if (date > today) throw VisibleError.validation({ date: ['The board cannot show a day in the future.'] });
  const directory = await readDirectory(organizationId);
  const people = withinReach(
    directory.filter((entry) => !entry.trashed_at && lifecycleOf(entry, date) === 'current'),
    reachOf(directory),
  );
  const ids = people.map((entry) => entry.employee_id);
  const [records, patterns, onLeave, corrections] = await Promise.all([
    readDayRecords(organizationId, date),
    readPatterns(organizationId, ids),
    onLeaveOn(organizationId, date),
    holidayCorrections(organizationId),
    loadHolidayCalendars(),
  ]);
  const days = new Map(
    people.map((person) => {
      const pattern = patterns.get(person.employee_id);
      return [person.employee_id, pattern ? patternDay(pattern, date) : { startTime: null, state: null }] as const;
    }),
  );
  // A full-day public holiday of the employee's state is not a working day.
  const holidays = fullDayHolidaysOn(corrections, date, new Set([...days.values()].map((day) => day.state)));
  const byEmployee = new Map(records.map((record) => [record.employee_id, record]));
  const counts = Object.fromEntries([...BOARD_STATUSES, 'late'].map((status) => [status, 0])) as Record<
    BoardStatus | 'late',
    number
  >;
  const rows: BoardRow[] = [];
  for (const person of people) {
    const record = byEmployee.get(person.employee_id) ?? null;
    const day = days.get(person.employee_id) ?? { startTime: null, state: null };
    const holiday = holidays.get(day.state) ?? null;
    const startTime = holiday ? null : day.startTime;
    const status = boardStatus({
      day: record,
      onLeave: onLeave.has(person.employee_id),
      workingDay: startTime !== null,
      past: date < today,
    });
    // Clocked against a published shift: late against its start; otherwise against the pattern's.
    const shift = record ? punctualityOf(record) : null;
    const late = shift
      ? shift.arrival_minutes > SHIFT_ON_TIME_MINUTES
      : record
        ? isLate(record.clock_in, date, startTime, timeZone)
        : false;
    counts[status]++;
    if (late) counts.late++;
    if (query.status && (query.status === 'late' ? !late : status !== query.status)) continue;
    const leave = onLeave.get(person.employee_id);
    rows.push({
      ...fieldsOf(person, 'employee_id', 'first_name', 'last_name', 'employee_code'),
      status,
      late,
      start_time: startTime,
      shift,
      clock_in: record?.clock_in ?? null,
      clock_out: record?.clock_out ?? null,
      worked_minutes: record ? workedMinutes(record) : null,
      leave: leave ? { label: leave.label, part_day_hours: leave.part_day_hours } : null,
      holiday,
    });
  }
  rows.sort(
    (a, b) =>
      a.first_name.localeCompare(b.first_name) ||
      a.last_name.localeCompare(b.last_name) ||
      a.employee_id - b.employee_id,
  );
  return { date, today, counts, data: rows };
}
