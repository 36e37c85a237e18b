import type { DirectoryEntry } from '../employees/directory.ts';
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
  employee_id: number;
  text: string;
}

export async function notifySwap(
  swap: ShiftSwapItem,
  notices: readonly SwapNotice[],
  directory: readonly DirectoryEntry[],
): Promise<number> {
  const named = new Map(directory.map((entry) => [entry.employee_id, `${entry.first_name} ${entry.last_name}`]));
  const recipients = notices
    .filter(
      (notice, index) =>
        notice.employee_id > 0 && notices.findIndex((n) => n.employee_id === notice.employee_id) === index,
    )
    .map((notice) => ({
      employee_id: notice.employee_id,
      employee_name: named.get(notice.employee_id) ?? `Employee #${notice.employee_id}`,
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
