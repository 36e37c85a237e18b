import type { DashboardStats, EmployeeStatus } from '@wattle/shared/employees';
import { readAsMember } from '../organizations/memberships.ts';
import { employeeEntity } from './employee-entity.ts';
import { readStats } from './stats.ts';

/**
 * The dashboard's figures: counters from the stats shards (one BatchGet) and the newest employees
 * (one Query), a constant cost whatever the head count.
 */
export async function getDashboard(organizationId: number): Promise<DashboardStats> {
  const [stats, newest] = await readAsMember(organizationId, () =>
    Promise.all([
      readStats(organizationId),
      employeeEntity()
        .query.byOrganization({ organization_id: organizationId })
        .where(({ trashed_at }, { notExists }) => notExists(trashed_at))
        .go({
          order: 'desc',
          limit: 20,
          attributes: ['employee_id', 'first_name', 'last_name', 'employee_code', 'joining_date', 'status'],
        }),
    ]),
  );
  return {
    ...stats,
    newest_employees: newest.data.slice(0, 5).map((item) => ({
      id: item.employee_id as number,
      first_name: item.first_name as string,
      last_name: item.last_name as string,
      employee_code: item.employee_code as string,
      joining_date: item.joining_date as string,
      status: item.status as EmployeeStatus,
    })),
  };
}
