import { addDays } from '@wattle/shared/calendar';
import {
  type OtherDepartmentShift,
  type RosterCheck,
  type RosterChecks,
  type RosterDayTotal,
  type RosterPerson,
  type RosterPublication,
  type RosterQuery,
  type RosterView,
  type RosterWeekTotal,
  rosterQuery,
  type ShiftCost,
  type Unavailability,
} from '@wattle/shared/rostering';
import { holdsField } from '../access/permissions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { leaveBetween } from '../leave/team-calendar.ts';
import { parseInput } from '../validation.ts';
import { otherDepartmentShifts, unavailabilityFrom } from './cross-department.ts';
import {
  byStart,
  checkWeek,
  compareText,
  mondayOf,
  OPEN_SHIFT_NOTE,
  type RosterLeave,
  type RosterShift,
  workedMinutes,
} from './roster-checks.ts';
import { OPEN_SHIFT_EMPLOYEE, rosterWeekEntity, type ShiftItem, shiftEntity } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { rosterSeverities } from './roster-settings.ts';
import { reaches, rosterPeople, rosterReach, toShift } from './roster-store.ts';

/**
 * GET /rosters and GET /rosters/checks: a department's shifts over a range (one Query of its index
 * over the range's Monday weeks and the day before, so each week is checked and costed whole), its
 * people in the caller's reach, their leave, the checks and the costs. Each person's shifts in other
 * departments over the same days (one Query per other department or per person, whichever is fewer: cross-department.ts) join their weeks, so
 * the break between shifts, the week's hours and its overtime count them; their checks and the
 * shifts themselves are answered apart (`other_department_*`), and only the department's own shifts
 * are costed and totalled here.
 */

/** The department's shifts from `from` to `to` inclusive: one Query (paged past 1 MB only). */
export async function departmentShifts(
  organizationId: number,
  departmentId: number,
  from: string,
  to: string,
): Promise<ShiftItem[]> {
  const { data } = await shiftEntity()
    .query.byDepartment({ organization_id: organizationId, department_id: departmentId })
    .between({ date: from }, { date: addDays(to, 1) })
    .go({ pages: 'all' });
  return data.filter((item) => item.date <= to);
}

const daysOf = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const employedIn = (entry: DirectoryEntry, from: string, to: string) =>
  entry.joining_date <= to && (!entry.last_working_day || entry.last_working_day >= from);

interface Computed {
  query: RosterQuery;
  people: RosterPerson[];
  shifts: ShiftItem[];
  checks: RosterCheck[];
  costs: Map<number, ShiftCost>;
  unavailability: Unavailability[];
  /** The people's shifts in other departments in the range, with those departments' names. */
  elsewhere: OtherDepartmentShift[];
  /** The checks their shifts in other departments raise, their own shifts counted. */
  elsewhereChecks: RosterCheck[];
}

const OTHER_DEPARTMENT = 'another department';

