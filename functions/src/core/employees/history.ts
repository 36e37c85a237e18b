import { randomUUID } from 'node:crypto';
import type { AuditAction } from '@wattle/shared/audit';
import { dayIn, dayRangeIn } from '@wattle/shared/calendar';
import type { HistoryEvent, HistoryPage, historyQuery } from '@wattle/shared/employee-history';
import { EMPLOYEE_FIELD_LABELS, type HistoryEventType, SENSITIVE_EMPLOYEE_FIELDS } from '@wattle/shared/employees';
import { maskValue } from '@wattle/shared/payroll';
import { WORK_PATTERN_FORM_FIELDS } from '@wattle/shared/work-pattern';
import type * as z from 'zod';
import { useUser } from '../actor.ts';
import type { AuditEntry } from '../audit/audit.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { fieldsOf } from '../item-fields.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import type { EmployeeItem } from './employee-entity.ts';
import { type HistoryEventItem, historyEventEntity } from './history-entity.ts';
import type { EmployeeRefNames } from './refs.ts';

/** Fields compared for history, in the order details list them (the work pattern is compared as a whole: work-pattern.ts). */
const PATTERN_INPUTS = new Set<string>(WORK_PATTERN_FORM_FIELDS);
const TRACKED_FIELDS = Object.keys(EMPLOYEE_FIELD_LABELS).filter(
  (field) => !PATTERN_INPUTS.has(field),
) as (keyof EmployeeItem & string)[];
const SENSITIVE = new Set<string>(SENSITIVE_EMPLOYEE_FIELDS);
const LEVEL_RANK: Record<string, number> = { Junior: 1, Mid: 2, Senior: 3 };

export interface FieldChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

type Comparable = Partial<Record<string, unknown>>;

function display(field: string, value: unknown, names: EmployeeRefNames): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (field === 'department_id') return names.departments.get(Number(value))?.name ?? `#${value}`;
  if (field === 'designation_id') return names.designations.get(Number(value))?.title ?? `#${value}`;
  if (field === 'reporting_manager_id') {
    const manager = names.managers.get(Number(value));
    return manager ? `${manager.first_name} ${manager.last_name}` : `#${value}`;
  }
  return String(value);
}

/**
 * The fields that differ, with readable before and after values; payroll identifiers only masked
 * (`••••6782`), and kept out of the employee history altogether (newHistoryEvent drops them).
 */
export function diffEmployee(before: Comparable, after: Comparable, names: EmployeeRefNames): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TRACKED_FIELDS) {
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (old === next || String(old) === String(next)) continue;
    const label = EMPLOYEE_FIELD_LABELS[field] ?? field;
    changes.push(
      SENSITIVE.has(field)
        ? { field, label, before: maskValue(old as string | null), after: maskValue(next as string | null) }
        : { field, label, before: display(field, old, names), after: display(field, next, names) },
    );
  }
  return changes;
}

export function describeChanges(changes: FieldChange[]): string {
  return changes
    .map((change) =>
      SENSITIVE.has(change.field)
        ? `${change.label}: changed`
        : change.field === 'work_pattern'
          ? `${change.label}: ${change.after}`
          : `${change.label}: ${change.before ?? '(none)'} → ${change.after ?? '(none)'}`,
    )
    .join('; ');
}

/** The one type an update is filed under, most significant first. */
export function classifyUpdate(changes: FieldChange[], before: Comparable, after: Comparable, names: EmployeeRefNames) {
  const changed = new Set(changes.map((change) => change.field));
  if (changed.has('status') && after.status === 'Terminated') return 'Termination';
  if (changed.has('designation_id')) {
    const oldLevel = LEVEL_RANK[names.designations.get(Number(before.designation_id))?.level ?? ''] ?? 0;
    const newLevel = LEVEL_RANK[names.designations.get(Number(after.designation_id))?.level ?? ''] ?? 0;
    if (oldLevel && newLevel > oldLevel) return 'Promotion';
  }
  if (changed.has('department_id')) return 'Transfer';
  if (changed.has('designation_id')) return 'Designation Change';
  if (changed.size === 1 && changed.has('status')) return 'Status Change';
  if (changed.size === 1 && changed.has('reporting_manager_id')) return 'Manager Change';
  return 'Profile Update';
}

