import { adjustmentInput, adjustmentListQuery, decisionInput } from '@wattle/shared/attendance';
import type { AdjustmentPage, AttendanceAdjustment } from '@wattle/shared/attendance-constants';
import { dayIn, formatLongDate } from '@wattle/shared/calendar';
import { scopeOf } from '@wattle/shared/permissions';
import { holdsPermission, noAccess, organizationAccess } from '../access/permissions.ts';
import { useActor, useUser, withActor } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { organizationTimezone, requestOrganization, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import {
  type AdjustmentItem,
  adjustmentEntity,
  attendanceCounter,
  attendanceDayEntity,
  attendanceLocator,
} from './attendance-entities.ts';
import { ownEmployee } from './attendance-people.ts';
import { describeTimes, toInstants, toLocalTimes, workedMinutes } from './clock-rules.ts';

/**
 * Corrections of a day (issue 16 §6): an employee asks with the times they worked and a reason
 * (HR may ask for anyone they reach); the employee's manager (attendance approve over their
 * reports) or HR approves or declines with a comment. Approval writes the day, the decision and
 * an audit event keeping the day's times before → after, in one transaction; a decline changes
 * only the request. No one decides a correction of their own day.
 */

export const ADJUSTMENTS_PER_PAGE = 50;

const toAdjustment = (item: AdjustmentItem): AttendanceAdjustment => ({
  id: item.adjustment_id,
  ...fieldsOf(item, 'organization_id', 'employee_id', 'employee_name', 'date'),
  before: item.before
    ? {
        clock_in: item.before.clock_in,
        clock_out: item.before.clock_out ?? null,
        breaks: item.before.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? null })),
      }
    : null,
  after: {
    clock_in: item.after.clock_in,
    clock_out: item.after.clock_out ?? '',
    breaks: item.after.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? '' })),
  },
  ...fieldsOf(item, 'reason', 'state', 'requested_by', 'requested_at'),
  ...fieldsOrNull(item, 'decided_by', 'decided_at', 'comment'),
  version: item.version,
});

const dayKey = (organizationId: number, employeeId: number, date: string) => ({
  organization_id: organizationId,
  employee_id: employeeId,
  date,
});

/** Stored local times without nulls (ElectroDB maps keep absent fields absent). */
function storedTimes(times: ReturnType<typeof toLocalTimes>) {
  return {
    clock_in: times.clock_in,
    ...(times.clock_out ? { clock_out: times.clock_out } : {}),
    breaks: times.breaks.map((entry) => ({ start: entry.start, ...(entry.end ? { end: entry.end } : {}) })),
  };
}

/**
 * Asks for a correction of one day: the caller's own (their linked record) or, with a grant that
 * reaches further (HR), anyone's they reach. The day may not be in the future, nor end after now.
 */