async function compute(input: unknown, pricing: RosterPricing): Promise<Computed> {
  const query = parseInput(rosterQuery, input);
  const organizationId = query.organization_id;
  const firstWeek = mondayOf(query.from);
  const lastDay = addDays(mondayOf(query.to), 6);
  const read = { from: addDays(firstWeek, -1), to: lastDay };
  const [{ directory, departments }, stored, leave, severity, unavailable] = await Promise.all([
    rosterPeople(organizationId),
    departmentShifts(organizationId, query.department_id, read.from, read.to),
    leaveBetween(organizationId, query.from, query.to),
    rosterSeverities(organizationId),
    unavailabilityFrom(organizationId, read.from),
  ]);
  const reach = rosterReach(directory);
  if (!departments.has(query.department_id) || !reaches(reach, OPEN_SHIFT_EMPLOYEE, query.department_id))
    throw VisibleError.notFound('Department');
  const visible = stored.filter((item) => reaches(reach, item.employee_id, item.department_id));
  const rostered = new Set(visible.map((item) => item.employee_id));
  const people = directory.filter(
    (entry) =>
      !entry.trashed_at &&
      reaches(reach, entry.employee_id, entry.department_id) &&
      ((entry.department_id === query.department_id && employedIn(entry, query.from, query.to)) ||
        rostered.has(entry.employee_id)),
  );
  const shown = new Set(people.map((person) => person.employee_id));
  const weeks = daysOf(firstWeek, lastDay).filter((_, index) => index % 7 === 0);
  const [terms, others] = await Promise.all([
    pricing.terms(
      organizationId,
      people.flatMap((person) =>
        weeks.map((week) => ({
          key: `${person.employee_id}#${week}`,
          employee_id: person.employee_id,
          period_start: week,
          period_end: addDays(week, 6),
        })),
      ),
    ),
    otherDepartmentShifts(organizationId, query.department_id, shown, read, departments.keys()),
  ]);
  const leaveOf = new Map<number, RosterLeave[]>();
  for (const entry of leave) leaveOf.set(entry.employee_id, [...(leaveOf.get(entry.employee_id) ?? []), entry]);
  const theirs = unavailable.filter((entry) => shown.has(entry.employee_id));
  const context = {
    employment: new Map(
      people.map((person) => [
        person.employee_id,
        { joining_date: person.joining_date, last_working_day: person.last_working_day },
      ]),
    ),
    leave: leaveOf,
    severity,
    unavailability: groupBy(theirs, (entry) => entry.employee_id),
  };
  const inRange = (date: string) => date >= query.from && date <= query.to;
  const ownIds = new Set(visible.map((item) => item.shift_id));
  const checks: RosterCheck[] = [];
  const elsewhereChecks: RosterCheck[] = [];
  const costs = new Map<number, ShiftCost>();
  const byEmployee = groupBy(
    [...visible.filter((item) => item.employee_id !== OPEN_SHIFT_EMPLOYEE), ...others].sort(byStart),
    (item) => item.employee_id,
  );
  for (const person of people) {
    const own: RosterShift[] = byEmployee.get(person.employee_id) ?? [];
    const ownWeeks = groupBy(own, (item) => mondayOf(item.date));
    for (const week of weeks) {
      const shifts = ownWeeks.get(week) ?? [];
      // A week with none of the department's shifts raises nothing here (its other departments' rosters check it).
      if (!shifts.some((item) => ownIds.has(item.shift_id))) continue;
      const previous = own.filter((item) => item.date < week).at(-1);
      const result = checkWeek(
        {
          employee_id: person.employee_id,
          week_start: week,
          shifts,
          previous,
          terms: terms.get(`${person.employee_id}#${week}`),
        },
        context,
      );
      for (const check of result.checks)
        if (inRange(check.date)) (ownIds.has(check.shift_id) ? checks : elsewhereChecks).push(check);
      for (const cost of result.costs) if (ownIds.has(cost.shift_id)) costs.set(cost.shift_id, cost);
    }
  }
  for (const item of visible)
    if (item.employee_id === OPEN_SHIFT_EMPLOYEE)
      costs.set(item.shift_id, {
        shift_id: item.shift_id,
        cost_cents: 0,
        lines: [],
        note: OPEN_SHIFT_NOTE,
        unverified: false,
      });
  const shifts = visible.filter((item) => inRange(item.date)).sort(byStart);
  const elsewhere = others
    .filter((item) => inRange(item.date))
    .sort(byStart)
    .map(
      (item): OtherDepartmentShift => ({
        ...toShift(item),
        department_name: departments.get(item.department_id)?.name ?? OTHER_DEPARTMENT,
      }),
    );
  const shiftsOf = groupBy(shifts, (item) => item.employee_id);
  const elsewhereOf = groupBy(elsewhere, (item) => item.employee_id ?? OPEN_SHIFT_EMPLOYEE);
  const rosterPeopleRows = people.map((person): RosterPerson => {
    const own = shiftsOf.get(person.employee_id) ?? [];
    const notEmployed = daysOf(query.from, query.to).filter(
      (day) => day < person.joining_date || (person.last_working_day !== null && day > person.last_working_day),
    );
    return {
      employee_id: person.employee_id,
      name: `${person.first_name} ${person.last_name}`,
      employment_type: person.employment_type,
      contracted_minutes_week: terms.get(`${person.employee_id}#${weeks[0]}`)?.contracted_minutes_week ?? null,
      rostered_minutes: own.reduce((sum, item) => sum + workedMinutes(item), 0),
      other_department_minutes: (elsewhereOf.get(person.employee_id) ?? []).reduce(
        (sum, item) => sum + item.worked_minutes,
        0,
      ),
      leave: (leaveOf.get(person.employee_id) ?? []).flatMap((entry) =>
        daysOf(
          entry.start_date < query.from ? query.from : entry.start_date,
          entry.end_date > query.to ? query.to : entry.end_date,
        ).map((date) => ({ date, leave_type_name: entry.leave_type_name, status: entry.status })),
      ),
      ...(notEmployed.length > 0 ? { not_employed_dates: notEmployed } : {}),
    };
  });
  rosterPeopleRows.sort((a, b) => a.name.localeCompare(b.name));
  const byDate = (a: RosterCheck, b: RosterCheck) => compareText(a.date, b.date);
  return {
    query,
    people: rosterPeopleRows,
    shifts,
    checks: checks.sort(byDate),
    costs,
    // What touches the range, of the people shown.
    unavailability: theirs.filter(
      (entry) =>
        entry.kind === 'weekly' || ((entry.start_date ?? '') <= query.to && (entry.end_date ?? '') >= query.from),
    ),
    elsewhere,
    elsewhereChecks: elsewhereChecks.sort(byDate),
  };
}

