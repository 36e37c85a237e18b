import { addDays } from '@wattle/shared/calendar';
import type { Unavailability } from '@wattle/shared/roster-scheduling-types';
import pMap from 'p-map';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem, shiftEntity } from './roster-entities.ts';
import { unavailabilityEntity } from './scheduling-entities.ts';
import { toUnavailability } from './unavailability.ts';

/**
 * What belongs to the person, not the department (issue 28): a roster's people may work in other
 * departments too (after a move their old department's shifts stay theirs), and their recorded
 * unavailability is theirs wherever they work. The roster, its checks, publishing's block check and
 * swap eligibility read both here, so a person's whole week is checked and costed.
 */

/** Queries in flight at once (a page of 500 people read by person: 63 rounds of 8). */
export const READS_AT_ONCE = 8;

/**
 * The shifts of `employeeIds` from `from` to `to` inclusive in departments other than
 * `departmentId`, by whichever reads fewer Queries: ONE Query of each other department's range
 * (gsi2, `<date>` range; its other people's shifts dropped here) when the organization has fewer
 * other departments than there are people, else ONE Query of the per-employee index (gsi1,
 * `shift#<date>` range, the department's own shifts filtered out by DynamoDB) per person — at most
 * 8 at once either way. Nothing is read when the organization has no other department.
 */
export async function otherDepartmentShifts(
  organizationId: number,
  departmentId: number,
  employeeIds: Iterable<number>,
  range: { from: string; to: string },
  departmentIds: Iterable<number>,
): Promise<ShiftItem[]> {
  const people = new Set([...employeeIds].filter((id) => id !== OPEN_SHIFT_EMPLOYEE));
  const others = [...new Set(departmentIds)].filter((id) => id !== departmentId);
  if (others.length === 0 || people.size === 0) return [];
  if (others.length < people.size) {
    const answers = await pMap(
      others,
      async (otherId) => {
        const { data } = await shiftEntity()
          .query.byDepartment({ organization_id: organizationId, department_id: otherId })
          .between({ date: range.from }, { date: addDays(range.to, 1) })
          .go({ pages: 'all' });
        return data.filter((item) => item.date <= range.to && people.has(item.employee_id));
      },
      { concurrency: READS_AT_ONCE },
    );
    return answers.flat();
  }
  const answers = await pMap(
    [...people],
    async (employeeId) => {
      const { data } = await shiftEntity()
        .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
        .between({ date: range.from }, { date: addDays(range.to, 1) })
        .where(({ department_id }, { ne }) => ne(department_id, departmentId))
        .go({ pages: 'all' });
      return data.filter((item) => item.date <= range.to);
    },
    { concurrency: READS_AT_ONCE },
  );
  return answers.flat();
}

/**
 * The organization's recorded unavailability that can touch days from `from` on (weekly, or dated
 * ending then or later): ONE Query of its partition (`unavailability#…`, paged only past 1 MB —
 * about 4,000 records a page), the past dated ones filtered out by DynamoDB. Read by person, not by
 * the department it was filed under, so a department move keeps it on the person's rows.
 */
export async function unavailabilityFrom(organizationId: number, from: string): Promise<Unavailability[]> {
  const { data } = await unavailabilityEntity()
    .query.byOrganization({ organization_id: organizationId })
    .where(({ kind, end_date }, { eq, gte }) => `${eq(kind, 'weekly')} OR ${gte(end_date, from)}`)
    .go({ pages: 'all' });
  return data.map(toUnavailability);
}
