import { todayIn } from '@wattle/shared/calendar';
import { statusesSettableFrom, TERMINATE_THROUGH_EXIT } from '@wattle/shared/employee-constants';
import { defaultProbationEnd } from '@wattle/shared/employee-lifecycle';
import {
  EMPLOYEE_FIELD_LABELS,
  type Employee,
  type EmployeeData,
  employeeInput,
  type HistoryEventType,
  type PayrollIdentifiers,
  SENSITIVE_EMPLOYEE_FIELDS,
} from '@wattle/shared/employees';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, type TransactionItem, transactWrite, writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationProbationMonths, organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type CreateEmployeeBatch, linkApplicant } from './create-batch.ts';
import { compactDirectoryShard, directoryWrite } from './directory.ts';
import {
  checkReferences,
  type GuardedField,
  normalizeUnique,
  uniquenessErrors,
  visaExpiryErrors,
} from './employee-checks.ts';
import { type EmployeeItem, employeeEntity } from './employee-entity.ts';
import { entryOf, namesFor, resolveEmployee, toEmployee } from './employee-record.ts';
import { assertMaySetPayrollIdentifiers } from './employee-scope.ts';
import { classifyUpdate, describeChanges, diffEmployee, employeeAudit, newHistoryEvent } from './history.ts';
import { historyEventEntity } from './history-entity.ts';
import {
  openPayroll,
  type PayrollValues,
  payrollUpdate,
  sealPayroll,
  tfnGuardChange,
  tfnGuardValue,
  withoutEchoedMasks,
  withoutPayrollUnlessGranted,
} from './payroll.ts';
import { employeeCounter, employeesService } from './service.ts';
import { nextWorkPattern, toStored } from './work-pattern.ts';

export const EXIT_RECORDED_MESSAGE = 'This employee has a recorded exit. Cancel the exit before changing their status.';

/**
 * Optional fields a form or API client can set; an update replaces them (missing or null removes
 * one). The payroll identifiers (SENSITIVE_EMPLOYEE_FIELDS) are stored encrypted and follow their
 * own update rule (payrollUpdate).
 */
const OPTIONAL_FIELDS = [
  'reporting_manager_id',
  'superannuation_fund_name',
  'superannuation_fund_usi',
  'visa_type',
  'visa_expiry_date',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const;

/**
 * Fields a create defaults (SPEC section 9, in the shared schema) that an update keeps as stored
 * when left out or null: a PUT without them must not quietly put an employee back on probation.
 */
const KEPT_WHEN_LEFT_OUT = ['status', 'employment_type', 'probation_end_date'] as const;

function withStoredDefaults(input: unknown, current: EmployeeItem): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = { ...input };
  for (const field of KEPT_WHEN_LEFT_OUT) copy[field] ??= current[field];
  return copy;
}

function recordFields(data: EmployeeData) {
  const optional = Object.fromEntries(
    OPTIONAL_FIELDS.flatMap((field) =>
      data[field] === null || data[field] === undefined ? [] : [[field, data[field]]],
    ),
  );
  return {
    ...fieldsOf(data, 'first_name', 'last_name', 'personal_email', 'phone_number', 'date_of_birth', 'gender'),
    ...fieldsOf(data, 'address'),
    // Left out for a record that keeps its address from before structured addresses (self-service).
    ...(data.address_postcode
      ? {
          ...fieldsOf(data, 'address_suburb', 'address_state', 'address_postcode'),
        }
      : {}),
    employee_code: data.employee_code,
    joining_date: data.joining_date,
    ...(data.probation_end_date ? { probation_end_date: data.probation_end_date } : {}),
    ...fieldsOf(data, 'department_id', 'designation_id', 'employment_type', 'work_arrangement', 'status'),
    ...optional,
  };
}

const payrollOf = (data: EmployeeData): PayrollValues =>
  Object.fromEntries(SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, data[field]]));

/**
 * Creates the employee, its uniqueness guards, its locator and a Hired event in one transaction.
 * The payroll identifiers are encrypted before the record is written.
 */
