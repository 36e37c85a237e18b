import { todayIn } from '@wattle/shared/dates';
import {
  type DashboardStats,
  EMPLOYEE_FIELD_LABELS,
  type Employee,
  type EmployeeData,
  type EmployeeOption,
  type EmployeePage,
  type EmployeeStatus,
  type EmployeeSummary,
  employeeInput,
  type employeeListQuery,
  PAYROLL_REVEAL_ROLES,
  type PayrollIdentifiers,
  SENSITIVE_EMPLOYEE_FIELDS,
  VISA_EXPIRY_PAST_MESSAGE,
} from '@wattle/shared/employees';
import type { FieldErrors } from '@wattle/shared/validation';
import type * as z from 'zod';
import { isEncryptedField } from '../crypto/field-encryption.ts';
import { tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { organizationTimezone, readAsMember, requireMembership } from '../organizations/memberships.ts';
import { resolveLocated } from '../organizations/scope.ts';
import { loadOrganizationStructure } from '../organizations/structure.ts';
import { parseInput } from '../validation.ts';
import { compactDirectoryShard, type DirectoryEntry, directoryWrite, readDirectory } from './directory.ts';
import { type EmployeeItem, employeeEntity } from './employee-entity.ts';
import { classifyUpdate, describeChanges, diffEmployee, newHistoryEvent } from './history.ts';
import { historyEventEntity } from './history-entity.ts';
import { maskPayroll, openPayroll, type PayrollValues, sealPayroll, withoutEchoedMasks } from './payroll.ts';
import { type EmployeeRefNames, loadEmployeeRefs } from './refs.ts';
import { employeeCounter, employeeLocator, employeesService } from './service.ts';
import { readStats, statsDelta, statsWrite } from './stats.ts';

type ListState = 'active' | 'trashed';

const present = <T>(item: T | null): T[] => (item === null ? [] : [item]);

/**
 * Links a hire to their new employee record in the same transaction: only an applicant of this
 * organization with status hired and no employee yet can be linked, once.
 */
function linkApplicant(organizationId: number, applicantId: number, employeeId: number) {
  return {
    Update: {
      TableName: tableNames().recruitment,
      Key: { pk: `org#${organizationId}`, sk: `applicant#${String(applicantId).padStart(12, '0')}` },
      UpdateExpression: 'SET employee_id = :employee',
      ConditionExpression: 'attribute_exists(pk) AND #status = :hired AND attribute_not_exists(employee_id)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':employee': employeeId, ':hired': 'hired' },
    },
  } as unknown as ReturnType<typeof directoryWrite>;
}

/**
 * Optional fields a form or API client can set; an update replaces them (missing or null removes
 * one). The payroll identifiers (SENSITIVE_EMPLOYEE_FIELDS) are stored encrypted and follow their
 * own update rule (payrollUpdate).
 */
const OPTIONAL_FIELDS = [
  'reporting_manager_id',
  'superannuation_fund_name',
  'visa_type',
  'visa_expiry_date',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const;

/**
 * Fields a create defaults (SPEC section 9, in the shared schema) that an update keeps as stored
 * when left out or null: a PUT without them must not quietly put an employee back on probation.
 */
const KEPT_WHEN_LEFT_OUT = ['status', 'employment_type'] as const;

function withStoredDefaults(input: unknown, current: EmployeeItem): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = { ...input };
  for (const field of KEPT_WHEN_LEFT_OUT) copy[field] ??= current[field];
  return copy;
}

function refsOf(item: DirectoryEntry, names: EmployeeRefNames) {
  const designation = names.designations.get(item.designation_id);
  const manager = item.reporting_manager_id ? names.managers.get(item.reporting_manager_id) : undefined;
  return {
    department: names.departments.get(item.department_id) ?? null,
    designation: designation
      ? { id: designation.id, name: designation.name, title: designation.title, level: designation.level }
      : null,
    reporting_manager: manager
      ? { id: manager.id, first_name: manager.first_name, last_name: manager.last_name }
      : null,
  };
}

function toSummary(item: DirectoryEntry, names: EmployeeRefNames): EmployeeSummary {
  return {
    id: item.employee_id,
    organization_id: item.organization_id,
    employee_code: item.employee_code,
    first_name: item.first_name,
    last_name: item.last_name,
    personal_email: item.personal_email,
    phone_number: item.phone_number,
    department_id: item.department_id,
    designation_id: item.designation_id,
    reporting_manager_id: item.reporting_manager_id ?? null,
    employment_type: item.employment_type,
    work_arrangement: item.work_arrangement,
    status: item.status,
    joining_date: item.joining_date,
    trashed_at: item.trashed_at ?? null,
    ...refsOf(item, names),
  };
}

/** The directory entry a full record contributes. */
function entryOf(item: EmployeeItem): DirectoryEntry {
  return {
    employee_id: item.employee_id,
    organization_id: item.organization_id,
    employee_code: item.employee_code,
    first_name: item.first_name,
    last_name: item.last_name,
    personal_email: item.personal_email,
    phone_number: item.phone_number,
    department_id: item.department_id,
    designation_id: item.designation_id,
    reporting_manager_id: item.reporting_manager_id ?? null,
    status: item.status,
    employment_type: item.employment_type,
    work_arrangement: item.work_arrangement ?? 'Onsite',
    joining_date: item.joining_date,
    trashed_at: item.trashed_at ?? null,
  };
}

/** The full record as answers carry it: payroll identifiers decrypted, then masked. */
async function toEmployee(item: EmployeeItem, names: EmployeeRefNames): Promise<Employee> {
  const payroll = maskPayroll(await openPayroll(item));
  return {
    ...toSummary(entryOf(item), names),
    date_of_birth: item.date_of_birth,
    gender: item.gender,
    address: item.address,
    tax_file_number: payroll.tax_file_number,
    superannuation_fund_name: item.superannuation_fund_name ?? null,
    superannuation_member_number: payroll.superannuation_member_number,
    bank_bsb: payroll.bank_bsb,
    bank_account_number: payroll.bank_account_number,
    visa_type: item.visa_type ?? null,
    visa_expiry_date: item.visa_expiry_date ?? null,
    emergency_contact_name: item.emergency_contact_name ?? null,
    emergency_contact_phone: item.emergency_contact_phone ?? null,
    applicant_id: item.applicant_id ?? null,
    version: item.version,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

interface Cursor {
  offset: number;
}
function decodeCursor(value: string | undefined): number {
  if (!value) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString()) as Cursor;
    if (Number.isSafeInteger(parsed.offset) && parsed.offset >= 0) return parsed.offset;
  } catch {
    // reported below
  }
  throw VisibleError.validation({ cursor: ['The cursor is not valid.'] });
}
const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

/**
 * A page of the directory (or the trash), sorted by name, filtered and searched on the server.
 * Two requests whatever the filters and the organization's size: one BatchGet of the directory
 * shards and one Query of the organization's departments and designations, in parallel. Payroll
 * identifiers are not in the directory, so they cannot leak here.
 */
export async function listEmployees(
  query: z.output<typeof employeeListQuery>,
  state: ListState = 'active',
): Promise<EmployeePage> {
  const [directory, structure] = await readAsMember(query.organization_id, () =>
    Promise.all([readDirectory(query.organization_id), loadOrganizationStructure(query.organization_id)]),
  );
  const matches = matchingEntries(directory, {
    trashed: state === 'trashed',
    department_id: query.department_id,
    designation_id: query.designation_id,
    status: query.status,
    search: query.search?.toLowerCase(),
  });
  const offset = decodeCursor(query.cursor);
  const page = matches.slice(offset, offset + query.per_page);
  // Only the page's managers are named, from an index built once per decoded directory.
  const index = directoryIndexOf(directory);
  const pageManagers = page.flatMap((item) => {
    const manager = item.reporting_manager_id ? index.get(item.reporting_manager_id) : undefined;
    return manager ? [manager] : [];
  });
  const names: EmployeeRefNames = {
    ...structure,
    managers: new Map(
      pageManagers.map((item) => [
        item.employee_id,
        {
          id: item.employee_id,
          first_name: item.first_name,
          last_name: item.last_name,
          trashed: item.trashed_at !== null,
        },
      ]),
    ),
  };
  const next = offset + page.length;
  return {
    data: page.map((item) => toSummary(item, names)),
    next_cursor: next < matches.length ? encodeCursor(next) : null,
    per_page: query.per_page,
    total: matches.length,
  };
}

interface DirectoryFilter {
  trashed: boolean;
  department_id?: number | undefined;
  designation_id?: number | undefined;
  status?: string | undefined;
  /** Lower-cased. */
  search?: string | undefined;
}

/**
 * What is derived from one decoded directory, built when first needed. The decoded directory is
 * reused while it is unchanged (directory.ts), so a warm function neither lower-cases ten thousand
 * names per search nor filters them again for the next page of the same list.
 */
interface DirectoryViews {
  /** Entries by employee id. */
  index?: Map<number, DirectoryEntry>;
  /** What a search matches against, lower-cased, in the directory's order. */
  searchTexts?: string[];
  /** Recent filters' matches, most recently used last. */
  matches: Map<string, readonly DirectoryEntry[]>;
}

const RECENT_FILTERS = 32;
const directoryViews = new WeakMap<readonly DirectoryEntry[], DirectoryViews>();

function viewsOf(directory: readonly DirectoryEntry[]): DirectoryViews {
  let views = directoryViews.get(directory);
  if (!views) {
    views = { matches: new Map() };
    directoryViews.set(directory, views);
  }
  return views;
}

function directoryIndexOf(directory: readonly DirectoryEntry[]): Map<number, DirectoryEntry> {
  const views = viewsOf(directory);
  views.index ??= new Map(directory.map((item) => [item.employee_id, item]));
  return views.index;
}

/** The directory's entries that pass `filter`, in the directory's order. */
function matchingEntries(directory: readonly DirectoryEntry[], filter: DirectoryFilter): readonly DirectoryEntry[] {
  const views = viewsOf(directory);
  const key = JSON.stringify([
    filter.trashed,
    filter.department_id,
    filter.designation_id,
    filter.status,
    filter.search,
  ]);
  const recent = views.matches.get(key);
  if (recent) {
    views.matches.delete(key);
    views.matches.set(key, recent);
    return recent;
  }
  const { trashed, department_id, designation_id, status, search } = filter;
  if (search && !views.searchTexts) {
    views.searchTexts = directory.map((item) =>
      `${item.first_name} ${item.last_name}\n${item.personal_email}\n${item.employee_code}`.toLowerCase(),
    );
  }
  const texts = views.searchTexts;
  const matches: DirectoryEntry[] = [];
  for (let position = 0; position < directory.length; position++) {
    const item = directory[position] as DirectoryEntry;
    if (trashed !== (item.trashed_at !== null)) continue;
    if (department_id && item.department_id !== department_id) continue;
    if (designation_id && item.designation_id !== designation_id) continue;
    if (status && item.status !== status) continue;
    if (search && !(texts?.[position] ?? '').includes(search)) continue;
    matches.push(item);
  }
  views.matches.set(key, matches);
  if (views.matches.size > RECENT_FILTERS) views.matches.delete(views.matches.keys().next().value as string);
  return matches;
}

const activeOnly = (directory: readonly DirectoryEntry[]) => directory.filter((item) => item.trashed_at === null);

/** All active employees, compact, for manager selects and filters: one BatchGet. */
export async function listEmployeeOptions(organizationId: number): Promise<EmployeeOption[]> {
  const directory = await readAsMember(organizationId, () => readDirectory(organizationId));
  return activeOnly(directory).map((item) => ({
    id: item.employee_id,
    first_name: item.first_name,
    last_name: item.last_name,
    employee_code: item.employee_code,
    reporting_manager_id: item.reporting_manager_id ?? null,
  }));
}

export async function resolveEmployee(employeeId: number): Promise<EmployeeItem> {
  const { record: item } = await resolveLocated(
    'Employee',
    async (organizationId) =>
      (
        await employeeEntity()
          .get({ organization_id: organizationId, employee_id: employeeId })
          .go({ consistent: true })
      ).data,
  );
  if (!item) throw VisibleError.notFound('Employee');
  return item;
}

async function namesFor(item: EmployeeItem, extra: Parameters<typeof loadEmployeeRefs>[1] = {}) {
  return loadEmployeeRefs(item.organization_id, {
    departments: [item.department_id, ...(extra.departments ?? [])],
    designations: [[item.department_id, item.designation_id], ...(extra.designations ?? [])],
    managers: [...(item.reporting_manager_id ? [item.reporting_manager_id] : []), ...(extra.managers ?? [])],
  });
}

export async function getEmployee(employeeId: number): Promise<Employee> {
  const item = await resolveEmployee(employeeId);
  return toEmployee(item, await namesFor(item));
}

/**
 * The manager must be an active employee of the organization, not the employee, and not someone
 * who reports to the employee (directly or through others): that would make a cycle.
 */
function managerErrors(
  employeeId: number | null,
  managerId: number | null,
  directory: readonly DirectoryEntry[],
): string | null {
  if (managerId === null) return null;
  if (employeeId !== null && managerId === employeeId) return 'An employee cannot report to themselves.';
  const managers = new Map(activeOnly(directory).map((item) => [item.employee_id, item.reporting_manager_id ?? null]));
  if (!managers.has(managerId)) return 'The reporting manager must be an active employee of this organization.';
  const seen = new Set<number>();
  for (
    let current: number | null = managerId;
    current !== null && !seen.has(current);
    current = managers.get(current) ?? null
  ) {
    if (current === employeeId) return 'This manager reports to the employee, directly or indirectly.';
    seen.add(current);
  }
  return null;
}

/**
 * On create, a visa may not have expired: its expiry date is not before today in the
 * organization's timezone (read only when a date is given).
 */
async function visaExpiryErrors(data: EmployeeData): Promise<FieldErrors> {
  if (!data.visa_expiry_date) return {};
  const today = todayIn(organizationTimezone(data.organization_id));
  return data.visa_expiry_date < today ? { visa_expiry_date: [VISA_EXPIRY_PAST_MESSAGE] } : {};
}

/** Structure and manager checks (and `extra` ones, run alongside): the 422s that need data. */
async function checkReferences(
  organizationId: number,
  employeeId: number | null,
  data: EmployeeData,
  extra: Promise<FieldErrors> = Promise.resolve({}),
) {
  const [names, directory, extraErrors] = await Promise.all([
    loadEmployeeRefs(organizationId, {
      departments: [data.department_id],
      designations: [[data.department_id, data.designation_id]],
      managers: data.reporting_manager_id ? [data.reporting_manager_id] : [],
    }),
    data.reporting_manager_id ? readDirectory(organizationId) : Promise.resolve([]),
    extra,
  ]);
  const errors: FieldErrors = { ...extraErrors };
  if (!names.departments.has(data.department_id)) {
    errors.department_id = ['The department does not belong to this organization.'];
  } else if (!names.designations.has(data.designation_id)) {
    errors.designation_id = ['The designation does not belong to the selected department.'];
  }
  const managerError = managerErrors(employeeId, data.reporting_manager_id, directory);
  if (managerError) errors.reporting_manager_id = [managerError];
  if (Object.keys(errors).length > 0) throw VisibleError.validation(errors);
  return names;
}

const normalizeUnique = (value: string) => value.trim().toLowerCase();

/** Maps a cancelled transaction to the unique field that was taken, if that was the cause. */
function uniquenessErrors(
  reasons: { rejected: boolean }[],
  positions: Partial<Record<'employee_code' | 'personal_email', number>>,
): FieldErrors | null {
  const errors: FieldErrors = {};
  if (positions.employee_code !== undefined && reasons[positions.employee_code]?.rejected) {
    errors.employee_code = ['The employee code has already been taken.'];
  }
  if (positions.personal_email !== undefined && reasons[positions.personal_email]?.rejected) {
    errors.personal_email = ['The personal email has already been taken.'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function recordFields(data: EmployeeData) {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.flatMap((field) =>
      data[field] === null || data[field] === undefined ? [] : [[field, data[field]]],
    ),
  );
  return {
    first_name: data.first_name,
    last_name: data.last_name,
    personal_email: data.personal_email,
    phone_number: data.phone_number,
    date_of_birth: data.date_of_birth,
    gender: data.gender,
    address: data.address,
    employee_code: data.employee_code,
    joining_date: data.joining_date,
    department_id: data.department_id,
    designation_id: data.designation_id,
    employment_type: data.employment_type,
    work_arrangement: data.work_arrangement,
    status: data.status,
    ...optional,
  };
}

const payrollOf = (data: EmployeeData): PayrollValues =>
  Object.fromEntries(SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, data[field]]));

/**
 * Creates the employee, its uniqueness guards, its locator and a Hired event in one transaction.
 * The payroll identifiers are encrypted before the record is written.
 */
export async function createEmployee(input: unknown): Promise<Employee> {
  const data = parseInput(employeeInput, input);
  await requireMembership(data.organization_id);
  const names = await checkReferences(data.organization_id, null, data, visaExpiryErrors(data));
  const employeeId = await nextId(employeeCounter(), 'employee');
  const now = new Date().toISOString();
  const record = {
    organization_id: data.organization_id,
    employee_id: employeeId,
    ...recordFields(data),
    ...(await sealPayroll({ organization_id: data.organization_id, employee_id: employeeId }, payrollOf(data))),
    ...(data.applicant_id ? { applicant_id: data.applicant_id } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  } as EmployeeItem;
  const event = newHistoryEvent(
    record,
    'Hired',
    `Joined as ${names.designations.get(data.designation_id)?.title ?? 'employee'} in ${names.departments.get(data.department_id)?.name ?? 'the organization'}; status ${data.status}`,
  );
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, uniqueValue, locator, history }) => [
      uniqueValue
        .create({
          organization_id: data.organization_id,
          field: 'employee_code',
          value: normalizeUnique(data.employee_code),
          employee_id: employeeId,
        })
        .commit(),
      uniqueValue
        .create({
          organization_id: data.organization_id,
          field: 'personal_email',
          value: normalizeUnique(data.personal_email),
          employee_id: employeeId,
        })
        .commit(),
      employee.create(record).commit(),
      locator.create({ kind: 'employee', id: employeeId, organization_id: data.organization_id }).commit(),
      history.create(event).commit(),
      directoryWrite(data.organization_id, employeeId, entryOf(record)),
      ...present(statsWrite(data.organization_id, employeeId, statsDelta(null, record))),
      ...(data.applicant_id ? [linkApplicant(data.organization_id, data.applicant_id, employeeId)] : []),
    ]),
  );
  if (result.canceled) {
    const errors = uniquenessErrors(result.data, { employee_code: 0, personal_email: 1 });
    if (errors) throw VisibleError.validation(errors);
    if (data.applicant_id && result.data.at(-1)?.rejected) {
      throw VisibleError.validation({ applicant_id: ['This applicant is not a hire waiting for an employee record.'] });
    }
    throw new Error(`Creating employee ${employeeId} was cancelled`);
  }
  await compactDirectoryShard(data.organization_id, employeeId);
  return toEmployee(record, names);
}

