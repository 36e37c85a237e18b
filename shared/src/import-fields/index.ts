import type { ImportField, ImportKind } from '../imports.ts';
import { EMPLOYEE_IMPORT_FIELDS } from './employees.ts';

/** Each kind's columns, for the web app's mapping screen (the API reads the same definitions). */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  employees: EMPLOYEE_IMPORT_FIELDS,
};