export async function createEmployee(input: unknown, batch?: CreateEmployeeBatch): Promise<Employee> {
  const data = parseInput(employeeInput, input);
  await requireMembership(data.organization_id);
  assertMaySetPayrollIdentifiers(SENSITIVE_EMPLOYEE_FIELDS.some((field) => Boolean(data[field])));
  const names = await checkReferences(
    data.organization_id,
    null,
    data,
    visaExpiryErrors(data),
    data.reporting_manager_id ? undefined : batch?.refs?.(data.department_id, data.designation_id),
  );
  const employeeId = batch ? await batch.employeeId() : await nextId(employeeCounter(), 'employee');
  const tfnGuard = data.tax_file_number ? await tfnGuardValue(data.organization_id, data.tax_file_number) : null;
  const now = new Date().toISOString();
  const months = organizationProbationMonths(data.organization_id);
  const probationEnd =
    data.probation_end_date ??
    (data.status === 'On Probation' && months > 0 ? defaultProbationEnd(data.joining_date, months) : null);
  const record = {
    organization_id: data.organization_id,
    employee_id: employeeId,
    ...recordFields({ ...data, probation_end_date: probationEnd }),
    ...(await sealPayroll({ organization_id: data.organization_id, employee_id: employeeId }, payrollOf(data))),
    ...(data.applicant_id ? { applicant_id: data.applicant_id } : {}),
    work_pattern_periods: nextWorkPattern(null, data, todayIn(organizationTimezone(data.organization_id))).periods.map(
      toStored,
    ),
    version: 1,
    created_at: now,
    updated_at: now,
  } as EmployeeItem;
  const event = newHistoryEvent(
    record,
    'Hired',
    `Joined as ${names.designations.get(data.designation_id)?.title ?? 'employee'} in ${names.departments.get(data.department_id)?.name ?? 'the organization'}; status ${data.status}`,
  );
  const transaction = employeesService().transaction.write(({ employee, uniqueValue, locator, history }) => [
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
    // Third, when there is a TFN (see the positions below).
    ...(tfnGuard
      ? [
          uniqueValue
            .create({
              organization_id: data.organization_id,
              field: 'tax_file_number',
              value: tfnGuard,
              employee_id: employeeId,
            })
            .commit(),
        ]
      : []),
    employee.create(record).commit(),
    locator.create({ kind: 'employee', id: employeeId, organization_id: data.organization_id }).commit(),
    history.create(event).commit(),
    auditPut(employeeAudit(event, diffEmployee({}, { ...record, ...payrollOf(data) }, names))),
    directoryWrite(data.organization_id, employeeId, entryOf(record)),
    ...(data.applicant_id ? [linkApplicant(data.organization_id, data.applicant_id, employeeId)] : []),
  ]);
  const result = batch?.transact
    ? await batch.transact(transaction.params().TransactItems)
    : await writeTransaction(transaction);
  if (result.canceled) {
    const errors = uniquenessErrors(result.data, {
      employee_code: 0,
      personal_email: 1,
      ...(tfnGuard ? { tax_file_number: 2 } : {}),
    });
    if (errors) throw VisibleError.validation(errors);
    if (data.applicant_id && result.data.at(-1)?.rejected) {
      throw VisibleError.validation({ applicant_id: ['This applicant is not a hire waiting for an employee record.'] });
    }
    throw new Error(`Creating employee ${employeeId} was cancelled`);
  }
  if (batch?.written) batch.written(employeeId);
  else await compactDirectoryShard(data.organization_id, employeeId);
  return toEmployee(record, names);
}

/**
 * Replaces the employee's fields (payroll identifiers: see payrollUpdate; status and employment
 * type left out are kept); a stale `version` gets 409 and changes nothing.
 */
export async function updateEmployee(employeeId: number, input: unknown): Promise<Employee> {
  const current = await resolveEmployee(employeeId);
  const stored = await openPayroll(current);
  const data = parseInput(
    employeeInput,
    withStoredDefaults(withoutPayrollUnlessGranted(withoutEchoedMasks(input, stored)), current),
  );
  if (data.organization_id !== current.organization_id) {
    throw VisibleError.validation({ organization_id: ['An employee cannot move to another organization.'] });
  }
  if (current.trashed_at) throw VisibleError.conflict('Restore the employee from the trash before editing.');
  checkVersion(data.version, current.version);
  if (current.last_working_day && data.status !== current.status) throw VisibleError.conflict(EXIT_RECORDED_MESSAGE);
  if (!statusesSettableFrom(current.status).includes(data.status)) {
    throw VisibleError.validation({ status: [TERMINATE_THROUGH_EXIT] });
  }
  await checkReferences(current.organization_id, employeeId, data);
  return writeEmployeeUpdate(current, stored, data);
}