/**
 * Which payroll identifiers an update writes and removes. Each one not sent (or sent back exactly
 * as its mask) keeps its stored ciphertext; null or blank removes it; a new value replaces it. A
 * value still stored in clear (written before encryption) is encrypted now.
 */
async function payrollUpdate(current: EmployeeItem, stored: PayrollIdentifiers, data: EmployeeData) {
  const after = { ...stored };
  const write: PayrollValues = {};
  const remove: (typeof SENSITIVE_EMPLOYEE_FIELDS)[number][] = [];
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    const sent = data[field];
    if (sent !== undefined) after[field] = sent;
    const value = after[field];
    if (value === null) {
      if (current[field] !== undefined) remove.push(field);
    } else if (value !== stored[field] || !isEncryptedField(current[field])) {
      write[field] = value;
    }
  }
  return { after, write: await sealPayroll(current, write), remove };
}

/**
 * Replaces the employee's fields (payroll identifiers: see payrollUpdate; status and employment
 * type left out are kept); a stale `version` gets 409 and changes nothing.
 */
export async function updateEmployee(employeeId: number, input: unknown): Promise<Employee> {
  const current = await resolveEmployee(employeeId);
  const stored = await openPayroll(current);
  const data = parseInput(employeeInput, withStoredDefaults(withoutEchoedMasks(input, stored), current));
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['An employee cannot move to another organization.'] });
  }
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  if (data.version !== undefined && data.version !== current.version)
    throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  await checkReferences(current.organization_id, employeeId, data);
  const payroll = await payrollUpdate(current, stored, data);
  const fields = { ...recordFields(data), ...payroll.write };
  const cleared = [
    ...OPTIONAL_FIELDS.filter((field) => data[field] === null || data[field] === undefined),
    ...payroll.remove,
  ];
  const names = await namesFor(current, {
    departments: [data.department_id],
    designations: [[data.department_id, data.designation_id]],
    managers: data.reporting_manager_id ? [data.reporting_manager_id] : [],
  });
  const after = {
    ...current,
    ...fields,
    ...Object.fromEntries(cleared.map((field) => [field, undefined])),
  } as EmployeeItem;
  // Payroll identifiers are compared in clear (each write is a new ciphertext); history says only "changed".
  const changes = diffEmployee({ ...current, ...stored }, { ...after, ...payroll.after }, names);
  if (changes.length === 0) return toEmployee(current, names);

  const codeChanged = normalizeUnique(current.employee_code) !== normalizeUnique(data.employee_code);
  const emailChanged = normalizeUnique(current.personal_email) !== normalizeUnique(data.personal_email);
  const event = newHistoryEvent(
    { ...current, first_name: data.first_name, last_name: data.last_name },
    classifyUpdate(changes, current, after, names),
    describeChanges(changes),
    changes,
  );
  const organizationId = current.organization_id;
  const positions: Partial<Record<'employee_code' | 'personal_email', number>> = {};
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, uniqueValue, history }) => {
      const operations = [
        employee
          .patch({ organization_id: organizationId, employee_id: employeeId })
          .set({ ...fields, version: current.version + 1, updated_at: new Date().toISOString() })
          .remove([...cleared])
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        history.create(event).commit(),
        directoryWrite(organizationId, employeeId, entryOf(after)),
        ...present(statsWrite(organizationId, employeeId, statsDelta(current, after))),
      ];
      for (const [field, changed, oldValue, newValue] of [
        ['employee_code', codeChanged, current.employee_code, data.employee_code],
        ['personal_email', emailChanged, current.personal_email, data.personal_email],
      ] as const) {
        if (!changed) continue;
        positions[field] = operations.length;
        operations.push(
          uniqueValue
            .create({
              organization_id: organizationId,
              field,
              value: normalizeUnique(newValue),
              employee_id: employeeId,
            })
            .commit(),
          uniqueValue.delete({ organization_id: organizationId, field, value: normalizeUnique(oldValue) }).commit(),
        );
      }
      return operations;
    }),
  );
  if (result.canceled) {
    const errors = uniquenessErrors(result.data, positions);
    if (errors) throw VisibleError.validation(errors);
    throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  }
  const [updated] = await Promise.all([
    employeeEntity()
      .get({ organization_id: organizationId, employee_id: employeeId })
      .go({ consistent: true })
      .then((answer) => answer.data),
    compactDirectoryShard(organizationId, employeeId),
  ]);
  if (!updated) throw VisibleError.notFound('Employee');
  return toEmployee(updated, names);
}

