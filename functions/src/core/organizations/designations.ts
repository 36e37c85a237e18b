import { type Designation, type DesignationInput, designationInput } from '@wattle/shared/organizations';
import { Service } from 'electrodb';
import { auditPut, recordAudit } from '../audit/audit.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { lazy } from '../lazy.ts';
import { resolveLocated } from '../tenancy/scope.ts';
import { organizationCounter } from '../tenancy/service.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { resolveDepartment } from './departments.ts';
import { type DesignationItem, designationEntity } from './designation-entity.ts';
import { locatorEntity } from './locator-entity.ts';
import { assertStructureUnused } from './references.ts';

/** Designation writes: the designation and its locator. Joined on the first write. */
const designationWrites = lazy(
  () =>
    new Service(
      { designation: designationEntity(), locator: locatorEntity() },
      { table: tableNames().organizations, client: dynamo() },
    ),
);

export function toDesignation(item: DesignationItem): Designation {
  return {
    id: item.designation_id,
    ...fieldsOf(item, 'organization_id', 'department_id', 'title'),
    name: item.title,
    ...fieldsOf(item, 'level', 'version', 'created_at', 'updated_at'),
  };
}

async function resolveDesignation(designationId: number): Promise<DesignationItem> {
  const { record: item } = await resolveLocated(
    'Designation',
    async (organizationId, parentId) => {
      if (!parentId) return null;
      return (
        await designationEntity()
          .get({
            organization_id: organizationId,
            department_id: parentId,
            designation_id: designationId,
          })
          .go({ consistent: true })
      ).data;
    },
    { kind: 'designation', id: designationId },
  );
  if (!item) throw VisibleError.notFound('Designation');
  return item;
}

const designationAudit = recordAudit<DesignationItem>({
  module: 'organizations',
  type: 'designation',
  id: (record) => record.designation_id,
  label: (record) => record.title,
  labels: { title: 'Title', level: 'Level' },
});

export async function listDesignations(departmentId: number): Promise<Designation[]> {
  const department = await resolveDepartment(departmentId);
  const items = await designationEntity()
    .query.byDepartment({ organization_id: department.organization_id, department_id: departmentId })
    .go({ pages: 'all' });
  return items.data.map(toDesignation).sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}

export async function getDesignation(designationId: number): Promise<Designation> {
  return toDesignation(await resolveDesignation(designationId));
}

export async function createDesignation(departmentId: number, input: DesignationInput): Promise<Designation> {
  const data = parseInput(designationInput, input);
  const department = await resolveDepartment(departmentId);
  const designationId = await nextId(organizationCounter(), 'designation');
  const now = new Date().toISOString();
  const record = {
    organization_id: department.organization_id,
    department_id: departmentId,
    designation_id: designationId,
    title: data.title,
    level: data.level,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await designationWrites()
    .transaction.write(({ designation, locator }) => [
      designation.create(record).commit(),
      locator
        .create({
          kind: 'designation',
          id: designationId,
          organization_id: department.organization_id,
          parent_id: departmentId,
        })
        .commit(),
      auditPut(designationAudit('create', null, record)),
    ])
    .go();
  if (result.canceled) throw new Error(`Creating designation ${designationId} was cancelled`);
  return toDesignation(record);
}

export async function updateDesignation(designationId: number, input: DesignationInput): Promise<Designation> {
  const data = parseInput(designationInput, input);
  const current = await resolveDesignation(designationId);
  checkVersion(data.version, current.version);
  const changes = {
    title: data.title,
    level: data.level,
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  const after = { ...current, ...changes };
  const result = await transactWrite([
    committed(
      designationEntity()
        .patch({
          organization_id: current.organization_id,
          department_id: current.department_id,
          designation_id: designationId,
        })
        .set(changes)
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut(designationAudit('update', current, after)),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toDesignation(after);
}

/** Deletes a designation: refused (409) while employees or job openings still name it. */
export async function deleteDesignation(designationId: number): Promise<void> {
  const current = await resolveDesignation(designationId);
  await assertStructureUnused(
    current.organization_id,
    { departmentId: current.department_id, designationId },
    'designation',
  );
  await designationWrites()
    .transaction.write(({ designation, locator }) => [
      designation
        .delete({
          organization_id: current.organization_id,
          department_id: current.department_id,
          designation_id: designationId,
        })
        .commit(),
      locator.delete({ kind: 'designation', id: designationId }).commit(),
      auditPut(designationAudit('delete', current, null)),
    ])
    .go();
}
