import type { EntityItem } from 'electrodb';
import { timestampAttributes } from '../db/attributes.ts';
import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

export const departmentEntity = organizationScopedEntity('organizations', 'department', {
  attributes: {
    department_id: { type: 'number', required: true, readOnly: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('department#${department_id}'),
  },
});
export type DepartmentItem = EntityItem<ReturnType<typeof departmentEntity>>;