/** Applies a small change (status, manager, trash state) with its event, version-checked. */
async function patchWithEvent(
  current: EmployeeItem,
  changes: Partial<EmployeeItem>,
  event: ReturnType<typeof newHistoryEvent>,
  expectedVersion: number | undefined,
  remove: (keyof EmployeeItem)[] = [],
): Promise<EmployeeItem> {
  if (expectedVersion !== undefined && expectedVersion !== current.version)
    throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const key = { organization_id: current.organization_id, employee_id: current.employee_id };
  const after = {
    ...current,
    ...changes,
    ...Object.fromEntries(remove.map((field) => [field, undefined])),
  } as EmployeeItem;
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, history }) => [
      employee
        .patch(key)
        .set({ ...changes, version: current.version + 1, updated_at: new Date().toISOString() })
        .remove(remove as never[])
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      history.create(event).commit(),
      directoryWrite(current.organization_id, current.employee_id, entryOf(after)),
      ...present(statsWrite(current.organization_id, current.employee_id, statsDelta(current, after))),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const [updated] = await Promise.all([
    employeeEntity()
      .get(key)
      .go({ consistent: true })
      .then((answer) => answer.data),
    compactDirectoryShard(current.organization_id, current.employee_id),
  ]);
  if (!updated) throw VisibleError.notFound('Employee');
  return updated;
}

