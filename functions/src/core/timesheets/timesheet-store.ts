import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { unpaidPeriodCheck, withPaidLocks } from './paid-periods.ts';
import { type TimesheetItem, timesheetEntity } from './timesheet-entities.ts';
import { TIMESHEET_MESSAGES } from './timesheet-rules.ts';

/** Reading one timesheet and writing a change to it with its audit event (one transaction, conditional on `version`). */

export async function readTimesheet(organizationId: number, timesheetId: number): Promise<TimesheetItem> {
  const { data } = await timesheetEntity()
    .get({ organization_id: organizationId, timesheet_id: timesheetId })
    .go({ consistent: true });
  // The caller's reach was checked before the handler (the route's `reach`).
  if (!data) throw VisibleError.notFound('Timesheet');
  const [item] = await withPaidLocks(organizationId, [data]);
  return item as TimesheetItem;
}

/** The directory (names, reach, employment) and department names, read at once. */
export async function peopleAndDepartments(organizationId: number) {
  const [directory, structure] = await Promise.all([
    readDirectory(organizationId),
    loadOrganizationStructure(organizationId),
  ]);
  const departments = new Map(
    [...structure.departments.values()].map((department) => [department.id, department.name]),
  );
  return { directory, departments };
}

const lockedError = () =>
  new VisibleError('validation', TIMESHEET_MESSAGES.locked, { errors: { _: [TIMESHEET_MESSAGES.locked] } });

/** 422 when a finalised pay run paid the period (`item` as readTimesheet reads it, its period's lock included). */
export function assertNotLocked(item: TimesheetItem): void {
  if (item.locked_by_pay_run_id !== undefined && item.locked_by_pay_run_id !== null) throw lockedError();
}

const label = (item: TimesheetItem) => `${item.employee_name}, ${item.period_start} to ${item.period_end}`;

/**
 * Writes `after` over `before` (the whole item, so its status index moves with it) on condition
 * that nobody changed it since, and its audit event, in one transaction; 409 when it changed.
 */
export async function writeTimesheetChange(
  before: TimesheetItem,
  after: TimesheetItem,
  summary: string,
  changes: { field: string; label: string; before: string | null; after: string | null }[],
): Promise<void> {
  const paidCheck = unpaidPeriodCheck(before.organization_id, before);
  const result = await transactWrite([
    committed(
      timesheetEntity()
        .put(after)
        // A pay run's lock does not move the version: the write also needs the period still unpaid.
        .where(
          ({ version, locked_by_pay_run_id }, { eq, notExists }) =>
            `${eq(version, before.version)} AND ${notExists(locked_by_pay_run_id)}`,
        ),
    ),
    auditPut({
      organizationId: before.organization_id,
      module: 'timesheets',
      action: 'update',
      record: { type: 'timesheet', id: before.timesheet_id, label: label(before) },
      summary,
      changes,
    }),
    ...(paidCheck ? [paidCheck] : []),
  ]);
  if (result.canceled) {
    if (result.data[2]?.code === 'ConditionalCheckFailed') throw lockedError();
    if (result.data[0]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(STALE_VERSION_MESSAGE);
    throw new Error(`Timesheet ${before.timesheet_id} could not be written.`);
  }
}

/** The next version of `item` with `changes`, stamped now. */
export function nextVersion(item: TimesheetItem, changes: Partial<TimesheetItem>): TimesheetItem {
  return { ...item, ...changes, version: item.version + 1, updated_at: new Date().toISOString() };
}

export const timesheetLabel = label;
export const decider = () => {
  const user = useUser();
  return { decided_by: user.name, decided_by_user_id: user.id, decided_at: new Date().toISOString() };
};
