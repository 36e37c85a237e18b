import { permissionsOf, scopeOf } from '@wattle/shared/permissions';
import { organizationAccess } from '../access/permissions.ts';
import { useUserId } from '../actor.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { allocateIds, queueNotifications, storedSummary, summaryOf } from './notify-tasks.ts';
import { shiftCounter } from './roster-entities.ts';
import type { ShiftSwapItem } from './swap-entities.ts';

/**
 * A swap's step told to the employees it concerns, through the roster notification queue (kind
 * `swap`: the rostering worker sends the e-mail through the one mail module, writes the bell and
 * the delivery the notifications screen lists). One task a step, after the step committed.
 */
export interface SwapNotice {
  /** 0 for a member told by user (`user_id`). */
  employee_id: number;
  user_id?: number;
  text: string;
}

export async function notifySwap(
  swap: ShiftSwapItem,
  notices: readonly SwapNotice[],
  directory: readonly DirectoryEntry[],
): Promise<number> {
  const named = new Map(directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const key = (notice: SwapNotice) => (notice.employee_id > 0 ? `emp#${notice.employee_id}` : `user#${notice.user_id}`);
  const recipients = notices
    .filter(
      (notice, index) =>
        (notice.employee_id > 0 || (notice.user_id ?? 0) > 0) &&
        notices.findIndex((n) => key(n) === key(notice)) === index,
    )
    .map((notice) => ({
      employee_id: Math.max(notice.employee_id, 0),
      ...(notice.employee_id > 0 ? {} : { user_id: notice.user_id }),
      // A member told by user is named from their account when the worker finds it.
      employee_name:
        notice.employee_id > 0 ? (named.get(notice.employee_id) ?? `Employee #${notice.employee_id}`) : 'Approver',
      shifts: [storedSummary(summaryOf(swap, swap.department_name ?? null))],
      swap_text: notice.text,
    }));
  if (recipients.length === 0) return 0;
  const profile = organizationProfile(swap.organization_id);
  const [jobId] = await allocateIds(shiftCounter(), 'roster_job', 1);
  await queueNotifications({
    organizationId: swap.organization_id,
    jobId: jobId as number,
    kind: 'swap',
    publication: false,
    from: swap.date,
    to: swap.date,
    organizationName: profile.name,
    timezone: profile.timezone,
    recipients,
  });
  return recipients.length;
}

/** The managers the approval waits on: the reporting managers of the employees it moves between. */
export function approversOf(directory: readonly DirectoryEntry[], employeeIds: readonly number[]): number[] {
  return directory
    .filter((entry) => employeeIds.includes(entry.employee_id) && entry.reporting_manager_id)
    .map((entry) => entry.reporting_manager_id as number)
    .filter((id) => !employeeIds.includes(id));
}

/**
 * Those told a swap awaits approval: the reporting managers of both employees (by employee), and
 * the members with no employee record of their own who approve every swap (rostering.approve over
 * the organization: an owner, admin or HR; by user, at their account's e-mail and bell), not the
 * caller. One Query of the organization's memberships.
 */
export async function approverNotices(
  organizationId: number,
  directory: readonly DirectoryEntry[],
  employeeIds: readonly number[],
  text: string,
): Promise<SwapNotice[]> {
  const { customRoles } = organizationAccess();
  const caller = useUserId();
  const { data: members } = await membershipEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all' });
  const unlinked = members.filter(
    (member) =>
      !member.employee_id &&
      member.user_id !== caller &&
      (member.role === 'owner' ||
        scopeOf(permissionsOf(member.role, customRoles), 'rostering', 'approve') === 'organization'),
  );
  return [
    ...approversOf(directory, employeeIds).map((id) => ({ employee_id: id, text })),
    ...unlinked.map((member) => ({ employee_id: 0, user_id: member.user_id, text })),
  ];
}