/** What a caller of writeEmployeeUpdate may add: the event's type, and writes that must commit with it. */
export interface EmployeeUpdateOptions {
  eventType?: HistoryEventType;
  /** More operations of the same transaction (a second factor used up); appended last. */
  extraWrites?: TransactionItem[];
}

/**
 * Writes a checked update (HR's form or the employee's own self-service): the record, its history
 * and audit events, directory entry and uniqueness guards in one version-checked
 * transaction. Nothing is written when nothing changed.
 */
export async function writeEmployeeUpdate(
  current: EmployeeItem,
  stored: PayrollIdentifiers,
  data: EmployeeData,
  options: EmployeeUpdateOptions = {},
): Promise<Employee> {
  const employeeId = current.employee_id;
  const payroll = await payrollUpdate(current, stored, data);
  const pattern = nextWorkPattern(current, data, todayIn(organizationTimezone(current.organization_id)));
  const fields = {
    ...recordFields(data),
    ...payroll.write,
    ...(pattern.changed ? { work_pattern_periods: pattern.periods.map(toStored) } : {}),
  };
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
  const changes = [
    ...diffEmployee({ ...current, ...stored }, { ...after, ...payroll.after }, names),
    ...(pattern.change ? [pattern.change] : []),
  ];
  if (changes.length === 0 && !pattern.changed) return toEmployee(current, names);

  const codeChanged = normalizeUnique(current.employee_code) !== normalizeUnique(data.employee_code);
  const emailChanged = normalizeUnique(current.personal_email) !== normalizeUnique(data.personal_email);
  // A changed or removed TFN moves or frees its guard in the same transaction.
  const tfnGuard = await tfnGuardChange(current, stored.tax_file_number, payroll.after.tax_file_number);
  const event = newHistoryEvent(
    { ...current, first_name: data.first_name, last_name: data.last_name },
    options.eventType ?? classifyUpdate(changes, current, after, names),
    describeChanges(changes),
    changes,
  );
  const organizationId = current.organization_id;
  const positions: Partial<Record<GuardedField, number>> = {};
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
        auditPut(employeeAudit(event, changes)),
        directoryWrite(organizationId, employeeId, entryOf(after)),
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
      if (tfnGuard.add) {
        positions.tax_file_number = operations.length;
        operations.push(
          uniqueValue
            .create({
              organization_id: organizationId,
              field: 'tax_file_number',
              value: tfnGuard.add,
              employee_id: employeeId,
            })
            .commit(),
        );
      }
      if (tfnGuard.remove) {
        operations.push(
          uniqueValue
            .delete({ organization_id: organizationId, field: 'tax_file_number', value: tfnGuard.remove })
            .commit(),
        );
      }
      operations.push(...(options.extraWrites ?? []));
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

/**
 * The clear payroll identifiers, for roles granted the payroll identifiers (the route declares
 * it: others get 403, other organizations 404). Every reveal first writes a 'Payroll Revealed' event to the employee's
 * history (who, when, which employee and fields); without it nothing is revealed.
 */
export async function revealPayroll(employeeId: number): Promise<PayrollIdentifiers> {
  const current = await resolveEmployee(employeeId);
  const payroll = await openPayroll(current);
  const shown = SENSITIVE_EMPLOYEE_FIELDS.filter((field) => payroll[field] !== null);
  const details =
    shown.length > 0
      ? `Payroll identifiers revealed: ${shown.map((field) => EMPLOYEE_FIELD_LABELS[field]).join(', ')}`
      : 'Payroll identifiers revealed: none on record';
  const event = newHistoryEvent(current, 'Payroll Revealed', details);
  await transactWrite([committed(historyEventEntity().create(event)), auditPut(employeeAudit(event))]);
  return payroll;
}
