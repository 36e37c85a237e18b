import { todayIn } from '@wattle/shared/calendar';
import { CONFIDENTIAL_LEAVE_LABEL, type LeaveRequest } from '@wattle/shared/leave-request-constants';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../access/permissions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import type { LeaveRequestItem } from './request-entities.ts';
import { mayDecide, seesConfidential } from './request-people.ts';

/** A confidential (family and domestic violence) request's type is shown only to those who may see it. */
export const isConfidential = (item: Pick<LeaveRequestItem, 'confidential'>) => item.confidential;

/** The type's name as `viewer` may see it. */
export function typeLabelFor(item: Pick<LeaveRequestItem, 'confidential' | 'leave_type_name'>, sees: boolean): string {
  return isConfidential(item) && !sees ? CONFIDENTIAL_LEAVE_LABEL : item.leave_type_name;
}

export const employeeName = (entry: Pick<DirectoryEntry, 'first_name' | 'last_name'> | undefined, id: number) =>
  entry ? `${entry.first_name} ${entry.last_name}` : `Employee #${id}`;

/** Whether the caller may cancel: their own request, or HR (leave edit over the organization). */
export function mayCancel(item: LeaveRequestItem, today: string): boolean {
  const access = organizationAccess();
  const hr = access.role === 'owner' || access.permissions.grants.leave?.edit === 'organization';
  if (access.employeeId !== item.employee_id && !hr) return false;
  return item.status === 'pending' || (item.status === 'approved' && item.start_date > today);
}

/** The request as the caller may see it (the confidential rule applied). */
export function toLeaveRequest(
  item: LeaveRequestItem,
  names: ReadonlyMap<number, DirectoryEntry>,
  directory: readonly DirectoryEntry[] | null,
): LeaveRequest {
  const sees = !isConfidential(item) || seesConfidential(item.employee_id);
  const today = todayIn(organizationTimezone(item.organization_id));
  return {
    request_id: item.request_id,
    organization_id: item.organization_id,
    employee_id: item.employee_id,
    employee_name: employeeName(names.get(item.employee_id), item.employee_id),
    leave_type_id: sees ? item.leave_type_id : null,
    leave_type_code: sees ? item.leave_type_code : null,
    leave_type_name: typeLabelFor(item, sees),
    start_date: item.start_date,
    end_date: item.end_date,
    hours: unitsToHours(item.units),
    part_day: item.part_day,
    reason: sees ? (item.reason ?? null) : null,
    attachment:
      sees && item.attachment
        ? {
            file_name: item.attachment.file_name,
            content_type: item.attachment.content_type,
            size: item.attachment.size,
          }
        : null,
    status: item.status,
    requested_by: item.requested_by,
    requested_at: item.requested_at,
    decided_by: item.decided_by ?? null,
    decided_at: item.decided_at ?? null,
    decision_comment: item.decision_comment ?? null,
    can_approve: item.status === 'pending' && mayDecide(item.employee_id, directory),
    can_cancel: mayCancel(item, today),
    version: item.version,
  };
}

export const namesOf = (directory: readonly DirectoryEntry[]) =>
  new Map(directory.map((entry) => [entry.employee_id, entry]));
