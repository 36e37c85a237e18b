import type { Shift } from '@wattle/shared/roster-constants';
import { entrySpanMinutes } from '@wattle/shared/timesheets';
import { OPEN_SHIFT_EMPLOYEE, type ShiftItem } from './roster-entities.ts';

/** A stored shift as the API answers it (raw items from a Query carry the same attributes). */
export function shiftView(item: ShiftItem): Shift {
  return {
    id: item.shift_id,
    organization_id: item.organization_id,
    employee_id: item.employee_id === OPEN_SHIFT_EMPLOYEE ? null : item.employee_id,
    employee_name: item.employee_name ?? null,
    department_id: item.department_id,
    date: item.date,
    start_time: item.start_time,
    end_time: item.end_time,
    break_minutes: item.break_minutes,
    role: item.role ?? null,
    notes: item.notes ?? null,
    status: item.status,
    published_at: item.published_at ?? null,
    acknowledged_at: item.acknowledged_at ?? null,
    ...(item.changed_after_publish ? { changed_after_publish: true } : {}),
    worked_minutes: entrySpanMinutes(item.start_time, item.end_time) - item.break_minutes,
    version: item.version,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}
