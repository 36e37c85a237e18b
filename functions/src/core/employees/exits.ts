import { showDay, todayIn } from '@wattle/shared/calendar';
import type { ChecklistTemplateTask } from '@wattle/shared/checklists';
import {
  type EmployeeExit,
  type ExitListState,
  exitInput,
  exitTaskInput,
  versionOnlyInput,
} from '@wattle/shared/employee-exits';
import { addDays, EXIT_REASON_LABELS, STP_CESSATION_CODES } from '@wattle/shared/employee-lifecycle';
import type { Employee } from '@wattle/shared/employees';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { organizationTimezone, readAsMember } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { type DirectoryEntry, readDirectory } from './directory.ts';
import { patchWithEvent } from './employee-changes.ts';
import type { EmployeeItem } from './employee-entity.ts';
import { namesFor, resolveEmployee, toEmployee } from './employee-record.ts';
import { readExitChecklist } from './exit-checklist.ts';
import { type ExitItem, exitEntity } from './exit-entities.ts';
import { type FieldChange, newHistoryEvent } from './history.ts';

const TRASHED_MESSAGE = 'Restore the employee from the trash before editing.';

/** A YYYY-MM-DD day as history text shows it (5 Dec 2026). */
export { showDay };

const todayOf = (organizationId: number) => todayIn(organizationTimezone(organizationId));

function progressOf(tasks: ExitItem['tasks']): number {
  if (tasks.length === 0) return 100;
  return Math.round((tasks.filter((task) => task.status === 'completed').length / tasks.length) * 100);
}

function toExit(
  item: ExitItem,
  employee: Pick<DirectoryEntry, 'first_name' | 'last_name' | 'employee_code'>,
  today: string,
): EmployeeExit {
  return {
    employee_id: item.employee_id,
    organization_id: item.organization_id,
    ...fieldsOf(employee, 'first_name', 'last_name', 'employee_code'),
    last_working_day: item.last_working_day,
    reason: item.reason,
    cessation_code: STP_CESSATION_CODES[item.reason],
    ...fieldsOrNull(item, 'notice_given_on', 'notice_weeks', 'note'),
    tasks: item.tasks.map((task) => ({
      ...fieldsOf(task, 'id', 'task_name', 'due_date', 'status'),
      completed_on: task.completed_on ?? null,
    })),
    progress: progressOf(item.tasks),
    state: item.last_working_day >= today ? 'scheduled' : 'left',
    ...fieldsOf(item, 'recorded_by', 'recorded_on', 'version'),
  };
}

const exitKey = (employee: Pick<EmployeeItem, 'organization_id' | 'employee_id'>) => ({
  organization_id: employee.organization_id,
  employee_id: employee.employee_id,
});

async function readExit(employee: EmployeeItem): Promise<ExitItem | null> {
  return (await exitEntity().get(exitKey(employee)).go({ consistent: true })).data;
}

/**
 * Records an exit: the employee's status becomes Terminated with the last working day and reason,
 * and the exit's own record (notice, note, checklist from the organization's template) is written
 * in the same version-checked transaction as the Termination event and its audit. The employee
 * stays current until and including the last working day.
 */
