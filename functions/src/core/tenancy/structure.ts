import { tableNames } from '../db/client.ts';
import { queryAll } from '../db/query-all.ts';

export interface OrganizationStructure {
  departments: Map<number, { id: number; name: string }>;
  designations: Map<number, { id: number; name: string; title: string; level: string; department_id: number }>;
}

/**
 * Every department and designation of an organization in one Query: their sort keys sit next to
 * each other (`department#…`, `designation#…`) in the organization's partition.
 */
export async function loadOrganizationStructure(organizationId: number): Promise<OrganizationStructure> {
  const structure: OrganizationStructure = { departments: new Map(), designations: new Map() };
  const items = await queryAll({
    TableName: tableNames().organizations,
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':from': 'department#', ':to': 'designation$' },
    ProjectionExpression: 'sk, #name, title, #level, department_id, designation_id',
    ExpressionAttributeNames: { '#name': 'name', '#level': 'level' },
  });
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.startsWith('department#')) {
      const id = Number(item.department_id);
      structure.departments.set(id, { id, name: String(item.name) });
    } else if (sk.startsWith('designation#')) {
      const id = Number(item.designation_id);
      const title = String(item.title);
      structure.designations.set(id, {
        id,
        name: title,
        title,
        level: String(item.level),
        department_id: Number(item.department_id),
      });
    }
  }
  return structure;
}
