import { addDays, isCalendarDate } from '@wattle/shared/calendar';
import {
  createTimesheetInput,
  type Timesheet,
  type TimesheetPage,
  type TimesheetPeriod,
  timesheetDayInput,
  timesheetListQuery,
  timesheetPeriodQuery,
} from '@wattle/shared/timesheets';
import { organizationAccess } from '../access/permissions.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, type StoreQuery, storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { VisibleError } from '../error.ts';
import { publishedShiftsOf } from '../rostering/published-shifts.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { clockPrefill } from './clock-prefill.ts';
import { withPaidLocks } from './paid-periods.ts';
import { rosterPrefill } from './roster-prefill.ts';
import {
  type TimesheetItem,
  timesheetCounter,
  timesheetEntity,
  timesheetLocator,
  timesheetPeriodEntity,
} from './timesheet-entities.ts';
import { timesheetExceptionsOf } from './timesheet-exceptions.ts';
import { priced, type TimesheetPricing } from './timesheet-pricing.ts';
import { dateProblem, dayEntryErrors, dayWorkedMinutes, TIMESHEET_MESSAGES } from './timesheet-rules.ts';
import {
  assertNotLocked,
  nextVersion,
  peopleAndDepartments,
  readTimesheet,
  writeTimesheetChange,
} from './timesheet-store.ts';
import { toSummary, toTimesheet } from './timesheet-views.ts';

/** Timesheets: creating a period's (prefilled from clock records), reading, listing and entering days. */

export const TIMESHEETS_PAGE_SIZE = 50;

const employeeOf = (directory: Awaited<ReturnType<typeof peopleAndDepartments>>['directory'], employeeId: number) => {
  const entry = directory.find((candidate) => candidate.employee_id === employeeId);
  if (!entry || entry.trashed_at) throw VisibleError.notFound('Employee');
  return entry;
};

/** The existing timesheet of an employee's period: 409 naming it. */
async function refuseSecond(organizationId: number, employeeId: number, periodStart: string): Promise<never> {
  const { data } = await timesheetPeriodEntity()
    .get({ organization_id: organizationId, period_start: periodStart, employee_id: employeeId })
    .go({ consistent: true });
  throw new VisibleError('conflict', TIMESHEET_MESSAGES.exists, {
    conflicts: data ? [{ timesheet_id: data.timesheet_id }] : [],
  });
}

/** " (3 days from clock records, 2 from the roster)" for the audit event; empty when nothing was prefilled. */
function prefilledFrom(fromClock: number, fromRoster: number): string {
  const parts = [
    ...(fromClock > 0 ? [`${fromClock} ${fromClock === 1 ? 'day' : 'days'} from clock records`] : []),
    ...(fromRoster > 0 ? [`${fromRoster} ${fromRoster === 1 ? 'day' : 'days'} from the roster`] : []),
  ];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * POST /timesheets: the period's timesheet of an employee (the caller's reach was checked before
 * the handler), prefilled from their closed clock records, and the days without one from their
 * published shifts (roster-prefill.ts); the period guard makes it the only one.
 */
