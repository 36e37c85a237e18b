import { formatDayRange, formatLongDate, todayIn } from '@wattle/shared/calendar';
import {
  LEAVE_MESSAGES,
  LEAVE_REQUESTS_PAGE_SIZE,
  type LeaveRequest,
  type LeaveRequestPreview,
  leaveRequestInput,
  leaveRequestListQuery,
} from '@wattle/shared/leave-requests';
import { LEAVE_UNITS_PER_DAY } from '@wattle/shared/leave-types';
import { unitsToHours } from '@wattle/shared/work-pattern';
import type * as z from 'zod';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { committed } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { reachOf } from '../employees/employee-scope.ts';
import { VisibleError } from '../error.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { attachmentDownload, verifyLeaveAttachment } from './attachments.ts';
import { calendarEntryWrites } from './calendar-entries.ts';
import { notificationWrites } from './notifications.ts';
import {
  type LeaveRequestItem,
  leaveRequestCounter,
  leaveRequestEntity,
  leaveRequestLocator,
} from './request-entities.ts';
import { holidaysForCounting } from './request-holidays.ts';
import { available, employeeForLeave, leaveTypeOf, ledgerStepWrites, typeRefusal } from './request-inputs.ts';
import { writeWithLedger } from './request-ledger.ts';
import { sendRequestMail, submittedNotifications } from './request-messages.ts';
import { approversOf, membershipsOf, peopleOf, seesConfidential } from './request-people.ts';
import { countRequest, overlaps, perOccasionError } from './request-rules.ts';
import { isConfidential, namesOf, toLeaveRequest } from './request-views.ts';

type RequestInput = z.output<typeof leaveRequestInput>;

/**
 * The employee a request is for, 404 when trashed or unknown. Whether the caller's leave grant (the
 * route's scope) reaches them was checked before the handler (the route's `reach`).
 */
async function employeeInReach(organizationId: number, employeeId: number) {
  const directory = await readDirectory(organizationId);
  const entry = directory.find((candidate) => candidate.employee_id === employeeId);
  if (!entry || entry.trashed_at) throw VisibleError.notFound('Employee');
  return { directory, entry };
}

/** What a request would count and the balance it would draw on, checked against every rule. */
async function evaluate(data: RequestInput) {
  const { organization_id: organizationId, employee_id: employeeId } = data;
  const [{ directory }, employee, type] = await Promise.all([
    employeeInReach(organizationId, employeeId),
    employeeForLeave(organizationId, employeeId),
    leaveTypeOf(organizationId, data.leave_type_id).catch((error: unknown) => {
      if (error instanceof VisibleError && error.kind === 'not-found') {
        throw VisibleError.validation({ leave_type_id: ['Choose a leave type.'] });
      }
      throw error;
    }),
  ]);
  const refusal = typeRefusal(type, employee);
  if (refusal) throw VisibleError.validation({ leave_type_id: [refusal] });
  const holidays = await holidaysForCounting(organizationId, employee.state, data.start_date, data.end_date);
  const result = countRequest(employee.periods, data, holidays);
  if ('errors' in result) throw VisibleError.validation(result.errors);
  const { counted } = result;
  const occasion = perOccasionError(type, data, counted);
  if (occasion) throw VisibleError.validation({ end_date: [occasion] });
  const balance = await available(organizationId, employeeId, type.leave_type_id, data.end_date);
  // The days leave is taken on (a part day is one): a balance kept in days (a casual's FDV leave) moves by them.
  const days = counted.part_day ? 1 : counted.days.filter((day) => day.units > 0).length;
  const taken = balance?.unit === 'days' ? days * LEAVE_UNITS_PER_DAY : counted.units;
  return { directory, employee, type, counted, days, balance, taken };
}

