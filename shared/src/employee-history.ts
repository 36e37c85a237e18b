import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { HISTORY_EVENT_TYPES, HISTORY_PAGE_SIZE, type HistoryEventType } from './employee-constants.ts';
import { idField } from './validation.ts';

/** An employee's history (a view of the audit log): the query, one event, one page. */

export const historyQuery = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      employee_id: idField('Unknown employee.').optional(),
      event_type: z.enum(HISTORY_EVENT_TYPES, { error: 'Unknown event type.' }).optional(),
      start_date: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
      end_date: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
      cursor: z.string().max(500).optional(),
      per_page: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
    })
    .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
      path: ['end_date'],
      error: 'The end date cannot be before the start date.',
    }),
);

export interface HistoryEvent {
  id: string;
  organization_id: number;
  employee_id: number;
  employee_name: string;
  event_type: HistoryEventType;
  /** One readable line: `Field: before → after; ...` (sensitive fields say only "changed"). */
  details: string;
  changes: { field: string; label: string; before: string | null; after: string | null }[];
  changed_by: string;
  changed_by_id: number;
  /** ISO timestamp of the change. */
  occurred_at: string;
  /** YYYY-MM-DD of the change: the organization's calendar day in its time zone. */
  date: string;
}

export interface HistoryPage {
  data: HistoryEvent[];
  next_cursor: string | null;
  per_page: number;
}
