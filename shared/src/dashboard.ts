import type { EmployeeStatus, Gender } from './employee-constants.ts';
import type { EmployeeSummary } from './employees.ts';

/** Someone on the dashboard's lists (newest, upcoming starters, recent leavers). */
export type DashboardPerson = Pick<
  EmployeeSummary,
  'id' | 'first_name' | 'last_name' | 'employee_code' | 'joining_date' | 'status' | 'last_working_day'
>;

/**
 * The dashboard's figures for one organization on its today: the cards and charts count current
 * staff (employee-lifecycle.ts); upcoming starters and recent leavers are counted separately.
 */
export interface DashboardStats {
  /** The organization's day the figures are for (YYYY-MM-DD). */
  today: string;
  total_staff: number;
  onsite_staff: number;
  hybrid_staff: number;
  remote_staff: number;
  /** Current staff on approved leave today (the leave requests' calendar, not the status field). */
  on_leave: number;
  /** Current staff who clocked in today (attendance). */
  clocked_in_today: number;
  by_status: Record<EmployeeStatus, number>;
  by_gender: Record<Gender, number>;
  by_employment_type: Record<string, number>;
  /** The five current staff who joined last. */
  newest_employees: DashboardPerson[];
  /** Joining after today: how many, and the next five. */
  upcoming_starters: { count: number; next: DashboardPerson[] };
  /** Current staff with a recorded exit (last working day today or later). */
  scheduled_leavers: { count: number; next: DashboardPerson[] };
  /** Left in the last RECENT_LEAVER_DAYS days (last working day before today). */
  recent_leavers: { count: number; days: number; latest: DashboardPerson[] };
}

export const RECENT_LEAVER_DAYS = 30;
