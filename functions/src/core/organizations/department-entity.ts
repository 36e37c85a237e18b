import { Entity, type EntityItem } from 'electrodb';
import { onTable, organizationIdAttribute, organizationIndex, timestampAttributes } from '../db/entity-parts.ts';
import { lazy } from '../lazy.ts';

export const departmentEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'department', version: '1', service: 'organizations' },
        attributes: {
          organization_id: organizationIdAttribute,
          department_id: { type: 'number', required: true, readOnly: true },
          name: { type: 'string', required: true },
          description: { type: 'string' },
          ...timestampAttributes,
        },
        indexes: {
          byOrganization: organizationIndex('department#${department_id}', ['department_id']),
        },
      },
      onTable('organizations'),
    ),
);
export type DepartmentItem = EntityItem<ReturnType<typeof departmentEntity>>;
