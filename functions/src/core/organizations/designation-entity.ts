import { DESIGNATION_LEVELS } from '@wattle/shared/organizations';
import { Entity, type EntityItem } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/** Sort key `designation#<department>#<id>`: one Query lists a department's designations. */
export const designationEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'designation', version: '1', service: 'organizations' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          department_id: { type: 'number', required: true, readOnly: true },
          designation_id: { type: 'number', required: true, readOnly: true },
          title: { type: 'string', required: true },
          level: { type: DESIGNATION_LEVELS, required: true },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true, readOnly: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byDepartment: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['department_id', 'designation_id'],
              template: 'designation#${department_id}#${designation_id}',
              casing: 'none',
            },
          },
        },
      },
      { table: tableNames().organizations, client: dynamo() },
    ),
);
export type DesignationItem = EntityItem<ReturnType<typeof designationEntity>>;