export async function requestAdjustment(input: unknown): Promise<AttendanceAdjustment> {
  const data = parseInput(adjustmentInput, input);
  const organizationId = data.organization_id;
  requireMembership(organizationId);
  const own = organizationAccess().employeeId;
  const employee =
    data.employee_id === undefined || data.employee_id === own
      ? await ownEmployee(organizationId)
      : await (async () => {
          // The caller's reach was checked before the handler (the route's `reach`).
          const employeeId = data.employee_id as number;
          const item = await readEmployee(organizationId, employeeId);
          if (!item || item.trashed_at) throw VisibleError.notFound('Employee');
          return item;
        })();
  const timeZone = organizationTimezone(organizationId);
  const now = new Date();
  if (data.date > dayIn(timeZone, now)) {
    throw VisibleError.validation({ date: ['The day cannot be in the future.'] });
  }
  const after = { clock_in: data.clock_in, clock_out: data.clock_out, breaks: data.breaks };
  if (toInstants(after, data.date, timeZone).clock_out > now.toISOString()) {
    throw VisibleError.validation({ clock_out: ['The clock-out cannot be in the future.'] });
  }
  const [recorded, waiting] = await Promise.all([
    attendanceDayEntity()
      .get(dayKey(organizationId, employee.employee_id, data.date))
      .go()
      .then((answer) => answer.data),
    // One pending correction per day: a second would be decided against times it never saw.
    adjustmentEntity()
      .query.byEmployee({ organization_id: organizationId, employee_id: employee.employee_id })
      .where(({ date, state }, { eq }) => `${eq(date, data.date)} AND ${eq(state, 'pending')}`)
      .go({ pages: 'all', attributes: ['adjustment_id'] })
      .then((answer) => answer.data),
  ]);
  if (waiting.length > 0) {
    throw VisibleError.conflict('A correction of this day is already waiting for approval.');
  }
  const adjustmentId = await nextId(attendanceCounter(), 'attendance_adjustment');
  const user = useUser();
  const name = `${employee.first_name} ${employee.last_name}`;
  const record: AdjustmentItem = {
    organization_id: organizationId,
    adjustment_id: adjustmentId,
    employee_id: employee.employee_id,
    employee_name: name,
    date: data.date,
    ...(recorded ? { before: storedTimes(toLocalTimes(recorded, timeZone)) } : {}),
    after,
    reason: data.reason,
    state: 'pending',
    requested_by: user.name,
    requested_by_user_id: user.id,
    requested_at: now.toISOString(),
    version: 1,
  };
  const result = await transactWrite([
    committed(adjustmentEntity().create(record)),
    committed(
      attendanceLocator().create({ kind: 'attendance_adjustment', id: adjustmentId, organization_id: organizationId }),
    ),
    auditPut({
      organizationId,
      module: 'attendance',
      action: 'create',
      record: { type: 'attendance_adjustment', id: adjustmentId, label: `${name}, ${formatLongDate(data.date)}` },
      summary: `Asked to correct ${name}'s day ${formatLongDate(data.date)}`,
      changes: [
        {
          field: 'times',
          label: 'Times',
          before: describeTimes(recorded ? toLocalTimes(recorded, timeZone) : null),
          after: describeTimes(after),
        },
        { field: 'reason', label: 'Reason', before: null, after: data.reason },
      ],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toAdjustment(record);
}

/** The caller's reach with the scope of another action of the attendance grant (the list's to_approve). */
function reachFor(action: 'approve', directory: Parameters<typeof reachOf>[0]) {
  const actor = useActor();
  const access = organizationAccess();
  const scope = scopeOf(access.permissions, 'attendance', action);
  if (actor?.type !== 'user' || !scope) return new Set<number>();
  return withActor({ ...actor, organization: { ...access, scope } }, () => reachOf(directory));
}

/**
 * Corrections: `mine` (the caller's own record's, one Query of its index), `to_approve` (pending
 * ones of others the caller's approve grant reaches) or `all` (every one the view grant reaches),
 * newest first, optionally in one state.
 */
export async function listAdjustments(input: unknown): Promise<AdjustmentPage> {
  const query = parseInput(adjustmentListQuery, input);
  const organizationId = query.organization_id;
  requireMembership(organizationId);
  const own = organizationAccess().employeeId;
  const state = query.view === 'to_approve' ? 'pending' : query.state;
  if (query.view === 'mine' && !own) return { data: [], next_cursor: null, per_page: ADJUSTMENTS_PER_PAGE };
  if (query.view === 'to_approve' && !holdsPermission('attendance', 'approve')) throw noAccess();
  const directory = query.view === 'mine' ? [] : await readDirectory(organizationId);
  const reach =
    query.view === 'to_approve' ? reachFor('approve', directory) : query.view === 'all' ? reachOf(directory) : null;
  const page = await storePage(['attendance adjustments', organizationId, query.view, state, own], query.cursor, {
    perPage: ADJUSTMENTS_PER_PAGE,
    read: (cursor, limit) => {
      const base =
        query.view === 'mine'
          ? adjustmentEntity().query.byEmployee({ organization_id: organizationId, employee_id: own as number })
          : adjustmentEntity().query.byOrganization({ organization_id: organizationId });
      const filtered = state ? base.where(({ state: value }, { eq }) => eq(value, state)) : base;
      return filtered.go({ cursor, limit, order: 'desc' });
    },
    cursorOf: entityCursor(adjustmentEntity(), query.view === 'mine' ? 'byEmployee' : 'byOrganization'),
  });
  const visible = page.data.filter(
    (item) => !reach || (reach.has(item.employee_id) && (query.view !== 'to_approve' || item.employee_id !== own)),
  );
  return { data: visible.map(toAdjustment), next_cursor: page.nextCursor, per_page: ADJUSTMENTS_PER_PAGE };
}

/** The correction the route names, in the caller's reach; pending and not their own. */
async function decidable(adjustmentId: number): Promise<AdjustmentItem> {
  const { organizationId } = requestOrganization('Adjustment', { kind: 'attendance_adjustment', id: adjustmentId });
  const item = (
    await adjustmentEntity()
      .get({ organization_id: organizationId, adjustment_id: adjustmentId })
      .go({ consistent: true })
  ).data;
  // The caller's reach was checked before the handler (the route's `reach`).
  if (!item) throw VisibleError.notFound('Adjustment');
  if (item.employee_id === organizationAccess().employeeId) {
    throw new VisibleError('forbidden', 'You cannot decide a correction of your own day.');
  }
  if (item.state !== 'pending') {
    throw VisibleError.conflict(`This correction was already ${item.state}.`);
  }
  return item;
}

function decidedPatch(item: AdjustmentItem, state: 'approved' | 'declined', comment: string | null, extra = {}) {
  const now = new Date().toISOString();
  return committed(
    adjustmentEntity()
      .patch({ organization_id: item.organization_id, adjustment_id: item.adjustment_id })
      .set({
        state,
        decided_by: useUser().name,
        decided_at: now,
        version: item.version + 1,
        ...(comment ? { comment } : {}),
        ...extra,
      })
      .where(({ version }, { eq }) => eq(version, item.version)),
  );
}

async function readDecided(item: AdjustmentItem): Promise<AttendanceAdjustment> {
  const { data } = await adjustmentEntity()
    .get({ organization_id: item.organization_id, adjustment_id: item.adjustment_id })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound('Adjustment');
  return toAdjustment(data);
}

/**
 * Approves a correction: the day takes its times (created when there was no record), and the
 * audit log keeps the day's times before → after, with the decision, in one transaction.
 */
export async function approveAdjustment(adjustmentId: number, input: unknown): Promise<AttendanceAdjustment> {
  const { comment } = parseInput(decisionInput, input ?? {});
  const item = await decidable(adjustmentId);
  const timeZone = organizationTimezone(item.organization_id);
  const key = dayKey(item.organization_id, item.employee_id, item.date);
  const current = (await attendanceDayEntity().get(key).go({ consistent: true })).data;
  const after = {
    clock_in: item.after.clock_in,
    clock_out: item.after.clock_out ?? item.after.clock_in,
    breaks: item.after.breaks.map((entry) => ({ start: entry.start, end: entry.end ?? entry.start })),
  };
  const instants = toInstants(after, item.date, timeZone);
  const minutes = workedMinutes(instants) ?? 0;
  const now = new Date().toISOString();
  const before = current ? toLocalTimes(current, timeZone) : null;
  const note = { at: now, action: 'out' as const, text: `Corrected: ${item.reason}` };
  const dayWrite = current
    ? attendanceDayEntity()
        .patch(key)
        .set({
          ...instants,
          worked_minutes: minutes,
          notes: [...current.notes, note],
          version: current.version + 1,
          updated_at: now,
        })
        .where(({ version }, { eq }) => eq(version, current.version))
    : attendanceDayEntity().create({
        ...key,
        ...instants,
        notes: [note],
        worked_minutes: minutes,
        version: 1,
        created_at: now,
        updated_at: now,
      });
  const label = `${item.employee_name}, ${formatLongDate(item.date)}`;
  const result = await transactWrite([
    decidedPatch(item, 'approved', comment, before ? { before: storedTimes(before) } : {}),
    committed(dayWrite),
    auditPut({
      organizationId: item.organization_id,
      module: 'attendance',
      action: current ? 'update' : 'create',
      record: { type: 'attendance_day', id: `${item.employee_id}-${item.date}`, label },
      summary: `Corrected ${item.employee_name}'s day ${formatLongDate(item.date)} (correction #${item.adjustment_id} approved)`,
      changes: [{ field: 'times', label: 'Times', before: describeTimes(before), after: describeTimes(after) }],
    }),
    auditPut({
      organizationId: item.organization_id,
      module: 'attendance',
      action: 'update',
      record: { type: 'attendance_adjustment', id: item.adjustment_id, label },
      summary: `Approved the correction of ${item.employee_name}'s day ${formatLongDate(item.date)}`,
      changes: [
        { field: 'state', label: 'State', before: 'Pending', after: 'Approved' },
        ...(comment ? [{ field: 'comment', label: 'Comment', before: null, after: comment }] : []),
      ],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return readDecided(item);
}

/** Declines a correction: only the request changes (the day stays as it was). */
export async function declineAdjustment(adjustmentId: number, input: unknown): Promise<AttendanceAdjustment> {
  const { comment } = parseInput(decisionInput, input ?? {});
  const item = await decidable(adjustmentId);
  const result = await transactWrite([
    decidedPatch(item, 'declined', comment),
    auditPut({
      organizationId: item.organization_id,
      module: 'attendance',
      action: 'update',
      record: {
        type: 'attendance_adjustment',
        id: item.adjustment_id,
        label: `${item.employee_name}, ${formatLongDate(item.date)}`,
      },
      summary: `Declined the correction of ${item.employee_name}'s day ${formatLongDate(item.date)}`,
      changes: [
        { field: 'state', label: 'State', before: 'Pending', after: 'Declined' },
        ...(comment ? [{ field: 'comment', label: 'Comment', before: null, after: comment }] : []),
      ],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return readDecided(item);
}
