import { Entity } from 'electrodb';
import { dynamo, tableNames } from '../db/client.ts';
import { lazy } from '../lazy.ts';

/**
 * Guards a value that must be unique within an organization (employee code, personal e-mail, tax
 * file number): created with the employee in one transaction, conditional on not existing yet. A
 * TFN's guard holds a keyed hash of it (tfnGuardValue), never the number.
 */
export const uniqueValueEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'unique_value', version: '1', service: 'employees' },
        attributes: {
          organization_id: { type: 'number', required: true, readOnly: true },
          field: {
            type: ['employee_code', 'personal_email', 'tax_file_number'] as const,
            required: true,
            readOnly: true,
          },
          value: { type: 'string', required: true, readOnly: true },
          employee_id: { type: 'number', required: true },
        },
        indexes: {
          byValue: {
            pk: { field: 'pk', composite: ['organization_id'], template: 'org#${organization_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['field', 'value'], template: 'unique#${field}#${value}', casing: 'none' },
          },
        },
      },
      { table: tableNames().employees, client: dynamo() },
    ),
);
