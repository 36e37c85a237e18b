import { LEAVE_MESSAGES, type LeaveRequest, leaveDecisionInput } from '@wattle/shared/leave-requests';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { noAccess, organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, type TransactionItem } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { calendarEntryRemovals, calendarEntryWrites } from './calendar-entries.ts';
import { notificationWrites } from './notifications.ts';
import { type LeaveRequestItem, leaveRequestEntity } from './request-entities.ts';
import { type LedgerStep, ledgerStepWrites } from './request-inputs.ts';
import { writeWithLedger } from './request-ledger.ts';
import {
  cancelledNotifications,
  decidedNotifications,
  type StepMessages,
  sendRequestMail,
} from './request-messages.ts';
import { approversOf, mayDecide, membershipsOf, peopleOf } from './request-people.ts';
import { employeeName, mayCancel, namesOf, toLeaveRequest } from './request-views.ts';
import { leaveToday } from './requests.ts';

/**
 * The steps after a request is made. Each is version-checked, and its request change, calendar
 * entries, ledger entries, notifications and audit event are one transaction; e-mail follows it.
 */

async function readRequest(organizationId: number, requestId: number) {
  const [found, directory] = await Promise.all([
    leaveRequestEntity().get({ organization_id: organizationId, request_id: requestId }).go({ consistent: true }),
    readDirectory(organizationId),
  ]);
  const item = found.data;
  // The caller's reach was checked before the handler (the route's `reach`).
  if (!item) throw VisibleError.notFound('Leave request');
  return { item, directory };
}

async function commitStep(
  before: LeaveRequestItem,
  after: LeaveRequestItem,
  ledgerStep: LedgerStep,
  writes: TransactionItem[],
  messages: StepMessages,
  label: string,
  what: string,
): Promise<void> {
  const { status, version, updated_at, decided_by, decided_by_user_id, decided_at, decision_comment } = after;
  await writeWithLedger(
    () => ledgerStepWrites(before, ledgerStep),
    [
      committed(
        leaveRequestEntity()
          .patch({ organization_id: before.organization_id, request_id: before.request_id })
          .set({
            status,
            version,
            updated_at,
            ...(decided_by ? { decided_by } : {}),
            ...(decided_by_user_id ? { decided_by_user_id } : {}),
            ...(decided_at ? { decided_at } : {}),
            ...(decision_comment ? { decision_comment } : {}),
          })
          .where(({ version: stored }, { eq }) => eq(stored, before.version)),
      ),
      ...writes,
      ...(await notificationWrites(before.organization_id, messages.inApp)),
      auditPut({
        organizationId: before.organization_id,
        module: 'leave',
        action: 'update',
        record: { type: 'leave_request', id: before.request_id, label },
        summary: `${what} ${unitsToHours(before.units)} h of ${messages.auditType} for ${label}`,
        changes: [{ field: 'status', label: 'Status', before: before.status, after: status }],
      }),
    ],
  );
  await sendRequestMail(`leave ${status}`, messages.mail);
}

/** Approves or declines a pending request: its employee's manager or HR, never the employee. */
export async function decideLeaveRequest(
  organizationId: number,
  requestId: number,
  decision: 'approved' | 'declined',
  input: unknown,
): Promise<LeaveRequest> {
  const data = parseInput(leaveDecisionInput, input);
  const { item, directory } = await readRequest(organizationId, requestId);
  if (organizationAccess().employeeId === item.employee_id) throw VisibleError.conflict(LEAVE_MESSAGES.ownRequest);
  if (!mayDecide(item.employee_id, directory)) throw noAccess();
  checkVersion(data.version, item.version);
  if (item.status !== 'pending') throw VisibleError.conflict(LEAVE_MESSAGES.notPending);
  const user = useUser();
  const now = new Date().toISOString();
  const after: LeaveRequestItem = {
    ...item,
    status: decision,
    version: item.version + 1,
    updated_at: now,
    decided_by: user.name,
    decided_by_user_id: user.id,
    decided_at: now,
    ...(data.comment ? { decision_comment: data.comment } : {}),
  };
  const names = namesOf(directory);
  const name = employeeName(names.get(item.employee_id), item.employee_id);
  const memberships = await membershipsOf(organizationId);
  const employeeMember = memberships.find((membership) => membership.employee_id === item.employee_id);
  const people = employeeMember ? await peopleOf([employeeMember]) : new Map();
  const messages = decidedNotifications(
    after,
    decision,
    employeeMember ? people.get(employeeMember.user_id) : undefined,
    user.name,
  );
  const writes = decision === 'approved' ? calendarEntryWrites(after, 'approved') : calendarEntryRemovals(item);
  await commitStep(
    item,
    after,
    decision === 'approved' ? 'approved' : 'released',
    writes,
    messages,
    name,
    decision === 'approved' ? 'Approved' : 'Declined',
  );
  return toLeaveRequest(after, names, directory);
}

/**
 * Cancels a pending request, or an approved one that has not started (its hours come back): the
 * employee, or HR. The approvers (and whoever approved it) hear of it.
 */
export async function cancelLeaveRequest(
  organizationId: number,
  requestId: number,
  input: unknown,
): Promise<LeaveRequest> {
  const data = parseInput(leaveDecisionInput, input);
  const { item, directory } = await readRequest(organizationId, requestId);
  checkVersion(data.version, item.version);
  const access = organizationAccess();
  const hr = access.role === 'owner' || access.permissions.grants.leave?.edit === 'organization';
  if (access.employeeId !== item.employee_id && !hr) throw noAccess();
  if (!mayCancel(item, leaveToday(organizationId))) throw VisibleError.conflict(LEAVE_MESSAGES.cannotCancel);
  const user = useUser();
  const now = new Date().toISOString();
  const after: LeaveRequestItem = { ...item, status: 'cancelled', version: item.version + 1, updated_at: now };
  const names = namesOf(directory);
  const name = employeeName(names.get(item.employee_id), item.employee_id);
  const memberships = await membershipsOf(organizationId);
  const told = new Set([...item.approver_user_ids, ...(item.decided_by_user_id ? [item.decided_by_user_id] : [])]);
  told.delete(user.id);
  const recipients = memberships.filter((membership) => told.has(membership.user_id));
  const fallback = recipients.length > 0 ? recipients : approversOf(memberships, { employee_id: item.employee_id });
  const people = await peopleOf(fallback.filter((membership) => membership.user_id !== user.id));
  const messages = cancelledNotifications(after, name, [...people.values()]);
  const ledgerStep = item.status === 'approved' ? 'returned' : 'released';
  await commitStep(item, after, ledgerStep, calendarEntryRemovals(item), messages, name, 'Cancelled');
  return toLeaveRequest(after, names, directory);
}
