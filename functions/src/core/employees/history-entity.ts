import { HISTORY_EVENT_TYPES } from '@wattle/shared/employees';
import type { EntityItem } from 'electrodb';
import { optional, required } from '../db/attributes.ts';
import { organizationGsi, organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/**
 * One immutable audit event, written in the same transaction as the change it records. Sorted by
 * time in the organization's partition (date filters are key ranges) and, through gsi1, per employee.
 */
export const historyEventEntity = organizationScopedEntity('employees', 'history_event', {
  attributes: {
    occurred_at: { type: 'string', required: true, readOnly: true },
    event_id: { type: 'string', required: true, readOnly: true },
    employee_id: { type: 'number', required: true, readOnly: true },
    employee_name: { type: 'string', required: true, readOnly: true },
    event_type: { type: HISTORY_EVENT_TYPES, required: true, readOnly: true },
    details: { type: 'string', required: true, readOnly: true },
    changes: {
      type: 'list',
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          ...required.strings('field', 'label'),
          ...optional.strings('before', 'after'),
        },
      },
    },
    changed_by_id: { type: 'number', required: true, readOnly: true },
    changed_by: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOrganization: organizationIndex('history#${occurred_at}#${event_id}'),
    byEmployee: organizationGsi('gsi1', 'employee#${employee_id}', 'history#${occurred_at}#${event_id}'),
  },
});
export type HistoryEventItem = EntityItem<ReturnType<typeof historyEventEntity>>;
