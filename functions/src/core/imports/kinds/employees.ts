import { formatLongDate, todayIn } from '@wattle/shared/calendar';
import {
  EMPLOYEE_FIELD_LABELS,
  employeeInput,
  SENSITIVE_EMPLOYEE_FIELDS,
  VISA_EXPIRY_PAST_MESSAGE,
} from '@wattle/shared/employees';
import { EMPLOYEE_IMPORT_FIELDS } from '@wattle/shared/import-fields/employees';
import type { ImportChange, ImportRowError } from '@wattle/shared/imports';
import { maskValue } from '@wattle/shared/payroll';
import { holdsPermission } from '../../access/permissions.ts';
import { normalizeUnique } from '../../employees/employee-checks.ts';
import { type EmployeeItem, employeeEntity } from '../../employees/employee-entity.ts';
import { createEmployee, updateEmployee } from '../../employees/employees.ts';
import { openPayroll } from '../../employees/payroll.ts';
import { employeeWorkPattern, nextWorkPattern, workPatternOf } from '../../employees/work-pattern.ts';
import { VisibleError } from '../../error.ts';
import { organizationTimezone } from '../../tenancy/memberships.ts';
import { employeeBatch } from './employee-batch.ts';
import { cellValue, columnKeyOf, formFieldOf, type Lookups, loadLookups } from './employee-lookups.ts';
import { employeeRows, employeesChangedSince, inputOf, revertEmployee } from './employee-records.ts';
import {
  type AppliedRow,
  fieldError,
  type ImportKindDefinition,
  type PlannedRow,
  type PlanOptions,
  type RowCells,
} from './kind.ts';

/**
 * The employees kind: every field of the four-tab form, keyed on the employee code or e-mail.
 * A row becomes the same body the form sends (a new employee's, or the stored record with the
 * row's cells over it: a blank cell keeps the stored value, `#CLEAR` removes an optional one),
 * validated by the API's own schema; a commit then calls createEmployee or updateEmployee, the
 * code paths of the form.
 */
const FIELDS = new Map(EMPLOYEE_IMPORT_FIELDS.map((field) => [field.key, field]));
const PATTERN = new Set(['state', 'ordinary_hours_per_week', 'work_days', 'shiftworker', 'start_time']);
const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);

const show = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'boolean'
        ? value
          ? 'yes'
          : 'no'
        : String(value);

