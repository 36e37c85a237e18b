import type { ImportField } from '../imports.ts';
import { EMPLOYEE_IMPORT_FIELDS } from './employees.ts';

/**
 * The two columns a row of a per-employee kind (employee pay, opening balances) names its employee
 * by: the employee code and the personal e-mail, as the employees kind reads them (one is chosen
 * per import as the key). Neither is required on its own; the chosen key is.
 */
export const EMPLOYEE_KEY_FIELDS: readonly ImportField[] = EMPLOYEE_IMPORT_FIELDS.filter(
  (field) => field.key === 'employee_code' || field.key === 'personal_email',
).map(({ required: _required, ...field }) => field);