/** The preview the New request dialog shows: hours counted and the projected balance; nothing is written. */
export async function previewLeaveRequest(input: unknown): Promise<LeaveRequestPreview> {
  const data = parseInput(leaveRequestInput, input);
  const { counted, balance, taken } = await evaluate(data);
  return {
    hours: unitsToHours(counted.units),
    projected_balance: balance === null ? null : unitsToHours(balance.units),
    balance_unit: balance?.unit ?? 'hours',
    balance_taken: unitsToHours(taken),
    days: counted.days.map((day) => ({
      date: day.date,
      hours: unitsToHours(day.units),
      ...(day.excluded ? { excluded: day.excluded } : {}),
    })),
  };
}

/** The employee's pending and approved requests that share a day with `data` (one Query). */
async function overlapping(data: RequestInput): Promise<LeaveRequestItem[]> {
  const { data: items } = await leaveRequestEntity()
    .query.byEmployee({ organization_id: data.organization_id, employee_id: data.employee_id })
    .lte({ start_date: data.end_date })
    .go({ pages: 'all' });
  return items.filter((item) => (item.status === 'pending' || item.status === 'approved') && overlaps(item, data));
}

/**
 * Makes a request: counts it, refuses an overlap, one beyond the projected balance (unless the type
 * may go negative), one longer than an occasion allows, and a missing attachment the type needs;
 * then writes the request, its calendar entries, the pending ledger entry, the approvers'
 * notifications and the audit event in one transaction, and e-mails the approvers.
 */
export async function createLeaveRequest(input: unknown): Promise<LeaveRequest> {
  const data = parseInput(leaveRequestInput, input);
  const organizationId = data.organization_id;
  const { directory, employee, type, counted, days, balance, taken } = await evaluate(data);
  if (type.attachment_required && !data.attachment_upload_id) {
    throw VisibleError.validation({ attachment_upload_id: [LEAVE_MESSAGES.attachmentRequired] });
  }
  if ((await overlapping(data)).length > 0) throw VisibleError.validation({ start_date: [LEAVE_MESSAGES.overlap] });
  if (balance !== null && !type.negative_balance_allowed && taken > balance.units) {
    throw VisibleError.validation({
      leave_type_id: [
        `${LEAVE_MESSAGES.balance} Available by ${formatLongDate(data.end_date)}: ${unitsToHours(balance.units)} ${balance.unit}.`,
      ],
    });
  }
  const attachment = data.attachment_upload_id
    ? await verifyLeaveAttachment(data.attachment_upload_id, organizationId)
    : null;
  const memberships = await membershipsOf(organizationId);
  const approvers = approversOf(memberships, employee);
  const people = await peopleOf(approvers);
  const user = useUser();
  const now = new Date().toISOString();
  const requestId = await nextId(leaveRequestCounter(), 'leave_request');
  const item: LeaveRequestItem = {
    organization_id: organizationId,
    request_id: requestId,
    employee_id: data.employee_id,
    leave_type_id: type.leave_type_id,
    leave_type_code: type.code ?? 'custom',
    leave_type_name: type.name,
    confidential: type.confidential,
    start_date: data.start_date,
    end_date: data.end_date,
    units: counted.units,
    part_day: counted.part_day,
    days_counted: days,
    ...(data.reason ? { reason: data.reason } : {}),
    ...(attachment ? { attachment: attachment.attachment } : {}),
    status: 'pending',
    approver_user_ids: approvers.map((approver) => approver.user_id),
    requested_by: user.name,
    requested_by_user_id: user.id,
    requested_at: now,
    version: 1,
    updated_at: now,
  };
  // Whoever made the request (a manager for their report) is not told of it.
  const told = [...people.values()].filter((person) => person.user_id !== user.id);
  const notifications = submittedNotifications(item, employee.name, told);
  await writeWithLedger(
    () => ledgerStepWrites(item, 'submitted'),
    [
      committed(leaveRequestEntity().create(item)),
      committed(
        leaveRequestLocator().create({ kind: 'leave_request', id: requestId, organization_id: organizationId }),
      ),
      ...calendarEntryWrites(item),
      ...(attachment ? attachment.consume : []),
      ...(await notificationWrites(organizationId, notifications.inApp)),
      auditPut({
        organizationId,
        module: 'leave',
        action: 'create',
        record: {
          type: 'leave_request',
          id: requestId,
          label: `${employee.name}, ${formatDayRange(data.start_date, data.end_date)}`,
        },
        summary: `Requested ${unitsToHours(counted.units)} h of ${notifications.auditType} for ${employee.name} (${formatDayRange(data.start_date, data.end_date)})`,
      }),
    ],
  );
  await sendRequestMail('leave submitted', notifications.mail);
  return toLeaveRequest(item, namesOf(directory), directory);
}

