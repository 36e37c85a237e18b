import { organizationProfile } from '../tenancy/memberships.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import {
  allocateIds,
  type NotifyRecipient,
  queueNotifications,
  storedSummary,
  summaryOf,
  withinNotice,
} from './notify-tasks.ts';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftCounter } from './roster-entities.ts';

type Seen = Pick<
  ShiftItem,
  | 'shift_id'
  | 'employee_id'
  | 'employee_name'
  | 'department_id'
  | 'date'
  | 'start_time'
  | 'end_time'
  | 'break_minutes'
  | 'role'
>;

const sameTimes = (a: Seen, b: Seen) =>
  a.employee_id === b.employee_id &&
  a.date === b.date &&
  a.start_time === b.start_time &&
  a.end_time === b.end_time &&
  a.break_minutes === b.break_minutes &&
  (a.role ?? '') === (b.role ?? '');

/**
 * Tells the employees of a published shift that changed (PUT) or went (DELETE, `after` null), after
 * the change committed, through the same queue as a publication: the one rostered before hears old
 * → new (or that it was cancelled, or moved to someone else), one newly given it hears of it. A
 * change starting inside the notice period (ROSTER_CHANGE_NOTICE: 7 days; the pay condition sets
 * name none yet) is flagged `within_notice`. A draft, a change of notes only, or an open shift tells
 * nobody. Returns how many employees are told.
 */
export async function notifyShiftChange(before: ShiftItem, after: ShiftItem | null): Promise<number> {
  if (before.status !== 'published') return 0;
  // What the employee knows: the shift as published, or as the last change notice told them.
  const old: Seen = before;
  if (after && sameTimes(old, after)) return 0;
  const organizationId = before.organization_id;
  const profile = organizationProfile(organizationId);
  const structure = await loadOrganizationStructure(organizationId);
  const department = (id: number) => structure.departments.get(id)?.name ?? null;
  const oldSummary = storedSummary(summaryOf(old, department(old.department_id)));
  const newSummary = after ? storedSummary(summaryOf(after, department(after.department_id))) : null;
  const flagged = withinNotice([old, ...(after ? [after] : [])], profile.timezone);
  const recipients: NotifyRecipient[] = [];
  const kinds: ('changed' | 'cancelled')[] = [];
  if (old.employee_id !== OPEN_SHIFT_EMPLOYEE) {
    const stays = after && after.employee_id === old.employee_id;
    recipients.push({
      employee_id: old.employee_id,
      employee_name: old.employee_name ?? `Employee #${old.employee_id}`,
      shifts: stays && newSummary ? [newSummary] : [],
      before: oldSummary,
      within_notice: flagged,
    });
    kinds.push(stays ? 'changed' : 'cancelled');
  }
  if (after && newSummary && after.employee_id !== OPEN_SHIFT_EMPLOYEE && after.employee_id !== old.employee_id) {
    recipients.push({
      employee_id: after.employee_id,
      employee_name: after.employee_name ?? `Employee #${after.employee_id}`,
      shifts: [newSummary],
      within_notice: flagged,
    });
    kinds.push('changed');
  }
  // Each kind is its own job (a task carries one kind).
  const jobIds = await allocateIds(shiftCounter(), 'roster_job', recipients.length);
  await Promise.all(
    recipients.map((recipient, index) =>
      queueNotifications({
        organizationId,
        jobId: jobIds[index] as number,
        kind: kinds[index] as 'changed' | 'cancelled',
        publication: false,
        from: (after ?? old).date,
        to: (after ?? old).date,
        organizationName: profile.name,
        timezone: profile.timezone,
        recipients: [recipient],
      }),
    ),
  );
  return recipients.length;
}
