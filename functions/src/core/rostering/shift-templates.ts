import {
  type ShiftTemplate,
  shiftTemplateInput,
  shiftTemplateQuery,
  shiftTemplatesQuery,
  updateShiftTemplateInput,
} from '@wattle/shared/roster-scheduling';
import { clockText } from '@wattle/shared/shift-text';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { OPEN_SHIFT_EMPLOYEE } from './roster-entities.ts';
import { reaches, rosterPeople, rosterReach } from './roster-store.ts';
import { type ShiftTemplateItem, schedulingCounter, shiftTemplateEntity } from './scheduling-entities.ts';

/**
 * A department's shift templates (issue 28 §1, "weekday opening"): named times, break, role and
 * weekdays the roster grid starts a shift from or applies to a week. Reach is the department's, as
 * for an open shift: a manager reaches the departments of their reports and their own.
 */

const WHAT = 'Shift template';

function toTemplate(item: ShiftTemplateItem): ShiftTemplate {
  return {
    id: item.shift_template_id,
    ...fieldsOf(item, 'organization_id', 'department_id', 'name', 'start_time', 'end_time', 'break_minutes'),
    role: item.role ?? null,
    ...fieldsOf(item, 'weekdays', 'version', 'created_at', 'updated_at'),
  };
}

const label = (item: Pick<ShiftTemplateItem, 'name' | 'start_time' | 'end_time'>) =>
  `${item.name} (${clockText(item.start_time)} – ${clockText(item.end_time)})`;

/** The department exists (422 on `department_id`) and is in the caller's reach (404). */
async function checkDepartment(organizationId: number, departmentId: number, missing: 'validation' | 'not-found') {
  const { directory, departments } = await rosterPeople(organizationId);
  if (!departments.has(departmentId)) {
    if (missing === 'not-found') throw VisibleError.notFound('Department');
    throw VisibleError.validation({ department_id: ['Choose a department.'] });
  }
  if (!reaches(rosterReach(directory), OPEN_SHIFT_EMPLOYEE, departmentId)) throw VisibleError.notFound('Department');
}

/** A template of the organization in the caller's reach (404 otherwise). */
async function readTemplate(organizationId: number, id: number): Promise<ShiftTemplateItem> {
  const { data } = await shiftTemplateEntity()
    .get({ organization_id: organizationId, shift_template_id: id })
    .go({ consistent: true });
  if (!data) throw VisibleError.notFound(WHAT);
  const { directory } = await rosterPeople(organizationId);
  if (!reaches(rosterReach(directory), OPEN_SHIFT_EMPLOYEE, data.department_id)) throw VisibleError.notFound(WHAT);
  return data;
}

/** What a template's create and update write: its times and days, and its role when it has one. */
const templateFields = (
  data: Pick<ShiftTemplate, 'name' | 'start_time' | 'end_time' | 'break_minutes' | 'role' | 'weekdays'>,
) => ({
  ...fieldsOf(data, 'name', 'start_time', 'end_time', 'break_minutes', 'weekdays'),
  ...(data.role ? { role: data.role } : {}),
});

/** `GET /rosters/templates?organization_id=&department_id=`: ONE Query of the department's index, by name. */
export async function listShiftTemplates(input: unknown): Promise<ShiftTemplate[]> {
  const query = parseInput(shiftTemplatesQuery, input);
  await checkDepartment(query.organization_id, query.department_id, 'not-found');
  const { data } = await shiftTemplateEntity()
    .query.byDepartment({ organization_id: query.organization_id, department_id: query.department_id })
    .go({ pages: 'all' });
  return data.map(toTemplate).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** `POST /rosters/templates`. */
export async function createShiftTemplate(input: unknown): Promise<ShiftTemplate> {
  const data = parseInput(shiftTemplateInput, input);
  const organizationId = data.organization_id;
  await checkDepartment(organizationId, data.department_id, 'validation');
  const id = await nextId(schedulingCounter(), 'shift_template');
  const now = new Date().toISOString();
  const item: ShiftTemplateItem = {
    organization_id: organizationId,
    shift_template_id: id,
    department_id: data.department_id,
    ...templateFields(data),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const result = await transactWrite([
    committed(shiftTemplateEntity().create(item)),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'create',
      record: { type: 'shift_template', id, label: label(item) },
      summary: `Added the shift template ${label(item)}`,
    }),
  ]);
  if (result.canceled) throw new Error('The shift template could not be written.');
  return toTemplate(item);
}

/** `PUT /rosters/templates/{id}?organization_id=`: on condition of the version read (409 otherwise). */
export async function updateShiftTemplate(id: number, query: unknown, input: unknown): Promise<ShiftTemplate> {
  const { organization_id: organizationId } = parseInput(shiftTemplateQuery, query);
  const data = parseInput(updateShiftTemplateInput, input);
  const before = await readTemplate(organizationId, id);
  checkVersion(data.version, before.version);
  const { role: _role, ...kept } = before;
  const after: ShiftTemplateItem = {
    ...kept,
    ...templateFields(data),
    version: before.version + 1,
    updated_at: new Date().toISOString(),
  };
  await commitAtVersion(
    shiftTemplateEntity()
      .put(after)
      .where((attributes, { eq }) => eq(attributes.version, before.version)),
    {
      organizationId,
      action: 'update',
      id,
      label: label(before),
      summary: `Changed the shift template ${label(after)}`,
    },
  );
  return toTemplate(after);
}

/** `DELETE /rosters/templates/{id}?organization_id=&version=`. */
export async function deleteShiftTemplate(id: number, query: unknown): Promise<void> {
  const { organization_id: organizationId, version } = parseInput(shiftTemplateQuery, query);
  const before = await readTemplate(organizationId, id);
  checkVersion(version, before.version);
  await commitAtVersion(
    shiftTemplateEntity()
      .delete({ organization_id: organizationId, shift_template_id: id })
      .where((attributes, { eq }) => eq(attributes.version, before.version)),
    {
      organizationId,
      action: 'delete',
      id,
      label: label(before),
      summary: `Removed the shift template ${label(before)}`,
    },
  );
}

/** A template's change or removal, conditioned on the version read, with its audit event; 409 when it moved on. */
async function commitAtVersion(
  write: unknown,
  audit: { organizationId: number; action: 'update' | 'delete'; id: number; label: string; summary: string },
): Promise<void> {
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId: audit.organizationId,
      module: 'rostering',
      action: audit.action,
      record: { type: 'shift_template', id: audit.id, label: audit.label },
      summary: audit.summary,
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error(`The shift template could not be ${audit.action === 'delete' ? 'removed' : 'written'}.`);
  }
}
