import type { NamedRef } from '@wattle/shared/recruitment';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';

/** Names of an organization's records, read from the organizations table in one BatchGet. */
export interface OrganizationRefs {
  organization: NamedRef | null;
  departments: Map<number, NamedRef>;
  designations: Map<number, NamedRef & { title: string; department_id: number }>;
}

/** Fetches the organization and the given departments and designations (`[departmentId, designationId]` pairs). */
export async function loadOrganizationRefs(
  organizationId: number,
  departmentIds: number[],
  designations: [number, number][],
  extra: { table: string; keys: Record<string, string>[] }[] = [],
): Promise<{ refs: OrganizationRefs; extra: Map<string, Record<string, unknown>[]> }> {
  const table = tableNames().organizations;
  const pk = `org#${organizationId}`;
  const results = await batchGet([
    {
      table,
      keys: [
        { pk, sk: 'organization' },
        ...departmentIds.map((id) => ({ pk, sk: `department#${id}` })),
        ...designations.map(([departmentId, id]) => ({ pk, sk: `designation#${departmentId}#${id}` })),
      ],
      projection: ['sk', 'name', 'title', 'organization_id', 'department_id', 'designation_id'],
    },
    ...extra,
  ]);
  const refs: OrganizationRefs = { organization: null, departments: new Map(), designations: new Map() };
  for (const item of results.get(table) ?? []) {
    const sk = String(item.sk);
    if (sk === 'organization') refs.organization = { id: organizationId, name: String(item.name) };
    else if (sk.startsWith('department#')) {
      const id = Number(item.department_id);
      refs.departments.set(id, { id, name: String(item.name) });
    } else if (sk.startsWith('designation#')) {
      const id = Number(item.designation_id);
      const title = String(item.title);
      refs.designations.set(id, { id, name: title, title, department_id: Number(item.department_id) });
    }
  }
  return { refs, extra: results };
}

/** Shows department and designation ids by their names in audit changes. */
export const refDisplay =
  (refs: OrganizationRefs) =>
  (field: string, value: unknown): string | null => {
    if (value === undefined || value === null) return null;
    if (field === 'department_id') return refs.departments.get(Number(value))?.name ?? `#${value}`;
    if (field === 'designation_id') return refs.designations.get(Number(value))?.title ?? `#${value}`;
    return null;
  };
