import { Entity } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';

/**
 * Routes like /departments/{id} carry only an id. A locator maps `<kind>#<id>` to the owning
 * organization (and parent department), read strongly consistent before the membership check.
 */
export const LocatorEntity = new Entity(
  {
    model: { entity: 'locator', version: '1', service: 'organizations' },
    attributes: {
      kind: { type: ['department', 'designation'] as const, required: true, readOnly: true },
      id: { type: 'number', required: true, readOnly: true },
      organization_id: { type: 'number', required: true, readOnly: true },
      department_id: { type: 'number' },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['kind', 'id'], template: '${kind}#${id}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'locator', casing: 'none' },
      },
    },
  },
  { table: tableNames().organizations, client: dynamo() },
);
