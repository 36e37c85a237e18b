import type { EmployeeStatus } from '@wattle/shared/employees';
import { withActor } from '../core/actor.ts';
import { createEmployee } from '../core/employees/employees.ts';
import { createDepartment } from '../core/organizations/departments.ts';
import { createDesignation } from '../core/organizations/designations.ts';
import { createOrganization } from '../core/organizations/organizations.ts';

const FIRST = [
  'Olivia',
  'Noah',
  'Charlotte',
  'Oliver',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Lee'];
const STATUSES: EmployeeStatus[] = ['Active', 'Active', 'Active', 'On Probation', 'On Leave', 'Inactive'];

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/**
 * An organization with departments, designations and `count` employees, created through the real
 * core functions (transactions, guards, history), as the given user.
 */
export async function seedOrganization(
  user: { id: number; name: string },
  count: number,
  onProgress?: (done: number) => void,
) {
  const actor = { type: 'user' as const, userId: user.id, sessionId: 'bench', userName: user.name };
  return withActor(actor, async () => {
    const organization = await createOrganization({
      name: `Bench ${count} ${Date.now()}`,
      contact_email: 'bench@example.test',
    });
    const structure: { departmentId: number; designationId: number }[] = [];
    for (const name of ['Sales', 'Engineering', 'Operations', 'Finance']) {
      const department = await createDepartment(organization.id, { name });
      for (const level of ['Junior', 'Mid', 'Senior'] as const) {
        const designation = await createDesignation(department.id, { title: `${name} ${level}`, level });
        structure.push({ departmentId: department.id, designationId: designation.id });
      }
    }
    let done = 0;
    await pool(count, 8, async (index) => {
      const place = structure[index % structure.length] as (typeof structure)[number];
      await withActor(actor, () =>
        createEmployee({
          organization_id: organization.id,
          first_name: FIRST[index % FIRST.length],
          last_name: `${LAST[index % LAST.length]}${index}`,
          personal_email: `person${index}@bench.test`,
          phone_number: '0400 000 000',
          date_of_birth: '1990-01-01',
          gender: index % 2 ? 'Female' : 'Male',
          address: `${index} Example St, Sydney NSW 2000`,
          employee_code: `B-${String(index).padStart(6, '0')}`,
          joining_date: '2025-07-01',
          department_id: place.departmentId,
          designation_id: place.designationId,
          employment_type: 'Full-time',
          status: STATUSES[index % STATUSES.length],
          tax_file_number: '123456782',
        }),
      );
      done++;
      if (done % 250 === 0) onProgress?.(done);
    });
    return organization;
  });
}
