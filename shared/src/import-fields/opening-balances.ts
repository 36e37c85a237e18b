import type { ImportField } from '../imports.ts';
import { EMPLOYEE_KEY_FIELDS } from './employee-key.ts';

/**
 * The opening leave balances kind's columns (issue 31 §1 and §2): one row per employee and
 * accruing leave type (by name), the hours and the day they are as at (recordOpeningBalance).
 */
export const OPENING_BALANCE_IMPORT_FIELDS: readonly ImportField[] = [
  ...EMPLOYEE_KEY_FIELDS,
  {
    key: 'leave_type',
    label: 'Leave Type',
    type: 'text',
    required: true,
    aliases: ['Type'],
    hint: 'The leave type’s name, e.g. Annual Leave.',
  },
  {
    key: 'hours',
    label: 'Hours',
    type: 'text',
    required: true,
    aliases: ['Balance', 'Opening Balance', 'Balance Hours'],
    hint: 'The balance in hours, e.g. 40 or 7.60.',
  },
  {
    key: 'as_at',
    label: 'As At',
    type: 'date',
    required: true,
    aliases: ['As At Date', 'Balance Date', 'Date'],
    hint: 'dd/mm/yyyy or yyyy-mm-dd: the end of the day the balance is at.',
  },
];
