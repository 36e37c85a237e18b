import { describe, expect, it } from 'vitest';
import { guessMapping, IMPORT_KEYS, IMPORT_KINDS } from '../imports.ts';
import { IMPORT_FIELDS } from './index.ts';

/** Each kind's columns: a template's own header row maps back to every field, and rows can be keyed. */
describe.each(IMPORT_KINDS)('the %s kind’s columns', (kind) => {
  const fields = IMPORT_FIELDS[kind];

  it('have unique keys and labels, and both employee keys', () => {
    expect(new Set(fields.map((field) => field.key)).size).toBe(fields.length);
    expect(new Set(fields.map((field) => field.label)).size).toBe(fields.length);
    for (const key of IMPORT_KEYS) expect(fields.map((field) => field.key)).toContain(key);
  });

  it('map a template’s header row back to every field', () => {
    const headers = fields.map((field) => field.label);
    const mapping = guessMapping(headers, fields);
    expect(headers.map((header) => mapping[header])).toEqual(fields.map((field) => field.key));
  });
});

describe('guessing the pay and opening balance columns from other systems’ headers', () => {
  it('matches aliases', () => {
    expect(guessMapping(['Code', 'Salary', 'Schedule', 'HELP'], IMPORT_FIELDS['employee-pay'])).toEqual({
      Code: 'employee_code',
      Salary: 'annual_salary',
      Schedule: 'pay_schedule',
      HELP: 'study_loan',
    });
    expect(guessMapping(['Employee ID', 'Type', 'Balance', 'Balance Date'], IMPORT_FIELDS['opening-balances'])).toEqual(
      {
        'Employee ID': 'employee_code',
        Type: 'leave_type',
        Balance: 'hours',
        'Balance Date': 'as_at',
      },
    );
  });
});
