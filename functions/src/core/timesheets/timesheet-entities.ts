import { OVERTIME_DECISIONS, TIMESHEET_ENTRY_SOURCES, TIMESHEET_STATUSES } from '@wattle/shared/timesheet-constants';
import type { EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import {
  keyIdAttribute,
  organizationGsi,
  organizationIndex,
  organizationScopedEntity,
  timestampAttributes,
} from '../db/entity-parts.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';

/*
 * The timesheets table. Keys (ids and employee ids padded to 12 digits, so ranges sort):
 * - a timesheet:  pk org#<org>, sk timesheet#<id>
 *                 gsi1 org#<org>#employee#<employee>, period#<period_start>   (one employee's, by period)
 *                 gsi2 org#<org>#status#<status>, <period_start>#<employee>     (pending list, reports)
 * - its guard:    pk org#<org>, sk period#<period_start>#<employee>            (one timesheet an employee
 *                 and period, written in the timesheet's create transaction; a pay run's slice of
 *                 consecutive employee ids reads its period's guards as one key range, strongly consistent)
 * - a bulk approval task: pk org#<org>, sk approval#<job>#<n>  (≤ 49 ids; the stream → queue → worker)
 *                 gsi1 timesheet_approvals#pending, <queued at>  (while pending only: the hourly sweep)
 * - an open adjustment: pk org#<org>, sk adjustment#<employee>#<timesheet>   (an adjustment not yet paid;
 *                 a pay run's slice reads its employees' as one key range, and posting deletes it once paid)
 * plus the counter of timesheet ids and their locators (timesheet#<id>: the organization).
 */

export const timesheetEntrySchema = {
  type: 'map',
  properties: {
    start_time: { type: 'string', required: true },
    end_time: { type: 'string', required: true },
    break_minutes: { type: 'number', required: true },
    notes: { type: 'string' },
  },
} as const;

export const timesheetDaySchema = {
  type: 'map',
  properties: {
    date: { type: 'string', required: true },
    source: { type: TIMESHEET_ENTRY_SOURCES, required: true },
    entries: { type: 'list', required: true, items: timesheetEntrySchema },
    /** Prefilled from a clock record clocked against a published shift: the shift and late/early minutes. */
    clock_shift: {
      type: 'map',
      properties: {
        shift_id: { type: 'number', required: true },
        start_time: { type: 'string', required: true },
        end_time: { type: 'string', required: true },
        arrival_minutes: { type: 'number', required: true },
        departure_minutes: { type: 'number' },
      },
    },
  },
} as const;

/** One employee's pay period of worked entries, and where it is in its approval. */
export const timesheetEntity = organizationScopedEntity('timesheets', 'timesheet', {
  attributes: {
    timesheet_id: keyIdAttribute,
    employee_id: keyIdAttribute,
    employee_name: { type: 'string', required: true },
    period_start: { type: 'string', required: true, readOnly: true },
    period_end: { type: 'string', required: true, readOnly: true },
    status: { type: TIMESHEET_STATUSES, required: true },
    /** Only days with entries (the view fills in the rest of the period). */
    days: { type: 'list', required: true, items: timesheetDaySchema },
    worked_minutes: { type: 'number', required: true },
    submitted_at: { type: 'string' },
    decided_by: { type: 'string' },
    decided_by_user_id: { type: 'number' },
    decided_at: { type: 'string' },
    comment: { type: 'string' },
    /** The finalised pay run that paid the period: no change after it (a later one is an adjustment). */
    locked_by_pay_run_id: { type: 'number' },
    /** An adjustment: the locked timesheet whose period it corrects, and the run that paid that one. */
    adjusts_timesheet_id: { type: 'number', readOnly: true },
    adjusts_pay_run_id: { type: 'number', readOnly: true },
    /** The adjustment opened on this locked timesheet (one each: a further correction adjusts that one). */
    adjusted_by_timesheet_id: { type: 'number' },
    /** Per week of an approved timesheet: its overtime paid or taken as time off in lieu (cleared back in draft). */
    overtime_decisions: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          week_start: { type: 'string', required: true },
          decision: { type: OVERTIME_DECISIONS, required: true },
          comment: { type: 'string' },
          decided_by: { type: 'string', required: true },
          decided_by_user_id: { type: 'number', required: true },
          decided_at: { type: 'string', required: true },
        },
      },
    },
    /** Days of the period whose clock record was left open when it was prefilled (no clock-out). */
    open_clock_dates: { type: 'list', items: { type: 'string' } },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('timesheet#${timesheet_id}'),
    byEmployee: organizationGsi('gsi1', 'employee#${employee_id}', 'period#${period_start}'),
    byStatus: organizationGsi('gsi2', 'status#${status}', '${period_start}#${employee_id}'),
  },
});
export type TimesheetItem = EntityItem<ReturnType<typeof timesheetEntity>>;

/** The one timesheet of an employee's period (a conditional create refuses a second). */
export const timesheetPeriodEntity = organizationScopedEntity('timesheets', 'timesheet_period', {
  attributes: {
    period_start: { type: 'string', required: true, readOnly: true },
    employee_id: keyIdAttribute,
    timesheet_id: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byPeriod: organizationIndex('period#${period_start}#${employee_id}'),
  },
});
export type TimesheetPeriodItem = EntityItem<ReturnType<typeof timesheetPeriodEntity>>;

/**
 * An adjustment timesheet not yet paid (written with it, deleted when a finalised pay run locks it):
 * pay runs find them by key range (`adjustment#<employee>#<timesheet>`), never one read per employee.
 */
export const timesheetOpenAdjustmentEntity = organizationScopedEntity('timesheets', 'timesheet_open_adjustment', {
  attributes: {
    employee_id: keyIdAttribute,
    timesheet_id: keyIdAttribute,
    adjusts_timesheet_id: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byEmployee: organizationIndex('adjustment#${employee_id}#${timesheet_id}'),
  },
});

/**
 * One slice (≤ APPROVAL_TASK_SIZE) of a bulk approval: the timesheets and the versions the approver
 * saw. Written pending; its stream record reaches the worker through the queue, which approves them
 * in one transaction with the task's completion (conditional on the task still pending).
 */
export const timesheetApprovalEntity = organizationScopedEntity('timesheets', 'timesheet_approval', {
  attributes: {
    job_id: keyIdAttribute,
    task_number: keyIdAttribute,
    status: { type: ['pending', 'done'] as const, required: true },
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          timesheet_id: { type: 'number', required: true },
          version: { type: 'number', required: true },
          employee_name: { type: 'string', required: true },
        },
      },
    },
    approved_by: { type: 'string', required: true },
    approved_by_user_id: { type: 'number', required: true },
    /** Ids not approved by the worker: changed since (their version moved on) or no longer submitted. */
    skipped: { type: 'list', items: { type: 'number' } },
    ...timestampAttributes,
  },
  indexes: {
    byJob: organizationIndex('approval#${job_id}#${task_number}'),
  },
});
export type TimesheetApprovalItem = EntityItem<ReturnType<typeof timesheetApprovalEntity>>;

export const timesheetCounter = lazy(() => createCounterEntity(tableNames().timesheets, dynamo()));
export const timesheetLocator = lazy(() =>
  createLocatorEntity(tableNames().timesheets, dynamo(), 'timesheets', ['timesheet'] as const),
);
