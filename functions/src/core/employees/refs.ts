import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';

export interface EmployeeRefNames {
  departments: Map<number, { id: number; name: string }>;
  designations: Map<number, { id: number; name: string; title: string; level: string; department_id: number }>;
  managers: Map<number, { id: number; first_name: string; last_name: string; trashed: boolean }>;
}

const pad = (id: number) => String(id).padStart(12, '0');

/**
 * Department, designation and manager names for a set of ids in one BatchGet across the
 * organizations and employees tables. `designations` are [departmentId, designationId] pairs:
 * a designation is found only under its own department, which is how membership is checked.
 */
export async function loadEmployeeRefs(
  organizationId: number,
  ids: { departments?: number[]; designations?: [number, number][]; managers?: number[] },
): Promise<EmployeeRefNames> {
  const pk = `org#${organizationId}`;
  const organizations = tableNames().organizations;
  const employees = tableNames().employees;
  const names: EmployeeRefNames = { departments: new Map(), designations: new Map(), managers: new Map() };
  const structureKeys = [
    ...(ids.departments ?? []).map((id) => ({ pk, sk: `department#${id}` })),
    ...(ids.designations ?? []).map(([departmentId, id]) => ({ pk, sk: `designation#${departmentId}#${id}` })),
  ];
  const managerKeys = (ids.managers ?? []).map((id) => ({ pk, sk: `employee#${pad(id)}` }));
  if (structureKeys.length + managerKeys.length === 0) return names;
  const results = await batchGet([
    {
      table: organizations,
      keys: structureKeys,
      projection: ['sk', 'name', 'title', 'level', 'department_id', 'designation_id'],
    },
    { table: employees, keys: managerKeys, projection: ['employee_id', 'first_name', 'last_name', 'trashed_at'] },
  ]);
  for (const item of results.get(organizations) ?? []) {
    const sk = String(item.sk);
    if (sk.startsWith('department#')) {
      const id = Number(item.department_id);
      names.departments.set(id, { id, name: String(item.name) });
    } else if (sk.startsWith('designation#')) {
      const id = Number(item.designation_id);
      const title = String(item.title);
      names.designations.set(id, {
        id,
        name: title,
        title,
        level: String(item.level),
        department_id: Number(item.department_id),
      });
    }
  }
  for (const item of results.get(employees) ?? []) {
    const id = Number(item.employee_id);
    names.managers.set(id, {
      id,
      first_name: String(item.first_name),
      last_name: String(item.last_name),
      trashed: Boolean(item.trashed_at),
    });
  }
  return names;
}
