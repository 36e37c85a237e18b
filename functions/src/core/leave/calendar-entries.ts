import type { TransactionItem } from '../db/transactions.ts';
import { committed } from '../db/transactions.ts';
import { type LeaveCalendarEntryItem, type LeaveRequestItem, leaveCalendarEntryEntity } from './request-entities.ts';
import { monthsTouched } from './request-rules.ts';

/**
 * A pending or approved request has one calendar entry per month it touches (the team calendar and
 * attendance's board read one month's entries with one Query). Each step writes or removes them in
 * its own transaction.
 */

function entriesOf(item: LeaveRequestItem, status: 'pending' | 'approved'): LeaveCalendarEntryItem[] {
  return monthsTouched(item.start_date, item.end_date).map((month) => ({
    organization_id: item.organization_id,
    month,
    request_id: item.request_id,
    employee_id: item.employee_id,
    leave_type_code: item.leave_type_code,
    leave_type_name: item.leave_type_name,
    confidential: item.confidential,
    start_date: item.start_date,
    end_date: item.end_date,
    status,
    ...(item.part_day ? { part_day_units: item.units } : {}),
  }));
}

/** Writes (or rewrites) the entries of a pending or approved request. */
export function calendarEntryWrites(
  item: LeaveRequestItem,
  status: 'pending' | 'approved' = 'pending',
): TransactionItem[] {
  return entriesOf(item, status).map((entry) => committed(leaveCalendarEntryEntity().put(entry)));
}

/** Removes the entries of a request that is declined or cancelled. */
export function calendarEntryRemovals(item: LeaveRequestItem): TransactionItem[] {
  return entriesOf(item, 'pending').map((entry) =>
    committed(
      leaveCalendarEntryEntity().delete({
        organization_id: entry.organization_id,
        month: entry.month,
        request_id: entry.request_id,
      }),
    ),
  );
}
