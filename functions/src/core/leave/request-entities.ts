import { LEAVE_REQUEST_STATUSES } from '@wattle/shared/leave-request-constants';
import type { EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { createCounterEntity } from '../db/counter-entity.ts';
import {
  keyIdAttribute,
  organizationGsi,
  organizationIndex,
  organizationScopedEntity,
  tableEntity,
  versionAttributes,
} from '../db/entity-parts.ts';
import { createLocatorEntity } from '../db/locator-entity.ts';
import { lazy } from '../lazy.ts';
import { pendingUploadAttributes } from '../storage/upload-attributes.ts';

/**
 * A leave request and its calendar entries in the `leave` table (org#<id> partition):
 * - the request by id (`request#<id>`), the organization's newest first (view All);
 * - gsi1: one employee's requests by start date (overlap check, view Mine);
 * - gsi2: the organization's requests of one status by start date (view To approve, status filters);
 * - one calendar entry per month the request touches (`calendar#<YYYY-MM>#<id>`), written in the
 *   same transaction, so a month's team calendar is one Query however long the requests are.
 */

export const leaveRequestEntity = organizationScopedEntity('leave', 'leave_request', {
  attributes: {
    request_id: keyIdAttribute,
    employee_id: { type: 'number', required: true, readOnly: true },
    leave_type_id: { type: 'number', required: true, readOnly: true },
    leave_type_code: { type: 'string', required: true, readOnly: true },
    leave_type_name: { type: 'string', required: true },
    /** Family and domestic violence leave: only the employee and confidential_leave holders see the type. */
    confidential: { type: 'boolean', required: true, readOnly: true },
    start_date: { type: 'string', required: true, readOnly: true },
    end_date: { type: 'string', required: true, readOnly: true },
    /** The leave counted, in units (LEAVE_UNITS_PER_HOUR an hour). */
    units: { type: 'number', required: true, readOnly: true },
    part_day: { type: 'boolean', required: true, readOnly: true },
    /** The days leave is taken on (a part day is one): what a balance kept in days moves by. */
    days_counted: { type: 'number', readOnly: true },
    reason: { type: 'string' },
    attachment: {
      type: 'map',
      properties: {
        key: { type: 'string', required: true },
        file_name: { type: 'string', required: true },
        content_type: { type: 'string', required: true },
        size: { type: 'number', required: true },
      },
    },
    status: { type: LEAVE_REQUEST_STATUSES, required: true },
    /** The members told of the request when it was made (the manager, else HR). */
    approver_user_ids: { type: 'list', items: { type: 'number' }, required: true },
    requested_by: { type: 'string', required: true, readOnly: true },
    requested_by_user_id: { type: 'number', required: true, readOnly: true },
    requested_at: { type: 'string', required: true, readOnly: true },
    decided_by: { type: 'string' },
    decided_by_user_id: { type: 'number' },
    decided_at: { type: 'string' },
    decision_comment: { type: 'string' },
    ...versionAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('request#${request_id}'),
    byEmployee: organizationGsi('gsi1', 'requests#employee#${employee_id}', '${start_date}#${request_id}'),
    byStatus: organizationGsi('gsi2', 'requests#${status}', '${start_date}#${request_id}'),
  },
});
export type LeaveRequestItem = EntityItem<ReturnType<typeof leaveRequestEntity>>;

/** A pending or approved request in one month it touches: what the team calendar and the board read. */
export const leaveCalendarEntryEntity = organizationScopedEntity('leave', 'leave_calendar_entry', {
  attributes: {
    month: { type: 'string', required: true, readOnly: true },
    request_id: keyIdAttribute,
    employee_id: { type: 'number', required: true, readOnly: true },
    leave_type_code: { type: 'string', required: true, readOnly: true },
    leave_type_name: { type: 'string', required: true },
    confidential: { type: 'boolean', required: true, readOnly: true },
    start_date: { type: 'string', required: true, readOnly: true },
    end_date: { type: 'string', required: true, readOnly: true },
    status: { type: ['pending', 'approved'] as const, required: true },
    /** Units of a part-day request; absent for full days. */
    part_day_units: { type: 'number' },
  },
  indexes: {
    byMonth: organizationIndex('calendar#${month}#${request_id}'),
  },
});
export type LeaveCalendarEntryItem = EntityItem<ReturnType<typeof leaveCalendarEntryEntity>>;

/** A presigned attachment upload waiting to be linked to a request (bound to organization and user). */
export const leaveAttachmentUploadEntity = tableEntity('leave', {
  model: { entity: 'leave_attachment_upload', version: '1', service: 'leave' },
  attributes: {
    ...pendingUploadAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('upload#${upload_id}'),
  },
});

export const leaveRequestCounter = lazy(() => createCounterEntity(tableNames().leave, dynamo()));
export const leaveRequestLocator = lazy(() =>
  createLocatorEntity(tableNames().leave, dynamo(), 'leave', ['leave_request', 'notification'] as const),
);