export async function createTimesheet(input: unknown, pricing: TimesheetPricing): Promise<Timesheet> {
  const data = parseInput(createTimesheetInput, input);
  const organizationId = data.organization_id;
  const [{ directory, departments }, period] = await Promise.all([
    peopleAndDepartments(organizationId),
    pricing.periodFor(organizationId, data.employee_id, data.period_start),
  ]);
  const employee = employeeOf(directory, data.employee_id);
  if (employee.last_working_day && period.period_start > employee.last_working_day)
    throw VisibleError.validation({ period_start: [TIMESHEET_MESSAGES.afterLeaving] });
  if (period.period_end < employee.joining_date)
    throw VisibleError.validation({ period_start: [TIMESHEET_MESSAGES.beforeJoining] });
  const [prefill, shifts] = await Promise.all([
    clockPrefill(organizationId, data.employee_id, period, organizationAccess().timezone),
    publishedShiftsOf(organizationId, data.employee_id, period.period_start, period.period_end),
  ]);
  const rostered = rosterPrefill(shifts, prefill);
  const days = [...prefill.days, ...rostered]
    .filter((day) => !dateProblem(day.date, period, employee))
    .sort((a, b) => a.date.localeCompare(b.date));
  const fromClock = days.filter((day) => day.source === 'clock').length;
  const fromRoster = days.length - fromClock;
  const now = new Date().toISOString();
  const timesheetId = await nextId(timesheetCounter(), 'timesheet');
  const item: TimesheetItem = {
    organization_id: organizationId,
    timesheet_id: timesheetId,
    employee_id: data.employee_id,
    employee_name: `${employee.first_name} ${employee.last_name}`,
    ...period,
    status: 'draft',
    days,
    worked_minutes: days.reduce((sum, day) => sum + dayWorkedMinutes(day.entries), 0),
    ...(prefill.openDates.length > 0 ? { open_clock_dates: prefill.openDates } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(
      timesheetPeriodEntity().create({
        organization_id: organizationId,
        period_start: period.period_start,
        employee_id: data.employee_id,
        timesheet_id: timesheetId,
      }),
    ),
    committed(timesheetEntity().create(item)),
    committed(timesheetLocator().create({ kind: 'timesheet', id: timesheetId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'timesheets',
      action: 'create',
      record: {
        type: 'timesheet',
        id: timesheetId,
        label: `${item.employee_name}, ${period.period_start} to ${period.period_end}`,
      },
      summary: `Created the timesheet of ${item.employee_name} for ${period.period_start} to ${period.period_end}${prefilledFrom(fromClock, fromRoster)}`,
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed')
      return refuseSecond(organizationId, data.employee_id, period.period_start);
    throw new Error('The timesheet could not be written.');
  }
  return toTimesheet(item, directory, departments, await timesheetExceptionsOf(item, pricing));
}

/**
 * GET /timesheets/period: the period of the employee's pay schedule holding `date` (the Monday week
 * when their pay is not set up), where the entry screen lands and moves period by period. The
 * caller's reach over the employee was checked before the handler.
 */
export async function timesheetPeriod(input: unknown, pricing: TimesheetPricing): Promise<TimesheetPeriod> {
  const query = parseInput(timesheetPeriodQuery, input);
  employeeOf(await readDirectory(query.organization_id), query.employee_id);
  return pricing.periodHolding(query.organization_id, query.employee_id, query.date);
}

/** GET /timesheets/{id}. */
export async function getTimesheet(
  organizationId: number,
  timesheetId: number,
  pricing: TimesheetPricing,
): Promise<Timesheet> {
  const [item, { directory, departments }] = await Promise.all([
    readTimesheet(organizationId, timesheetId),
    peopleAndDepartments(organizationId),
  ]);
  return toTimesheet(item, directory, departments, await timesheetExceptionsOf(item, pricing));
}

/**
 * PUT /timesheets/{id}/days/{date}: the day's entries, replacing what it held. Refused (422, nothing
 * written) for a date outside the period or the employment, entries that overlap (one another or a
 * neighbouring day's night shift), more than 24 hours, or a locked period. A submitted or approved
 * timesheet goes back to draft (it needs approving again).
 */
export async function putTimesheetDay(
  organizationId: number,
  timesheetId: number,
  date: string,
  input: unknown,
  pricing: TimesheetPricing,
): Promise<Timesheet> {
  const data = parseInput(timesheetDayInput, input);
  if (!isCalendarDate(date)) throw VisibleError.validation({ date: ['Enter a valid date (YYYY-MM-DD).'] });
  const [item, { directory, departments }] = await Promise.all([
    readTimesheet(organizationId, timesheetId),
    peopleAndDepartments(organizationId),
  ]);
  assertNotLocked(item);
  checkVersion(data.version, item.version);
  const employee = directory.find((entry) => entry.employee_id === item.employee_id);
  const problem = dateProblem(date, item, {
    joining_date: employee?.joining_date ?? item.period_start,
    last_working_day: employee?.last_working_day ?? null,
  });
  if (problem) throw VisibleError.validation({ date: [problem] });
  const entriesOn = (day: string) => item.days.find((candidate) => candidate.date === day)?.entries ?? [];
  const errors = dayEntryErrors(data.entries, entriesOn(addDays(date, -1)), entriesOn(addDays(date, 1)));
  if (errors) throw VisibleError.validation(errors);
  const entries = data.entries.map((entry) => ({
    start_time: entry.start_time,
    end_time: entry.end_time,
    break_minutes: entry.break_minutes,
    ...(entry.notes ? { notes: entry.notes } : {}),
  }));
  const others = item.days.filter((day) => day.date !== date);
  const days = [...others, ...(entries.length > 0 ? [{ date, source: 'manual' as const, entries }] : [])].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const reopened = item.status !== 'draft';
  const after = nextVersion(item, {
    days,
    worked_minutes: days.reduce((sum, day) => sum + dayWorkedMinutes(day.entries), 0),
    status: 'draft',
  });
  // Overtime decisions are made again after the timesheet is approved again.
  delete after.overtime_decisions;
  const before = dayWorkedMinutes(entriesOn(date));
  await writeTimesheetChange(
    item,
    after,
    `Entered ${date} on the timesheet of ${item.employee_name}${reopened ? ` (back to draft from ${item.status})` : ''}`,
    [
      {
        field: `days.${date}`,
        label: `Minutes worked on ${date}`,
        before: String(before),
        after: String(dayWorkedMinutes(entries)),
      },
      ...(reopened ? [{ field: 'status', label: 'Status', before: item.status, after: 'draft' }] : []),
      ...clearedDecisions(item),
    ],
  );
  return toTimesheet(after, directory, departments, await timesheetExceptionsOf(after, pricing));
}

/** The audit change of overtime decisions cleared by an edit. */
const clearedDecisions = (item: TimesheetItem) =>
  item.overtime_decisions?.length
    ? [
        {
          field: 'overtime_decisions',
          label: 'Overtime decisions',
          before: item.overtime_decisions.map((row) => `${row.week_start}: ${row.decision}`).join(', '),
          after: null,
        },
      ]
    : [];

type Query = ReturnType<typeof timesheetListQuery.parse>;

/** The store query of a list query: one Query of the caller's, one employee's, one status's or all timesheets. */
function storeQuery(query: Query, ownEmployee: number | undefined): StoreQuery<TimesheetItem> {
  const organization_id = query.organization_id;
  const employeeId = query.view === 'mine' ? ownEmployee : query.employee_id;
  const status = query.view === 'to_approve' ? 'submitted' : query.status;
  const accessPattern = employeeId ? 'byEmployee' : status ? 'byStatus' : 'byOrganization';
  const read = async (cursor: string | null, limit: number) => {
    if (query.view === 'mine' && !ownEmployee) return { data: [] as TimesheetItem[], cursor: null };
    if (employeeId) {
      const chain = timesheetEntity().query.byEmployee({ organization_id, employee_id: employeeId });
      const ranged = query.to ? chain.lte({ period_start: query.to }) : chain;
      return ranged.go({ cursor, limit, order: 'desc' });
    }
    if (status) {
      return timesheetEntity()
        .query.byStatus({ organization_id, status })
        .go({ cursor, limit, order: query.view === 'to_approve' ? 'asc' : 'desc' });
    }
    return timesheetEntity().query.byOrganization({ organization_id }).go({ cursor, limit, order: 'desc' });
  };
  return { perPage: TIMESHEETS_PAGE_SIZE, read, cursorOf: entityCursor(timesheetEntity(), accessPattern) };
}

/**
 * GET /timesheets: Mine (the caller's own), To approve (submitted, in the caller's approval reach,
 * not their own: one Query of the submitted index per page, reach filtered in memory), or All
 * within the caller's view reach (one employee's, one status, or every timesheet newest first).
 */
export async function listTimesheets(input: unknown, pricing: TimesheetPricing): Promise<TimesheetPage> {
  const query = parseInput(timesheetListQuery, input);
  const access = organizationAccess();
  const scope = [
    query.organization_id,
    'timesheets',
    query.view ?? 'all',
    query.status ?? null,
    query.employee_id ?? null,
    query.from ?? null,
    query.to ?? null,
    access.employeeId ?? null,
  ];
  const [{ directory, departments }, page] = await Promise.all([
    peopleAndDepartments(query.organization_id),
    storePage(scope, query.cursor, storeQuery(query, access.employeeId)),
  ]);
  // Periods that share a day with from–to.
  const inRange = (item: TimesheetItem) =>
    (!query.from || item.period_end >= query.from) && (!query.to || item.period_start <= query.to);
  const reach = reachOf(directory);
  // Paid periods' locks: one BatchGet of the few lock items the page names.
  const shown = (await withPaidLocks(query.organization_id, page.data.filter(inRange)))
    .filter((item) => query.view === 'mine' || !reach || reach.has(item.employee_id))
    .filter((item) => !query.status || item.status === query.status)
    .map((item) => ({ item, row: toSummary(item, directory, departments) }))
    .filter(({ row }) => query.view !== 'to_approve' || row.can_approve);
  // The page priced at once (a few reads whatever its size): each row's exceptions include the
  // rules of the employee's pay condition set, as the timesheet's own view shows them.
  const sheets = await priced(
    pricing,
    query.organization_id,
    shown.map(({ item }) => item),
  );
  const rows = shown.map(({ item, row }) => {
    const exceptions = sheets.get(item.timesheet_id)?.exceptions;
    return exceptions ? { ...row, exceptions } : row;
  });
  return { data: rows, next_cursor: page.nextCursor, per_page: TIMESHEETS_PAGE_SIZE };
}
