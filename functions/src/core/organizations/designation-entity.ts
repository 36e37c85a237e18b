import { DESIGNATION_LEVELS } from '@wattle/shared/organizations';
import { Entity, type EntityItem } from 'electrodb';
import { onTable, organizationIdAttribute, organizationIndex, timestampAttributes } from '../db/entity-parts.ts';
import { lazy } from '../lazy.ts';

/** Sort key `designation#<department>#<id>`: one Query lists a department's designations. */
export const designationEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'designation', version: '1', service: 'organizations' },
        attributes: {
          organization_id: organizationIdAttribute,
          department_id: { type: 'number', required: true, readOnly: true },
          designation_id: { type: 'number', required: true, readOnly: true },
          title: { type: 'string', required: true },
          level: { type: DESIGNATION_LEVELS, required: true },
          ...timestampAttributes,
        },
        indexes: {
          byDepartment: organizationIndex('designation#${department_id}#${designation_id}', [
            'department_id',
            'designation_id',
          ]),
        },
      },
      onTable('organizations'),
    ),
);
export type DesignationItem = EntityItem<ReturnType<typeof designationEntity>>;