export async function changeEmployeeStatus(employeeId: number, status: EmployeeStatus, version?: number) {
  const current = await resolveEmployee(employeeId);
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  const names = await namesFor(current);
  if (current.status === status) return toEmployee(current, names);
  const change = { field: 'status', label: 'Status', before: current.status, after: status };
  const event = newHistoryEvent(
    current,
    status === 'Terminated' ? 'Termination' : 'Status Change',
    describeChanges([change]),
    [change],
  );
  return toEmployee(await patchWithEvent(current, { status }, event, version), names);
}

export async function changeEmployeeManager(employeeId: number, managerId: number | null, version?: number) {
  const current = await resolveEmployee(employeeId);
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  const directory = managerId ? await readDirectory(current.organization_id) : [];
  const error = managerErrors(employeeId, managerId, directory);
  if (error) throw VisibleError.validation({ reporting_manager_id: [error] });
  const names = await namesFor(current, { managers: managerId ? [managerId] : [] });
  if ((current.reporting_manager_id ?? null) === managerId) return toEmployee(current, names);
  const changes = diffEmployee(current, { ...current, reporting_manager_id: managerId ?? undefined }, names);
  const event = newHistoryEvent(current, 'Manager Change', describeChanges(changes), changes);
  const updated = managerId
    ? await patchWithEvent(current, { reporting_manager_id: managerId }, event, version)
    : await patchWithEvent(current, {}, event, version, ['reporting_manager_id']);
  return toEmployee(updated, names);
}

