import { addDays } from '@wattle/shared/calendar';
import type { CalendarAbsence, CalendarHoliday, TeamCalendar } from '@wattle/shared/leave-request-constants';
import { calendarQuery } from '@wattle/shared/leave-requests';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../access/permissions.ts';
import { readDirectory } from '../employees/directory.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { parseInput } from '../validation.ts';
import { type LeaveCalendarEntryItem, leaveCalendarEntryEntity } from './request-entities.ts';
import { holidaysForCalendar } from './request-holidays.ts';
import { statesOfEmployees } from './request-inputs.ts';
import { seesConfidential } from './request-people.ts';
import { employeeName, namesOf, typeLabelFor } from './request-views.ts';

/** The month's pending and approved requests: one Query of their calendar entries. */
async function entriesOfMonth(organizationId: number, month: string): Promise<LeaveCalendarEntryItem[]> {
  return (
    await leaveCalendarEntryEntity().query.byMonth({ organization_id: organizationId, month }).go({ pages: 'all' })
  ).data.filter((entry) => entry.month === month);
}

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * Who is away in a month (pending and approved requests of the employees the caller's leave grant
 * reaches; a confidential type shows as "Leave") and the public holidays of their states.
 */
export async function teamCalendar(query: unknown): Promise<TeamCalendar> {
  const { organization_id: organizationId, month } = parseInput(calendarQuery, query);
  const [entries, directory] = await Promise.all([
    entriesOfMonth(organizationId, month),
    readDirectory(organizationId),
  ]);
  const reach = reachOf(directory);
  const names = namesOf(directory);
  const visible = entries.filter((entry) => (!reach || reach.has(entry.employee_id)) && names.has(entry.employee_id));
  const absences: CalendarAbsence[] = visible.map((entry) => ({
    request_id: entry.request_id,
    employee_id: entry.employee_id,
    employee_name: employeeName(names.get(entry.employee_id), entry.employee_id),
    leave_type_name: typeLabelFor(entry, seesConfidential(entry.employee_id)),
    start_date: entry.start_date,
    end_date: entry.end_date,
    status: entry.status,
    part_day_hours: entry.part_day_units === undefined ? null : unitsToHours(entry.part_day_units),
  }));
  absences.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.employee_name.localeCompare(b.employee_name));
  // The states of the people away and of the caller; the national holidays when none is entered.
  const own = organizationAccess().employeeId;
  const people = new Set([...visible.map((entry) => entry.employee_id), ...(own ? [own] : [])]);
  const found = await statesOfEmployees(organizationId, [...people]);
  const states = found.length > 0 ? found : [null];
  const from = `${month}-01`;
  const to = lastDayOf(month);
  const byDate = new Map<string, CalendarHoliday>();
  for (const state of states) {
    for (const holiday of await holidaysForCalendar(organizationId, state, from, to)) {
      const key = `${holiday.date}#${holiday.name}`;
      const label = state ?? 'National';
      const entry = byDate.get(key);
      if (entry) entry.states.push(label);
      else byDate.set(key, { date: holiday.date, name: holiday.name, states: [label] });
    }
  }
  const holidays = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { month, absences, holidays };
}

export interface ApprovedLeave {
  /** The type as the caller may see it ("Leave" for a confidential type). */
  label: string;
  /** Hours of a part-day request ("3.80"); null for a full day. */
  part_day_hours: string | null;
}

/**
 * Who is on approved leave on `date` (employee id → what to show), for attendance's board and the
 * dashboard: one Query of the month's calendar entries. Not filtered by reach: callers filter.
 */
export async function approvedLeaveOn(organizationId: number, date: string): Promise<Map<number, ApprovedLeave>> {
  const entries = await entriesOfMonth(organizationId, date.slice(0, 7));
  const away = new Map<number, ApprovedLeave>();
  for (const entry of entries) {
    if (entry.status !== 'approved' || entry.start_date > date || entry.end_date < date) continue;
    away.set(entry.employee_id, {
      label: typeLabelFor(entry, seesConfidential(entry.employee_id)),
      part_day_hours: entry.part_day_units === undefined ? null : unitsToHours(entry.part_day_units),
    });
  }
  return away;
}

/** A pending or approved request touching a date range, as the roster shows it. */
export interface LeaveInRange {
  employee_id: number;
  /** The type as the caller may see it ("Leave" for a confidential type). */
  leave_type_name: string;
  start_date: string;
  end_date: string;
  status: 'pending' | 'approved';
}

/**
 * The pending and approved requests touching `from`–`to` (the roster's range): one Query of each
 * month's calendar entries (a request spanning months appears once). Not filtered by reach: callers filter.
 */
export async function leaveBetween(organizationId: number, from: string, to: string): Promise<LeaveInRange[]> {
  const months = new Set<string>();
  for (let day = from; day <= to; day = addDays(day, 1)) months.add(day.slice(0, 7));
  const entries = (await Promise.all([...months].map((month) => entriesOfMonth(organizationId, month)))).flat();
  const seen = new Set<number>();
  const found: LeaveInRange[] = [];
  for (const entry of entries) {
    if (seen.has(entry.request_id) || entry.start_date > to || entry.end_date < from) continue;
    seen.add(entry.request_id);
    found.push({
      employee_id: entry.employee_id,
      leave_type_name: typeLabelFor(entry, seesConfidential(entry.employee_id)),
      start_date: entry.start_date,
      end_date: entry.end_date,
      status: entry.status,
    });
  }
  return found;
}
