import { organizationIndex, organizationScopedEntity } from '../db/entity-parts.ts';

/**
 * Guards a value that must be unique within an organization (employee code, personal e-mail, tax
 * file number): created with the employee in one transaction, conditional on not existing yet. A
 * TFN's guard holds a keyed hash of it (tfnGuardValue), never the number.
 */
export const uniqueValueEntity = organizationScopedEntity('employees', 'unique_value', {
  attributes: {
    field: {
      type: ['employee_code', 'personal_email', 'tax_file_number'] as const,
      required: true,
      readOnly: true,
    },
    value: { type: 'string', required: true, readOnly: true },
    employee_id: { type: 'number', required: true },
  },
  indexes: {
    byValue: organizationIndex('unique#${field}#${value}'),
  },
});