async function planner(options: PlanOptions, rows: readonly RowCells[]) {
  const { organizationId, key, createReferences, dryRun } = options;
  const lookups = await loadLookups(organizationId);
  const today = todayIn(organizationTimezone(organizationId));
  const mayCreateReferences = createReferences && holdsPermission('organization', 'create');
  // The stored records the rows name, in one batch read.
  const ids = [
    ...new Set(
      rows.flatMap((cells) => {
        const person = keyed(lookups, key, cells[key] ?? '');
        return person ? [person.id] : [];
      }),
    ),
  ];
  const items = new Map<number, EmployeeItem>();
  if (ids.length > 0) {
    const found = await employeeEntity()
      .get(ids.map((id) => ({ organization_id: organizationId, employee_id: id })))
      .go({ consistent: true });
    for (const item of found.data) items.set(item.employee_id, item);
  }
  const seen = new Set<string>();
  const creates = employeeBatch(organizationId);
  let newPerson = 0;

  async function plan(cells: RowCells, column: (field: string) => string): Promise<PlannedRow> {
    const keyValue = (cells[key] ?? '').trim();
    const errors: ImportRowError[] = [];
    if (!keyValue)
      return {
        action: 'error',
        key: '',
        errors: [fieldError(column(key), `${FIELDS.get(key)?.label} is required to match rows.`)],
      };
    if (seen.has(normalizeUnique(keyValue))) {
      return {
        action: 'error',
        key: keyValue,
        errors: [fieldError(column(key), 'This appears in an earlier row of the file.')],
      };
    }
    seen.add(normalizeUnique(keyValue));
    const person = keyed(lookups, key, keyValue);
    if (person?.trashed) {
      return {
        action: 'error',
        key: keyValue,
        errors: [fieldError(column(key), 'This employee is in the trash. Restore them first.')],
      };
    }
    const item = person ? (items.get(person.id) ?? null) : null;
    const values: Record<string, unknown> = {};
    for (const [field, text] of Object.entries(cells)) {
      const definition = FIELDS.get(field);
      if (!definition) continue;
      const converted = cellValue(definition, text, column(field));
      if ('error' in converted) errors.push(converted.error);
      else values[field] = converted.value;
    }
    // Names to ids.
    const departmentId =
      typeof values.department === 'string'
        ? await lookups.department(values.department, mayCreateReferences, dryRun)
        : (item?.department_id ?? null);
    if (typeof values.department === 'string' && departmentId === null) {
      errors.push(fieldError(column('department'), `No department is named “${values.department}”.`));
    }
    if (typeof values.designation === 'string' && departmentId !== null) {
      const designationId = await lookups.designation(departmentId, values.designation, mayCreateReferences, dryRun);
      if (designationId === null) {
        errors.push(fieldError(column('designation'), `No designation “${values.designation}” in this department.`));
      } else values.designation_id = designationId;
    }
    if (departmentId !== null) values.department_id = departmentId;
    if (typeof values.reporting_manager === 'string') {
      const manager = lookups.person(values.reporting_manager);
      if (!manager) {
        errors.push(fieldError(column('reporting_manager'), 'No employee has this code or e-mail.'));
      } else values.reporting_manager_id = manager.id;
    } else if (values.reporting_manager === null) values.reporting_manager_id = null;
    // A designation named in a department that could not be found is not read either.
    const designationUnread = typeof values.designation === 'string' && values.designation_id === undefined;
    delete values.department;
    delete values.designation;
    delete values.reporting_manager;
    const input = {
      ...(item ? inputOf(item) : {}),
      ...values,
      // A placeholder id (a reference a dry run would create) passes the schema's id check.
      ...(typeof values.department_id === 'number' && values.department_id < 0 ? { department_id: 1 } : {}),
      ...(typeof values.designation_id === 'number' && values.designation_id < 0 ? { designation_id: 1 } : {}),
      ...(typeof values.reporting_manager_id === 'number' && values.reporting_manager_id < 0
        ? { reporting_manager_id: 1 }
        : {}),
      organization_id: organizationId,
      ...(item ? { version: item.version } : {}),
    };
    const parsed = employeeInput.safeParse(input);
    if (!parsed.success || errors.length > 0) {
      // Every column's error at once: the cells that could not be read, then the schema's for the others.
      const unread = new Set([
        ...errors.map((error) => error.column),
        ...(designationUnread ? [column('designation')] : []),
      ]);
      const schemaErrors = (parsed.error?.issues ?? [])
        .map((issue) => fieldError(column(columnKeyOf(String(issue.path[0] ?? key))), issue.message))
        .filter((error) => !unread.has(error.column));
      return { action: 'error', key: keyValue, errors: [...errors, ...schemaErrors] };
    }
    const data = parsed.data;
    // The checks of the form's create and update that need data.
    const other = (found: ReturnType<typeof keyed>) => found && found.id !== person?.id;
    if (other(lookups.byEmail.get(normalizeUnique(data.personal_email)))) {
      errors.push(fieldError(column('personal_email'), 'The personal email has already been taken.'));
    }
    if (other(lookups.byCode.get(normalizeUnique(data.employee_code)))) {
      errors.push(fieldError(column('employee_code'), 'The employee code has already been taken.'));
    }
    if (typeof values.reporting_manager_id === 'number' && values.reporting_manager_id === person?.id) {
      errors.push(fieldError(column('reporting_manager'), 'An employee cannot report to themselves.'));
    }
    if (!item && data.visa_expiry_date && data.visa_expiry_date < today) {
      errors.push(fieldError(column('visa_expiry_date'), VISA_EXPIRY_PAST_MESSAGE));
    }
    let patternChanged = false;
    try {
      patternChanged = nextWorkPattern(item, data, today).changed;
    } catch (error) {
      if (!(error instanceof VisibleError)) throw error;
      errors.push(fieldError(column('work_pattern_effective_from'), error.message));
    }
    if (errors.length > 0) return { action: 'error', key: keyValue, errors };

    const changes = await changesOf(item, values, data as unknown as Record<string, unknown>, lookups, today);
    if (item && changes.length === 0 && !patternChanged) return { action: 'unchanged', key: keyValue };
    const body = {
      ...input,
      department_id: values.department_id ?? input.department_id,
      designation_id: values.designation_id ?? input.designation_id,
    };
    if (!item && !dryRun) creates.planned();
    // A dry run writes nothing, yet a later row may name this new person as its manager (as the commit allows).
    if (!item && dryRun) {
      lookups.remember({ id: --newPerson, code: data.employee_code, email: data.personal_email, trashed: false });
    }
    // What the row will write, recorded before it is written (run-rows.ts): a new employee's id is
    // allocated here and given to createEmployee; an update moves the version on by one.
    let recorded: AppliedRow | null = null;
    const record = async (): Promise<AppliedRow> => {
      if (recorded) return recorded;
      if (!item) {
        recorded = { record_id: await creates.batch.employeeId(), action: 'created', version_after: 1 };
        return recorded;
      }
      const before: Record<string, unknown> = {};
      for (const change of changes) {
        const attribute = PATTERN.has(change.field) ? 'work_pattern_periods' : formFieldOf(change.field);
        before[attribute] = (item as Record<string, unknown>)[attribute] ?? null;
      }
      if (patternChanged) before.work_pattern_periods = item.work_pattern_periods ?? null;
      recorded = {
        record_id: item.employee_id,
        action: 'updated',
        before,
        version_before: item.version,
        version_after: item.version + 1,
      };
      return recorded;
    };
    return {
      action: item ? 'update' : 'create',
      key: keyValue,
      changes,
      record,
      apply: async () => {
        const change = await record();
        const saved = item
          ? await updateEmployee(item.employee_id, body)
          : await createEmployee(body, { ...creates.batch, employeeId: async () => change.record_id });
        lookups.remember({ id: saved.id, code: saved.employee_code, email: saved.personal_email, trashed: false });
        return { ...change, record_id: saved.id, version_after: saved.version };
      },
    };
  }
  return { plan, finish: creates.finish };
}

