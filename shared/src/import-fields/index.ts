import type { ImportField, ImportKind } from '../imports.ts';
import { EMPLOYEE_PAY_IMPORT_FIELDS } from './employee-pay.ts';
import { EMPLOYEE_IMPORT_FIELDS } from './employees.ts';
import { OPENING_BALANCE_IMPORT_FIELDS } from './opening-balances.ts';
import { YTD_PAY_IMPORT_FIELDS } from './ytd-pay.ts';

/** Each kind's columns, for the web app's mapping screen (the API reads the same definitions). */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  employees: EMPLOYEE_IMPORT_FIELDS,
  'employee-pay': EMPLOYEE_PAY_IMPORT_FIELDS,
  'opening-balances': OPENING_BALANCE_IMPORT_FIELDS,
  'ytd-pay': YTD_PAY_IMPORT_FIELDS,
};
