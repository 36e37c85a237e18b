import { DESIGNATION_LEVELS } from '@wattle/shared/organizations';
import type { EntityItem } from 'electrodb';
import { timestampAttributes } from '../db/attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/** Sort key `designation#<department>#<id>`: one Query lists a department's designations. */
export const designationEntity = organizationScopedEntity('organizations', 'designation', {
  attributes: {
    department_id: { type: 'number', required: true, readOnly: true },
    designation_id: { type: 'number', required: true, readOnly: true },
    title: { type: 'string', required: true },
    level: { type: DESIGNATION_LEVELS, required: true },
    ...timestampAttributes,
  },
  indexes: {
    byDepartment: organizationIndex('designation#${department_id}#${designation_id}'),
  },
});
export type DesignationItem = EntityItem<ReturnType<typeof designationEntity>>;
