import { type Department, type DepartmentInput, departmentInput } from '@wattle/shared/organizations';
import { Service } from 'electrodb';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { batchDelete } from '../db/batch.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { readAsMember, requireMembership } from '../tenancy/memberships.ts';
import { resolveItem } from '../tenancy/scope.ts';
import { organizationCounter } from '../tenancy/service.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type DepartmentItem, departmentEntity } from './department-entity.ts';
import { designationEntity } from './designation-entity.ts';
import { locatorEntity } from './locator-entity.ts';
import { assertStructureUnused } from './references.ts';

/** Department writes: the department and its locator. Joined on the first write. */
const departmentWrites = lazy(
  () =>
    new Service(
      { department: departmentEntity(), locator: locatorEntity() },
      { table: tableNames().organizations, client: dynamo() },
    ),
);

const departmentAudit = recordAudit<DepartmentItem>({
  module: 'organizations',
  type: 'department',
  id: (record) => record.department_id,
  label: (record) => record.name,
  labels: { name: 'Name', description: 'Description' },
});

export function toDepartment(item: DepartmentItem): Department {
  return {
    id: item.department_id,
    organization_id: item.organization_id,
    name: item.name,
    description: item.description ?? null,
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

/** Finds the department's organization from its locator and checks the caller belongs to it. */
export async function resolveDepartment(departmentId: number): Promise<DepartmentItem> {
  return resolveItem('Department', (organizationId) =>
    departmentEntity().get({ organization_id: organizationId, department_id: departmentId }).go({ consistent: true }),
  );
}

export async function listDepartments(organizationId: number): Promise<Department[]> {
  return readAsMember(organizationId, async () => {
    const items = await departmentEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all' });
    return items.data.map(toDepartment).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  });
}

export async function getDepartment(departmentId: number): Promise<Department> {
  return toDepartment(await resolveDepartment(departmentId));
}

export async function createDepartment(organizationId: number, input: DepartmentInput): Promise<Department> {
  const data = parseInput(departmentInput, input);
  await requireMembership(organizationId);
  const departmentId = await nextId(organizationCounter(), 'department');
  const now = new Date().toISOString();
  const record = {
    organization_id: organizationId,
    department_id: departmentId,
    name: data.name,
    ...(data.description ? { description: data.description } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await departmentWrites()
    .transaction.write(({ department, locator }) => [
      department.create(record).commit(),
      locator.create({ kind: 'department', id: departmentId, organization_id: organizationId }).commit(),
      auditPut(departmentAudit('create', null, record)),
    ])
    .go();
  if (result.canceled) throw new Error(`Creating department ${departmentId} was cancelled`);
  return toDepartment(record);
}

export async function updateDepartment(departmentId: number, input: DepartmentInput): Promise<Department> {
  const data = parseInput(departmentInput, input);
  const current = await resolveDepartment(departmentId);
  checkVersion(data.version, current.version);
  const key = { organization_id: current.organization_id, department_id: departmentId };
  const changes = { name: data.name, version: current.version + 1, updated_at: new Date().toISOString() };
  const update = data.description
    ? departmentEntity()
        .patch(key)
        .set({ ...changes, description: data.description })
    : departmentEntity().patch(key).set(changes).remove(['description']);
  const after = { ...current, ...changes, description: data.description ?? undefined };
  const result = await transactWrite([
    committed(update.where(({ version }, { eq }) => eq(version, current.version))),
    auditPut(departmentAudit('update', current, after)),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toDepartment(after);
}

/**
 * Deletes the department with its designations and their locators: refused (409) while employees
 * or job openings still name it (see references.ts).
 */
export async function deleteDepartment(departmentId: number): Promise<void> {
  const current = await resolveDepartment(departmentId);
  await assertStructureUnused(current.organization_id, { departmentId }, 'department');
  const designations = await designationEntity()
    .query.byDepartment({ organization_id: current.organization_id, department_id: departmentId })
    .go({ pages: 'all' });
  const table = tableNames().organizations;
  await batchDelete(
    table,
    designations.data.flatMap((designation) => [
      { pk: `org#${designation.organization_id}`, sk: `designation#${departmentId}#${designation.designation_id}` },
      { pk: `designation#${designation.designation_id}`, sk: 'locator' },
    ]),
  );
  await departmentWrites()
    .transaction.write(({ department, locator }) => [
      department.delete({ organization_id: current.organization_id, department_id: departmentId }).commit(),
      locator.delete({ kind: 'department', id: departmentId }).commit(),
      auditPut({
        ...departmentAudit('delete', current, null),
        summary: `Deleted department ${current.name}${designations.data.length ? ` with its ${designations.data.length} designation(s)` : ''}`,
      }),
    ])
    .go();
}
