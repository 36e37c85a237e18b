import {
  type Unavailability,
  unavailabilityInput,
  unavailabilityQuery,
  unavailabilityText,
} from '@wattle/shared/roster-scheduling';
import { clockText, shortDay } from '@wattle/shared/shift-text';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { ownEmployeeId } from './own-shifts.ts';
import { schedulingCounter, type UnavailabilityItem, unavailabilityEntity } from './scheduling-entities.ts';

/**
 * When an employee cannot work (issue 28 §1): recorded by the employee themselves (self-service),
 * read by the roster for the people it shows, wherever they work (cross-department.ts: one Query of
 * the organization's), to shade the grid and raise the `unavailable` check.
 */

const WHAT = 'Unavailability';

export function toUnavailability(item: UnavailabilityItem): Unavailability {
  return {
    id: item.unavailability_id,
    ...fieldsOf(item, 'organization_id', 'employee_id', 'kind'),
    ...fieldsOrNull(item, 'weekday', 'start_date', 'end_date', 'start_time', 'end_time', 'note'),
    ...fieldsOf(item, 'version', 'created_at', 'updated_at'),
  };
}

/** "Mondays, 9:00 am – 1:00 pm", "7 Dec 2026, all day". */
export const unavailableText = (entry: Unavailability) => unavailabilityText(entry, clockText, shortDay);

const order = (a: Unavailability, b: Unavailability) =>
  a.kind === b.kind
    ? a.kind === 'weekly'
      ? (a.weekday ?? 0) - (b.weekday ?? 0) || (a.start_time ?? '').localeCompare(b.start_time ?? '')
      : (a.start_date ?? '').localeCompare(b.start_date ?? '')
    : a.kind === 'weekly'
      ? -1
      : 1;

/** `GET /self-service/unavailability`: the caller's own, weekly first. ONE Query of the employee index. */
export async function listOwnUnavailability(input: unknown): Promise<Unavailability[]> {
  const { organization_id: organizationId } = parseInput(unavailabilityQuery, input);
  const { data } = await unavailabilityEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: ownEmployeeId() })
    .go({ pages: 'all' });
  return data.map(toUnavailability).sort(order);
}

/** `POST /self-service/unavailability`: a weekly or dated stretch the caller cannot work. */
export async function createOwnUnavailability(input: unknown): Promise<Unavailability> {
  const data = parseInput(unavailabilityInput, input);
  const organizationId = data.organization_id;
  const employeeId = ownEmployeeId();
  const employee = (await readDirectory(organizationId)).find((entry) => entry.employee_id === employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  const id = await nextId(schedulingCounter(), 'unavailability');
  const now = new Date().toISOString();
  const item: UnavailabilityItem = {
    organization_id: organizationId,
    unavailability_id: id,
    employee_id: employeeId,
    department_id: employee.department_id,
    kind: data.kind,
    ...(data.weekday ? { weekday: data.weekday } : {}),
    ...(data.start_date ? { start_date: data.start_date } : {}),
    ...(data.end_date ? { end_date: data.end_date } : {}),
    ...(data.start_time && data.end_time ? { start_time: data.start_time, end_time: data.end_time } : {}),
    ...(data.note ? { note: data.note } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const view = toUnavailability(item);
  const label = `${employee.first_name} ${employee.last_name}: ${unavailableText(view)}`;
  const result = await transactWrite([
    committed(unavailabilityEntity().create(item)),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'create',
      record: { type: 'unavailability', id, label },
      summary: `Recorded unavailability: ${label}`,
    }),
  ]);
  if (result.canceled) throw new Error('The unavailability could not be written.');
  return view;
}

/** `DELETE /self-service/unavailability/{id}?organization_id=&version=`: the caller's own only (else 404). */
export async function deleteOwnUnavailability(id: number, input: unknown): Promise<void> {
  const { organization_id: organizationId, version } = parseInput(unavailabilityQuery, input);
  const { data: before } = await unavailabilityEntity()
    .get({ organization_id: organizationId, unavailability_id: id })
    .go({ consistent: true });
  if (!before || before.employee_id !== ownEmployeeId()) throw VisibleError.notFound(WHAT);
  checkVersion(version, before.version);
  const result = await transactWrite([
    committed(
      unavailabilityEntity()
        .delete({ organization_id: organizationId, unavailability_id: id })
        .where((attributes, { eq }) => eq(attributes.version, before.version)),
    ),
    auditPut({
      organizationId,
      module: 'rostering',
      action: 'delete',
      record: { type: 'unavailability', id, label: unavailableText(toUnavailability(before)) },
      summary: `Removed unavailability: ${unavailableText(toUnavailability(before))}`,
    }),
  ]);
  if (result.canceled) {
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error('The unavailability could not be removed.');
  }
}