function keyed(lookups: Lookups, key: string, value: string) {
  const normalized = normalizeUnique(value);
  if (!normalized) return undefined;
  return key === 'personal_email' ? lookups.byEmail.get(normalized) : lookups.byCode.get(normalized);
}

/** Field-level before → after of the columns the row fills; payroll identifiers masked, days written out. */
async function changesOf(
  item: EmployeeItem | null,
  values: Record<string, unknown>,
  data: Record<string, unknown>,
  lookups: Lookups,
  today: string,
): Promise<ImportChange[]> {
  const pattern = item ? (employeeWorkPattern(workPatternOf(item), today) as unknown as Record<string, unknown>) : {};
  const stored = item && Object.keys(values).some((field) => SENSITIVE.has(field)) ? await openPayroll(item) : null;
  const display = (field: string, value: unknown) => {
    if (value === null || value === undefined) return null;
    if (field === 'department_id') return lookups.departmentNames.get(value as number) ?? String(value);
    if (field === 'designation_id') return lookups.designationNames.get(value as number) ?? String(value);
    if (field === 'reporting_manager_id') return lookups.byId.get(value as number)?.code ?? String(value);
    if (SENSITIVE.has(field)) return maskValue(String(value));
    // Days read as people write them ("14 March 1998"), as the other kinds show them.
    if (FIELDS.get(columnKeyOf(field))?.type === 'date' && typeof value === 'string') return formatLongDate(value);
    return show(value);
  };
  const changes: ImportChange[] = [];
  for (const field of Object.keys(values)) {
    if (field === 'work_pattern_effective_from') continue;
    const before = !item
      ? null
      : SENSITIVE.has(field)
        ? (stored?.[field as keyof typeof stored] ?? null)
        : PATTERN.has(field)
          ? pattern[field]
          : (item as Record<string, unknown>)[field];
    // The names' ids as read (a dry run's placeholder for a record it would create, not the schema's stand-in).
    const after = field.endsWith('_id') && field in values ? values[field] : data[field];
    if (show(before) === show(after)) continue;
    changes.push({
      field: columnKeyOf(field),
      label: FIELDS.get(columnKeyOf(field))?.label ?? EMPLOYEE_FIELD_LABELS[field] ?? field,
      before: display(field, before),
      after: display(field, after),
    });
  }
  return changes;
}

/** The row's code, e-mail and TFN, as the directory and the uniqueness guards compare them. */
const identities = (cells: RowCells) => [
  ...[cells.employee_code, cells.personal_email].flatMap((value) => (value ? [normalizeUnique(value)] : [])),
  ...(cells.tax_file_number ? [`tfn#${cells.tax_file_number.replace(/\D/g, '')}`] : []),
];

export const employeesKind: ImportKindDefinition = {
  kind: 'employees',
  fields: EMPLOYEE_IMPORT_FIELDS,
  fieldGroups: [],
  // Each row is one employee of its own (a key repeated in the file is an error); new employees'
  // transactions are written in groups of up to 100 items, 16 rows without a TFN (employee-batch.ts),
  // two groups' rows in flight.
  applyConcurrency: 32,
  names: (cells) => [
    ...identities(cells),
    ...(cells.reporting_manager ? [normalizeUnique(cells.reporting_manager)] : []),
  ],
  writes: identities,
  planner: (options, rows) => planner(options, rows),
  rows: employeeRows,
  changedSince: employeesChangedSince,
  revert: revertEmployee,
};