/** A new event record for the current user; written by the caller's transaction. */
export function newHistoryEvent(
  employee: Pick<EmployeeItem, 'organization_id' | 'employee_id' | 'first_name' | 'last_name'>,
  eventType: HistoryEventType,
  details: string,
  changes: FieldChange[] = [],
): HistoryEventItem {
  const user = useUser();
  return {
    organization_id: employee.organization_id,
    occurred_at: new Date().toISOString(),
    event_id: randomUUID().slice(0, 8),
    employee_id: employee.employee_id,
    employee_name: `${employee.first_name} ${employee.last_name}`,
    event_type: eventType,
    details,
    changes: changes.map((change) =>
      SENSITIVE.has(change.field)
        ? { field: change.field, label: change.label }
        : {
            field: change.field,
            label: change.label,
            ...(change.before === null ? {} : { before: change.before }),
            ...(change.after === null ? {} : { after: change.after }),
          },
    ),
    changed_by_id: user.id,
    changed_by: user.name,
  };
}

const AUDIT_ACTION_OF: Partial<Record<HistoryEventType, AuditAction>> = {
  Hired: 'create',
  Trashed: 'trash',
  Restored: 'restore',
  Deleted: 'delete',
  'Payroll Revealed': 'payroll_reveal',
};

/**
 * The audit-log event of an employee change, written beside its history event: the same who, when
 * and what, with payroll identifiers as masked before → after.
 */
export function employeeAudit(event: HistoryEventItem, changes: FieldChange[] = []): AuditEntry {
  return {
    organizationId: event.organization_id,
    module: 'employees',
    action: AUDIT_ACTION_OF[event.event_type] ?? 'update',
    record: { type: 'employee', id: event.employee_id, label: event.employee_name },
    summary: `${event.event_type}: ${event.details}`,
    changes,
  };
}

/** An event as the API shows it; its `date` is the organization's day in `timezone`. */
export function toHistoryEvent(item: HistoryEventItem, timezone: string): HistoryEvent {
  return {
    id: `${item.occurred_at}#${item.event_id}`,
    ...fieldsOf(item, 'organization_id', 'employee_id', 'employee_name', 'event_type', 'details'),
    changes: (item.changes ?? []).map((change) => ({
      field: change.field,
      label: change.label,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
    ...fieldsOf(item, 'changed_by', 'changed_by_id', 'occurred_at'),
    date: dayIn(timezone, item.occurred_at),
  };
}

/**
 * Bounds covering whole days of the organization, inclusive: the spec compares history dates as
 * dates, and a date is the organization's day in its zone (as in the audit log).
 */
function timeRange(timezone: string, start?: string, end?: string) {
  const { from, to } = dayRangeIn(timezone, start, end);
  return { from: from ?? '0000', to: to ?? '9999' };
}

/**
 * A page of events, newest first. Date filters are key ranges; the employee filter uses the
 * per-employee index; an event-type filter reads on until the page is full.
 */
export async function queryHistory(
  organizationId: number,
  query: Omit<z.output<typeof historyQuery>, 'organization_id'>,
): Promise<HistoryPage> {
  const timezone = organizationTimezone(organizationId);
  const { from, to } = timeRange(timezone, query.start_date, query.end_date);
  const range = [
    { occurred_at: from, event_id: '' },
    { occurred_at: to, event_id: '~' },
  ] as const;
  const base = query.employee_id
    ? historyEventEntity()
        .query.byEmployee({ organization_id: organizationId, employee_id: query.employee_id })
        .between(range[0], range[1])
    : historyEventEntity().query.byOrganization({ organization_id: organizationId }).between(range[0], range[1]);
  const filtered = query.event_type
    ? base.where(({ event_type }, { eq }) => eq(event_type, query.event_type as HistoryEventType))
    : base;
  const scope = ['history', organizationId, query.employee_id, query.event_type, from, to, query.per_page];
  const page = await storePage(scope, query.cursor, {
    perPage: query.per_page,
    read: (cursor, limit) => filtered.go({ order: 'desc', count: limit, cursor }),
    cursorOf: entityCursor(historyEventEntity(), query.employee_id ? 'byEmployee' : 'byOrganization'),
  });
  return {
    data: page.data.map((item) => toHistoryEvent(item, timezone)),
    next_cursor: page.nextCursor,
    per_page: query.per_page,
  };
}
