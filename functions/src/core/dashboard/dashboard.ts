import { todayIn } from '@wattle/shared/calendar';
import { type DashboardPerson, type DashboardStats, RECENT_LEAVER_DAYS } from '@wattle/shared/dashboard';
import { addDays, lifecycleOf } from '@wattle/shared/employee-lifecycle';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES, GENDERS, WORK_ARRANGEMENTS } from '@wattle/shared/employees';
import { clockedInOn } from '../attendance/day-records.ts';
import { type DirectoryEntry, readDirectory } from '../employees/directory.ts';
import { fieldsOf } from '../item-fields.ts';
import { approvedLeaveOn } from '../leave/team-calendar.ts';
import { organizationTimezone, readAsMember } from '../tenancy/memberships.ts';

const LISTED = 5;
const zeroes = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>;

const person = (item: DirectoryEntry): DashboardPerson => ({
  id: item.employee_id,
  ...fieldsOf(item, 'first_name', 'last_name', 'employee_code', 'joining_date', 'status', 'last_working_day'),
});

/**
 * The dashboard's figures on the organization's today, counted from the directory: one BatchGet of
 * its 16 shards whatever the head count (the same read as a list). Counters kept by each write
 * cannot know what today is, so who is current (employee-lifecycle.ts) is decided here. On Leave
 * counts current staff on approved leave today (the leave calendar: one Query of the month) and
 * Clocked In those with a clock record today (one Query of the day's records), read alongside.
 */
export async function getDashboard(organizationId: number): Promise<DashboardStats> {
  const today = todayIn(organizationTimezone(organizationId));
  const [directory, onLeave, clockedIn] = await readAsMember(organizationId, () =>
    Promise.all([
      readDirectory(organizationId),
      approvedLeaveOn(organizationId, today),
      clockedInOn(organizationId, today),
    ]),
  );
  const recentSince = addDays(today, -RECENT_LEAVER_DAYS);
  const arrangements = zeroes(WORK_ARRANGEMENTS);
  const byStatus = zeroes(EMPLOYEE_STATUSES);
  const byGender = zeroes(GENDERS);
  const byType: Record<string, number> = zeroes(EMPLOYMENT_TYPES);
  const current: DirectoryEntry[] = [];
  let onLeaveToday = 0;
  let clockedInToday = 0;
  const upcoming: DirectoryEntry[] = [];
  const leaving: DirectoryEntry[] = [];
  const left: DirectoryEntry[] = [];
  for (const item of directory) {
    if (item.trashed_at) continue;
    const lifecycle = lifecycleOf(item, today);
    if (lifecycle === 'upcoming') upcoming.push(item);
    if (lifecycle === 'former' && item.last_working_day && item.last_working_day >= recentSince) left.push(item);
    if (lifecycle !== 'current') continue;
    current.push(item);
    if (onLeave.has(item.employee_id)) onLeaveToday++;
    if (clockedIn.has(item.employee_id)) clockedInToday++;
    if (item.last_working_day) leaving.push(item);
    arrangements[item.work_arrangement]++;
    byStatus[item.status]++;
    if (item.gender) byGender[item.gender]++;
    byType[item.employment_type] = (byType[item.employment_type] ?? 0) + 1;
  }
  const by = (field: 'joining_date' | 'last_working_day', order: 1 | -1) => (a: DirectoryEntry, b: DirectoryEntry) =>
    order * (a[field] ?? '').localeCompare(b[field] ?? '') || order * (a.employee_id - b.employee_id);
  return {
    today,
    total_staff: current.length,
    onsite_staff: arrangements.Onsite,
    hybrid_staff: arrangements.Hybrid,
    remote_staff: arrangements.Remote,
    on_leave: onLeaveToday,
    clocked_in_today: clockedInToday,
    by_status: byStatus,
    by_gender: byGender,
    by_employment_type: byType,
    newest_employees: current.sort(by('joining_date', -1)).slice(0, LISTED).map(person),
    upcoming_starters: {
      count: upcoming.length,
      next: upcoming.sort(by('joining_date', 1)).slice(0, LISTED).map(person),
    },
    scheduled_leavers: {
      count: leaving.length,
      next: leaving.sort(by('last_working_day', 1)).slice(0, LISTED).map(person),
    },
    recent_leavers: {
      count: left.length,
      days: RECENT_LEAVER_DAYS,
      latest: left.sort(by('last_working_day', -1)).slice(0, LISTED).map(person),
    },
  };
}