async function readVisibleRequest(organizationId: number, requestId: number) {
  const [found, directory] = await Promise.all([
    leaveRequestEntity().get({ organization_id: organizationId, request_id: requestId }).go({ consistent: true }),
    readDirectory(organizationId),
  ]);
  const item = found.data;
  // The caller's reach was checked before the handler (the route's `reach`).
  if (!item) throw VisibleError.notFound('Leave request');
  return { item, directory };
}

/** One request (the access layer answered 404 if the caller's leave grant does not reach its employee). */
export async function getLeaveRequest(organizationId: number, requestId: number): Promise<LeaveRequest> {
  const { item, directory } = await readVisibleRequest(organizationId, requestId);
  return toLeaveRequest(item, namesOf(directory), directory);
}

/** A download link for the request's attachment; a confidential one only for those who may see it. */
export async function leaveRequestAttachment(organizationId: number, requestId: number) {
  const { item } = await readVisibleRequest(organizationId, requestId);
  if (isConfidential(item) && !seesConfidential(item.employee_id)) throw VisibleError.notFound('Attachment');
  return attachmentDownload(item);
}

/**
 * A page of requests: Mine (the caller's own, newest start first), To approve (pending, those the
 * caller may decide, soonest first), All (within the caller's reach, newest first, or one status).
 * One Query and the directory's one BatchGet (names and reach).
 */
export async function listLeaveRequests(query: unknown) {
  const { organization_id: organizationId, view, status, cursor } = parseInput(leaveRequestListQuery, query);
  const access = organizationAccess();
  const scope = [organizationId, 'leave-requests', view, status ?? null, access.employeeId ?? null];
  // Both reads at once; Promise.all also handles the second's failure when the first fails.
  const [directory, page] = await Promise.all([
    readDirectory(organizationId),
    storePage(scope, cursor, {
      perPage: LEAVE_REQUESTS_PAGE_SIZE,
      read: async (storeCursor, limit) => {
        const options = { cursor: storeCursor, limit };
        if (view === 'mine') {
          if (!access.employeeId) return { data: [] as LeaveRequestItem[], cursor: null };
          const chain = leaveRequestEntity().query.byEmployee({
            organization_id: organizationId,
            employee_id: access.employeeId,
          });
          return status
            ? chain.where(({ status: s }, { eq }) => eq(s, status)).go({ ...options, order: 'desc' })
            : chain.go({ ...options, order: 'desc' });
        }
        if (view === 'to_approve') {
          return leaveRequestEntity()
            .query.byStatus({ organization_id: organizationId, status: 'pending' })
            .go({ ...options, order: 'asc' });
        }
        return status
          ? leaveRequestEntity()
              .query.byStatus({ organization_id: organizationId, status })
              .go({ ...options, order: 'desc' })
          : leaveRequestEntity()
              .query.byOrganization({ organization_id: organizationId })
              .go({ ...options, order: 'desc' });
      },
      cursorOf: entityCursor(
        leaveRequestEntity(),
        view === 'mine' ? 'byEmployee' : view === 'to_approve' || status ? 'byStatus' : 'byOrganization',
      ),
    }),
  ]);
  const reach = reachOf(directory);
  const names = namesOf(directory);
  const rows = page.data
    .filter((item) => view === 'mine' || !reach || reach.has(item.employee_id))
    .map((item) => toLeaveRequest(item, names, directory))
    .filter((row) => view !== 'to_approve' || row.can_approve);
  return { data: rows, next_cursor: page.nextCursor, per_page: LEAVE_REQUESTS_PAGE_SIZE };
}

export const leaveToday = (organizationId: number) => todayIn(organizationTimezone(organizationId));
