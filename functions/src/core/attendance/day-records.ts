import { attendanceDayEntity } from './attendance-entities.ts';

/** Every clock record of the organization's `date`: one Query (all employees' days sort together). */
export async function readDayRecords(organizationId: number, date: string) {
  const { data } = await attendanceDayEntity()
    .query.byOrganizationDay({ organization_id: organizationId, date })
    .go({ pages: 'all' });
  return data;
}

/** Who clocked in on `date` (the dashboard's count): the same Query, employee ids only. */
export async function clockedInOn(organizationId: number, date: string): Promise<ReadonlySet<number>> {
  const { data } = await attendanceDayEntity()
    .query.byOrganizationDay({ organization_id: organizationId, date })
    .go({ pages: 'all', attributes: ['employee_id'] });
  return new Set(data.map((item) => item.employee_id));
}