/** Soft delete: the record moves to the trash unchanged. */
export async function trashEmployee(employeeId: number): Promise<void> {
  const current = await resolveEmployee(employeeId);
  if (current.trashed_at) return;
  const event = newHistoryEvent(current, 'Trashed', 'Moved to the trash');
  await patchWithEvent(current, { trashed_at: new Date().toISOString() }, event, undefined);
}

export async function restoreEmployee(employeeId: number): Promise<Employee> {
  const current = await resolveEmployee(employeeId);
  const names = await namesFor(current);
  if (!current.trashed_at) return toEmployee(current, names);
  const event = newHistoryEvent(current, 'Restored', 'Restored from the trash');
  return toEmployee(await patchWithEvent(current, {}, event, undefined, ['trashed_at']), names);
}

/**
 * Removes a trashed employee for good: the record, its guards and its locator. Refused while
 * anyone still reports to them. Their history stays, with a Deleted event.
 */
export async function forceDeleteEmployee(employeeId: number): Promise<void> {
  const current = await resolveEmployee(employeeId);
  if (!current.trashed_at) throw VisibleError.conflict('Move the employee to the trash before deleting them.');
  const directory = await readDirectory(current.organization_id);
  const reports = directory.filter((item) => item.reporting_manager_id === employeeId);
  if (reports.length > 0) {
    throw VisibleError.conflict(
      `${reports.length} employee${reports.length === 1 ? ' reports' : 's report'} to this employee. Assign them another manager first.`,
    );
  }
  const organizationId = current.organization_id;
  const event = newHistoryEvent(current, 'Deleted', 'Deleted permanently');
  const result = await writeTransaction(
    employeesService().transaction.write(({ employee, uniqueValue, locator, history }) => [
      employee
        .delete({ organization_id: organizationId, employee_id: employeeId })
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      uniqueValue
        .delete({
          organization_id: organizationId,
          field: 'employee_code',
          value: normalizeUnique(current.employee_code),
        })
        .commit(),
      uniqueValue
        .delete({
          organization_id: organizationId,
          field: 'personal_email',
          value: normalizeUnique(current.personal_email),
        })
        .commit(),
      locator.delete({ kind: 'employee', id: employeeId }).commit(),
      history.create(event).commit(),
      directoryWrite(organizationId, employeeId, null),
      ...present(statsWrite(organizationId, employeeId, statsDelta(current, null))),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  await compactDirectoryShard(organizationId, employeeId);
}

/**
 * The clear payroll identifiers, for an organization owner or admin only (other members get 403,
 * other organizations 404). Every reveal first writes a 'Payroll Revealed' event to the employee's
 * history (who, when, which employee and fields); without it nothing is revealed.
 */
export async function revealPayroll(employeeId: number): Promise<PayrollIdentifiers> {
  const current = await resolveEmployee(employeeId);
  await requireMembership(current.organization_id, [...PAYROLL_REVEAL_ROLES]);
  const payroll = await openPayroll(current);
  const shown = SENSITIVE_EMPLOYEE_FIELDS.filter((field) => payroll[field] !== null);
  const details =
    shown.length > 0
      ? `Payroll identifiers revealed: ${shown.map((field) => EMPLOYEE_FIELD_LABELS[field]).join(', ')}`
      : 'Payroll identifiers revealed: none on record';
  await historyEventEntity()
    .create(newHistoryEvent(current, 'Payroll Revealed', details))
    .go();
  return payroll;
}

/** The employee's organization, for the per-employee history route. */
export async function employeeOrganization(employeeId: number): Promise<number> {
  return (await resolveEmployee(employeeId)).organization_id;
}

/**
 * The dashboard's figures: counters from the stats shards (one BatchGet) and the newest employees
 * (one Query), a constant cost whatever the head count.
 */
export async function getDashboard(organizationId: number): Promise<DashboardStats> {
  const [stats, newest] = await readAsMember(organizationId, () =>
    Promise.all([
      readStats(organizationId),
      employeeEntity()
        .query.byOrganization({ organization_id: organizationId })
        .where(({ trashed_at }, { notExists }) => notExists(trashed_at))
        .go({
          order: 'desc',
          limit: 20,
          attributes: ['employee_id', 'first_name', 'last_name', 'employee_code', 'joining_date', 'status'],
        }),
    ]),
  );
  return {
    ...stats,
    newest_employees: newest.data.slice(0, 5).map((item) => ({
      id: item.employee_id as number,
      first_name: item.first_name as string,
      last_name: item.last_name as string,
      employee_code: item.employee_code as string,
      joining_date: item.joining_date as string,
      status: item.status as EmployeeStatus,
    })),
  };
}
