import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { jobOpeningEntity } from '../recruitment/job-opening-entity.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Refuses (409) to delete a department or designation that employees (current or in the trash)
 * or job openings still name: deleting it would leave them pointing at nothing, and every later
 * save of theirs would fail. The message counts what refers to it.
 */
export async function assertStructureUnused(
  organizationId: number,
  target: { departmentId: number; designationId?: number },
  what: 'department' | 'designation',
): Promise<void> {
  const matches = (record: { department_id?: number; designation_id?: number }) =>
    target.designationId === undefined
      ? record.department_id === target.departmentId
      : record.designation_id === target.designationId;
  const [directory, openings] = await Promise.all([
    readDirectory(organizationId),
    jobOpeningEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all', attributes: ['job_opening_id', 'department_id', 'designation_id'] }),
  ]);
  const employees = directory.filter(matches).length;
  const jobOpenings = openings.data.filter(matches).length;
  if (employees === 0 && jobOpenings === 0) return;
  const users = [
    ...(employees ? [plural(employees, 'employee', 'employees')] : []),
    ...(jobOpenings ? [plural(jobOpenings, 'job opening', 'job openings')] : []),
  ].join(' and ');
  throw new VisibleError('conflict', `This ${what} is still used by ${users}. Move them to another ${what} first.`, {
    conflicts: [{ employees, job_openings: jobOpenings }],
  });
}
