import { formatDayRange } from '@wattle/shared/calendar';
import { type Timesheet, timesheetDecisionInput } from '@wattle/shared/timesheets';
import { auditPut } from '../audit/audit.ts';
import { tableNames } from '../db/client.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, rawItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { paidPeriodCheck } from './paid-periods.ts';
import { timesheetSortKey } from './period-timesheets.ts';
import {
  type TimesheetItem,
  timesheetCounter,
  timesheetEntity,
  timesheetLocator,
  timesheetOpenAdjustmentEntity,
} from './timesheet-entities.ts';
import { timesheetExceptionsOf } from './timesheet-exceptions.ts';
import type { TimesheetPricing } from './timesheet-pricing.ts';
import { dayWorkedMinutes, TIMESHEET_MESSAGES } from './timesheet-rules.ts';
import { peopleAndDepartments, readTimesheet } from './timesheet-store.ts';
import { toTimesheet } from './timesheet-views.ts';

/**
 * Correcting a paid period (issue 27 §2 "a later change becomes an adjustment"): a locked timesheet
 * stays as it was paid; `POST /timesheets/{id}/adjustment` opens an adjustment timesheet of the same
 * employee and period with its days copied (draft), edited, submitted and approved as any
 * timesheet. It has no period guard (the period's one timesheet is the original): an open
 * adjustment item (`adjustment#<employee>#<timesheet>`) is how pay runs find it, and the next
 * pay run of the employee pays the difference (core/payroll/timesheet-adjustment-pay.ts).
 *
 * One adjustment a timesheet: the original records it (`adjusted_by_timesheet_id`, written once,
 * in the same transaction). Asking again answers the open one; once that one is paid and locked, a
 * further correction adjusts it in turn, so each difference is taken from what was last paid.
 */

/** How many paid corrections of one period are followed before giving up (a guard, not a rule). */
const MAX_CHAIN = 50;

export interface OpenedAdjustment {
  timesheet: Timesheet;
  created: boolean;
}

export async function openTimesheetAdjustment(
  organizationId: number,
  timesheetId: number,
  input: unknown,
  pricing: TimesheetPricing,
): Promise<OpenedAdjustment> {
  const data = parseInput(timesheetDecisionInput, input);
  const [first, { directory, departments }] = await Promise.all([
    readTimesheet(organizationId, timesheetId),
    peopleAndDepartments(organizationId),
  ]);
  if (first.locked_by_pay_run_id === undefined || first.locked_by_pay_run_id === null)
    throw VisibleError.conflict(TIMESHEET_MESSAGES.notLocked);
  checkVersion(data.version, first.version);
  const answer = async (item: TimesheetItem, created: boolean) => ({
    timesheet: toTimesheet(item, directory, departments, await timesheetExceptionsOf(item, pricing)),
    created,
  });
  let paid = first;
  for (let step = 0; step < MAX_CHAIN; step += 1) {
    if (paid.adjusted_by_timesheet_id === undefined) {
      const opened = await writeAdjustment(paid);
      if (opened) return answer(opened, true);
      // Someone opened one in the moments between: answer theirs.
      paid = await readTimesheet(organizationId, paid.timesheet_id);
      continue;
    }
    const next = await readTimesheet(organizationId, paid.adjusted_by_timesheet_id);
    if (next.locked_by_pay_run_id === undefined || next.locked_by_pay_run_id === null) return answer(next, false);
    paid = next;
  }
  throw new Error(`Timesheet ${timesheetId}: too many adjustments to follow.`);
}

/** The adjustment of `paid`, written with its open item and the original's link; null when another was opened first. */
async function writeAdjustment(paid: TimesheetItem): Promise<TimesheetItem | null> {
  const organizationId = paid.organization_id;
  const timesheetId = await nextId(timesheetCounter(), 'timesheet');
  const now = new Date().toISOString();
  const item: TimesheetItem = {
    organization_id: organizationId,
    timesheet_id: timesheetId,
    employee_id: paid.employee_id,
    employee_name: paid.employee_name,
    period_start: paid.period_start,
    period_end: paid.period_end,
    status: 'draft',
    days: paid.days,
    worked_minutes: paid.days.reduce((sum, day) => sum + dayWorkedMinutes(day.entries), 0),
    adjusts_timesheet_id: paid.timesheet_id,
    adjusts_pay_run_id: paid.locked_by_pay_run_id as number,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const period = formatDayRange(paid.period_start, paid.period_end);
  const isAdjustment = paid.adjusts_timesheet_id !== undefined && paid.adjusts_timesheet_id !== null;
  const result = await transactWrite([
    rawItem({
      Update: {
        TableName: tableNames().timesheets,
        Key: { pk: `org#${organizationId}`, sk: timesheetSortKey(paid.timesheet_id) },
        UpdateExpression: 'SET adjusted_by_timesheet_id = :adjustment',
        // A regular timesheet's lock is its period's (checked below); an adjustment's is its own.
        ConditionExpression: isAdjustment
          ? 'attribute_not_exists(adjusted_by_timesheet_id) AND attribute_exists(locked_by_pay_run_id)'
          : 'attribute_not_exists(adjusted_by_timesheet_id)',
        ExpressionAttributeValues: { ':adjustment': timesheetId },
      },
    }),
    committed(timesheetEntity().create(item)),
    committed(
      timesheetOpenAdjustmentEntity().create({
        organization_id: organizationId,
        employee_id: paid.employee_id,
        timesheet_id: timesheetId,
        adjusts_timesheet_id: paid.timesheet_id,
      }),
    ),
    committed(timesheetLocator().create({ kind: 'timesheet', id: timesheetId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'timesheets',
      action: 'create',
      record: {
        type: 'timesheet',
        id: timesheetId,
        label: `${paid.employee_name}, ${paid.period_start} to ${paid.period_end}`,
      },
      summary: `Opened an adjustment of the timesheet of ${paid.employee_name} for ${period} (paid in pay run ${paid.locked_by_pay_run_id})`,
    }),
    ...(isAdjustment ? [] : [paidPeriodCheck(organizationId, paid)]),
  ]);
  if (!result.canceled) return item;
  if (result.data[0]?.code === 'ConditionalCheckFailed') return null;
  if (result.data[5]?.code === 'ConditionalCheckFailed') throw VisibleError.conflict(TIMESHEET_MESSAGES.notLocked);
  throw new Error('The adjustment could not be written.');
}
