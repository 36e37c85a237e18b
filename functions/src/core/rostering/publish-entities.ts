import { ROSTER_EMAIL_STATUSES, ROSTER_NOTIFICATION_KINDS } from '@wattle/shared/roster-publishing-constants';
import type { EntityItem } from 'electrodb';
import { keyIdAttribute, optional, paddedIdAttribute, required, timestampAttributes } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity, secondaryIndex } from '../db/entity-parts.ts';

/*
 * Publishing's items in the rostering table (keys beside the shifts' of roster-entities.ts):
 * - a publication:        sk publication#<job>                          (who published what, when, counts)
 * - a notification task:  sk notify#<job>#<task>                        (≤ 100 employees; its stream record
 *                         is its queue message; the worker sends the e-mails and bell notifications)
 * - a delivery:           sk delivery#<id>                              (one employee told one thing)
 *                         gsi1 org#<org>#emp#<employee>, delivery#<id>  (theirs, newest first: acknowledging)
 *                         gsi2 org#<org>#deliveries, <sent_at>#<id>     (the notifications screen by date)
 * - a calendar feed:      sk shift_feed#<employee>                      (the token's SHA-256 only)
 *                         gsi1 shift_feed#<hash>, shift_feed            (the .ics request finds it by its token)
 * Ids (jobs, deliveries) come from the shifts' counter under their own names.
 */

/** One shift as a notification carries it (what the employee is told). */
const shiftSummarySchema = {
  type: 'map',
  properties: {
    ...required.numbers('shift_id', 'break_minutes'),
    ...required.strings('date', 'start_time', 'end_time'),
    ...optional.strings('role', 'department_name'),
  },
} as const;

export const rosterPublicationEntity = organizationScopedEntity('rostering', 'roster_publication', {
  attributes: {
    job_id: keyIdAttribute,
    ...required.numbers('department_id', 'shift_count', 'employee_count', 'task_count', 'published_by_user_id'),
    ...required.strings('from', 'to', 'published_by'),
    ...timestampAttributes,
  },
  indexes: {
    byJob: organizationIndex('publication#${job_id}'),
  },
});
export type RosterPublicationItem = EntityItem<ReturnType<typeof rosterPublicationEntity>>;

export const rosterNotifyTaskEntity = organizationScopedEntity('rostering', 'roster_notify_task', {
  attributes: {
    job_id: keyIdAttribute,
    task_number: keyIdAttribute,
    kind: { type: ROSTER_NOTIFICATION_KINDS, required: true },
    status: { type: ['pending', 'done'] as const, required: true },
    /** The published range (a publication), or the changed shift's day. */
    from: { type: 'string', required: true },
    to: { type: 'string', required: true },
    /** Read in the request (the worker has no caller): what the messages say and link to. */
    organization_name: { type: 'string', required: true },
    timezone: { type: 'string', required: true },
    /** Publications only: the job is a publication's (its deliveries name it). */
    publication: { type: 'boolean' },
    items: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          /** 0 for a member told by user (`user_id`: an approver with no employee record). */
          employee_id: { type: 'number', required: true },
          employee_name: { type: 'string', required: true },
          user_id: { type: 'number' },
          /** Published: their shifts in the range. Changed: the shift as it is now. Cancelled: none. */
          shifts: { type: 'list', required: true, items: shiftSummarySchema },
          /** Changed or cancelled: the shift as it was published. */
          before: shiftSummarySchema,
          within_notice: { type: 'boolean' },
          /** A shift swap's step (kind `swap`): what the employee is told, "Mia Nguyen offered you a shift". */
          swap_text: { type: 'string' },
        },
      },
    },
    ...timestampAttributes,
  },
  indexes: {
    byJob: organizationIndex('notify#${job_id}#${task_number}'),
  },
});
export type RosterNotifyTaskItem = EntityItem<ReturnType<typeof rosterNotifyTaskEntity>>;

export const rosterDeliveryEntity = organizationScopedEntity('rostering', 'roster_delivery', {
  attributes: {
    delivery_id: keyIdAttribute,
    employee_id: paddedIdAttribute,
    employee_name: { type: 'string', required: true },
    user_id: { type: 'number' },
    kind: { type: ROSTER_NOTIFICATION_KINDS, required: true },
    ...required.strings('subject', 'detail', 'sent_at'),
    email_status: { type: ROSTER_EMAIL_STATUSES, required: true },
    in_app: { type: 'boolean', required: true },
    within_notice: { type: 'boolean', required: true },
    job_id: { type: 'number', required: true },
    publication: { type: 'boolean' },
    task_number: { type: 'number', required: true },
    shift_ids: { type: 'list', required: true, items: { type: 'number' } },
    acknowledged_shift_ids: { type: 'list', items: { type: 'number' } },
    acknowledged_at: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byId: organizationIndex('delivery#${delivery_id}'),
    byEmployee: organizationGsi('gsi1', 'emp#${employee_id}', 'delivery#${delivery_id}'),
    bySent: organizationGsi('gsi2', 'deliveries', '${sent_at}#${delivery_id}'),
  },
});
export type RosterDeliveryItem = EntityItem<ReturnType<typeof rosterDeliveryEntity>>;

export const shiftFeedEntity = organizationScopedEntity('rostering', 'shift_feed', {
  attributes: {
    employee_id: keyIdAttribute,
    /** SHA-256 of the token, hex: the token itself is shown once and never stored. */
    token_hash: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byEmployee: organizationIndex('shift_feed#${employee_id}'),
    byToken: secondaryIndex('gsi1', 'shift_feed#${token_hash}', 'shift_feed'),
  },
});
export type ShiftFeedItem = EntityItem<ReturnType<typeof shiftFeedEntity>>;