function totals(shifts: readonly ShiftItem[], costs: ReadonlyMap<number, ShiftCost>, from: string, to: string) {
  const days = new Map<string, RosterDayTotal>(
    daysOf(from, to).map((date) => [date, { date, minutes: 0, cost_cents: 0, shifts: 0 }]),
  );
  const weeks = new Map<string, RosterWeekTotal>();
  for (const item of shifts) {
    const minutes = workedMinutes(item);
    const cost = costs.get(item.shift_id)?.cost_cents ?? 0;
    const day = days.get(item.date);
    if (day)
      Object.assign(day, { minutes: day.minutes + minutes, cost_cents: day.cost_cents + cost, shifts: day.shifts + 1 });
    const week_start = mondayOf(item.date);
    const week = weeks.get(week_start) ?? { week_start, minutes: 0, cost_cents: 0, shifts: 0 };
    weeks.set(week_start, {
      week_start,
      minutes: week.minutes + minutes,
      cost_cents: week.cost_cents + cost,
      shifts: week.shifts + 1,
    });
  }
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7))
    if (!weeks.has(week)) weeks.set(week, { week_start: week, minutes: 0, cost_cents: 0, shifts: 0 });
  return {
    day_totals: [...days.values()],
    week_totals: [...weeks.values()].sort((a, b) => compareText(a.week_start, b.week_start)),
  };
}

async function publications(organizationId: number, departmentId: number, from: string, to: string) {
  const keys = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7))
    keys.push({ organization_id: organizationId, department_id: departmentId, week_start: week });
  const { data } = await rosterWeekEntity().get(keys).go();
  return data
    .filter((item) => item.published_at)
    .map(
      (item): RosterPublication => ({
        department_id: item.department_id,
        week_start: item.week_start,
        published_at: item.published_at ?? null,
        published_by: item.published_by ?? null,
        version: item.version,
      }),
    )
    .sort((a, b) => compareText(a.week_start, b.week_start));
}

/** GET /rosters. Costs need the `pay` field group (without it they are left out and totals cost 0). */
export async function getRoster(input: unknown, pricing: RosterPricing): Promise<RosterView> {
  const computed = await compute(input, pricing);
  const { query } = computed;
  const seesPay = holdsField('pay');
  const costs = seesPay ? computed.costs : new Map<number, ShiftCost>();
  const views = computed.shifts.map(toShift);
  return {
    ...fieldsOf(query, 'from', 'to', 'department_id'),
    people: computed.people,
    shifts: views.filter((shift) => shift.employee_id !== null),
    open_shifts: views.filter((shift) => shift.employee_id === null),
    checks: computed.checks,
    costs: computed.shifts.flatMap((item) => costs.get(item.shift_id) ?? []),
    ...totals(computed.shifts, costs, query.from, query.to),
    published: await publications(query.organization_id, query.department_id, query.from, query.to),
    costs_visible: seesPay,
    unavailability: computed.unavailability,
    other_department_shifts: computed.elsewhere,
    other_department_checks: computed.elsewhereChecks,
  };
}

/** GET /rosters/checks. */
export async function getRosterChecks(input: unknown, pricing: RosterPricing): Promise<RosterChecks> {
  const { query, checks } = await compute(input, pricing);
  return { from: query.from, to: query.to, department_id: query.department_id, checks };
}