export async function recordExit(
  employeeId: number,
  input: unknown,
): Promise<{ employee: Employee; exit: EmployeeExit }> {
  const current = await resolveEmployee(employeeId);
  const data = parseInput(exitInput, input);
  checkVersion(data.version, current.version);
  if (current.trashed_at) throw VisibleError.conflict(TRASHED_MESSAGE);
  if (current.last_working_day) throw VisibleError.conflict('An exit is already recorded for this employee.');
  const errors: Record<string, string[]> = {};
  if (data.last_working_day < current.joining_date) {
    errors.last_working_day = [
      `The last working day cannot be before the joining date (${showDay(current.joining_date)}).`,
    ];
  }
  if (data.notice_given_on && data.notice_given_on > data.last_working_day) {
    errors.notice_given_on = ['Notice cannot be given after the last working day.'];
  }
  if (Object.keys(errors).length > 0) throw VisibleError.validation(errors);

  const organizationId = current.organization_id;
  const today = todayOf(organizationId);
  const template = await readExitChecklist(organizationId);
  const user = useUser();
  const now = new Date().toISOString();
  const record: ExitItem = {
    organization_id: organizationId,
    employee_id: employeeId,
    last_working_day: data.last_working_day,
    reason: data.reason,
    ...(data.notice_given_on ? { notice_given_on: data.notice_given_on } : {}),
    ...(data.notice_weeks !== null ? { notice_weeks: data.notice_weeks } : {}),
    ...(data.note ? { note: data.note } : {}),
    previous_status: current.status,
    tasks: checklistFrom(template.tasks, data.last_working_day),
    recorded_by: user.name,
    recorded_on: today,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const reason = `${EXIT_REASON_LABELS[data.reason]} (STP ${STP_CESSATION_CODES[data.reason]})`;
  const notice = [
    data.notice_weeks !== null ? `${data.notice_weeks} week${data.notice_weeks === 1 ? '' : 's'}` : null,
    data.notice_given_on ? `given ${showDay(data.notice_given_on)}` : null,
  ].filter(Boolean);
  const changes: FieldChange[] = [
    ...(current.status === 'Terminated'
      ? []
      : [{ field: 'status', label: 'Status', before: current.status, after: 'Terminated' }]),
    { field: 'last_working_day', label: 'Last Working Day', before: null, after: data.last_working_day },
    { field: 'exit_reason', label: 'Exit Reason', before: null, after: reason },
  ];
  const event = newHistoryEvent(
    current,
    'Termination',
    `Exit recorded: last working day ${showDay(data.last_working_day)}; reason ${reason}${
      notice.length > 0 ? `; notice ${notice.join(', ')}` : ''
    }`,
    changes,
  );
  const updated = await patchWithEvent(
    current,
    { status: 'Terminated', last_working_day: data.last_working_day, exit_reason: data.reason },
    event,
    data.version,
    [],
    [committed(exitEntity().create(record))],
  );
  return { employee: await toEmployee(updated, await namesFor(updated)), exit: toExit(record, updated, today) };
}

function checklistFrom(tasks: readonly ChecklistTemplateTask[], lastWorkingDay: string): ExitItem['tasks'] {
  return tasks.map((task, index) => ({
    id: index + 1,
    task_name: task.name,
    due_date: addDays(lastWorkingDay, task.due_offset_days),
    status: 'pending' as const,
  }));
}

/**
 * Cancels an exit that has not happened yet (today is on or before the last working day): the
 * status the employee had before comes back, the exit's record and checklist are removed, and an
 * Exit Cancelled event is written, all in one version-checked transaction.
 */
export async function cancelExit(employeeId: number, input: unknown): Promise<Employee> {
  const current = await resolveEmployee(employeeId);
  const { version } = parseInput(versionOnlyInput, input);
  checkVersion(version, current.version);
  if (current.trashed_at) throw VisibleError.conflict(TRASHED_MESSAGE);
  const lastDay = current.last_working_day;
  if (!lastDay) throw VisibleError.conflict('No exit is recorded for this employee.');
  if (lastDay < todayOf(current.organization_id)) {
    throw VisibleError.conflict(`The exit has already happened: the last working day was ${showDay(lastDay)}.`);
  }
  const exit = await readExit(current);
  const previous = exit?.previous_status ?? 'Active';
  const changes: FieldChange[] = [
    { field: 'status', label: 'Status', before: current.status, after: previous },
    { field: 'last_working_day', label: 'Last Working Day', before: lastDay, after: null },
  ];
  const event = newHistoryEvent(
    current,
    'Exit Cancelled',
    `Exit cancelled (last working day was to be ${showDay(lastDay)}); status ${current.status} → ${previous}`,
    changes,
  );
  const updated = await patchWithEvent(
    current,
    { status: previous },
    event,
    version,
    ['last_working_day', 'exit_reason'],
    exit
      ? [
          committed(
            exitEntity()
              .delete(exitKey(current))
              .where(({ version: v }, { eq }) => eq(v, exit.version)),
          ),
        ]
      : [],
  );
  return toEmployee(updated, await namesFor(updated));
}

/** Ticks (or unticks) one task of an exit's checklist, dated in the organization's day and audited. */
export async function setExitTask(employeeId: number, taskId: number, input: unknown): Promise<EmployeeExit> {
  const { status } = parseInput(exitTaskInput, input);
  const employee = await resolveEmployee(employeeId);
  const exit = await readExit(employee);
  if (!exit) throw VisibleError.notFound('Exit');
  const task = exit.tasks.find((item) => item.id === taskId);
  if (!task) throw VisibleError.notFound('Task');
  const today = todayOf(employee.organization_id);
  if (task.status === status) return toExit(exit, employee, today);
  const tasks = exit.tasks.map((item) => {
    if (item.id !== taskId) return item;
    const { completed_on: _previous, ...rest } = item;
    return status === 'completed' ? { ...rest, status, completed_on: today } : { ...rest, status };
  });
  const now = new Date().toISOString();
  const name = `${employee.first_name} ${employee.last_name}`;
  const result = await transactWrite([
    committed(
      exitEntity()
        .patch(exitKey(employee))
        .set({ tasks, version: exit.version + 1, updated_at: now })
        .where(({ version }, { eq }) => eq(version, exit.version)),
    ),
    auditPut({
      organizationId: employee.organization_id,
      module: 'employees',
      action: 'update',
      record: { type: 'employee_exit', id: employeeId, label: name },
      summary: `Marked exit task "${task.task_name}" of ${name} ${status}`,
      changes: [{ field: `task.${taskId}`, label: task.task_name, before: task.status, after: status }],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toExit({ ...exit, tasks, version: exit.version + 1, updated_at: now }, employee, today);
}

/** One employee's recorded exit, or 404. */
export async function getExit(employeeId: number): Promise<EmployeeExit> {
  const employee = await resolveEmployee(employeeId);
  const exit = await readExit(employee);
  if (!exit) throw VisibleError.notFound('Exit');
  return toExit(exit, employee, todayOf(employee.organization_id));
}

/**
 * The organization's recorded exits, scheduled (soonest last day first) or left (latest first):
 * one Query of the exits and one BatchGet of the directory for the names (trashed employees left out).
 */
export async function listExits(organizationId: number, state: ExitListState): Promise<EmployeeExit[]> {
  const [exits, directory] = await readAsMember(organizationId, () =>
    Promise.all([
      exitEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' }),
      readDirectory(organizationId),
    ]),
  );
  const today = todayOf(organizationId);
  const employees = new Map(directory.map((item) => [item.employee_id, item]));
  return exits.data
    .flatMap((item) => {
      const employee = employees.get(item.employee_id);
      return employee && !employee.trashed_at ? [toExit(item, employee, today)] : [];
    })
    .filter((exit) => exit.state === state)
    .sort((a, b) =>
      state === 'scheduled'
        ? a.last_working_day.localeCompare(b.last_working_day)
        : b.last_working_day.localeCompare(a.last_working_day),
    );
}
