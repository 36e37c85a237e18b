import { Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

export const departmentEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'department', version: '1', service: 'organizations' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          department_id: { type: 'number', required: true, readOnly: true },
          name: { type: 'string', required: true },
          description: { type: 'string' },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byOrganization: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['department_id'], template: 'department#${department_id}', casing: 'none' },
          },
        },
      },
      { table: tableNames().organizations, client: dynamo() },
    ),
);
export type DepartmentItem = EntityItem<ReturnType<typeof departmentEntity>>;
