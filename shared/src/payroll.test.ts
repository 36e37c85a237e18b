import { describe, expect, it } from 'vitest';
import { employeeInput } from './employees.ts';
import { isMaskedValue, isValidBsb, isValidTaxFileNumber, MASKED_VALUE_MESSAGE, maskValue } from './payroll.ts';
import { sampleEmployeeInput } from './test-inputs.ts';
import { toFieldErrors } from './validation.ts';

const base = { ...sampleEmployeeInput, employment_type: 'Full-time', status: 'Active' };

describe('payroll identifiers', () => {
  it('checks TFNs with the ATO weights and BSBs as six digits', () => {
    expect(['123456782', '123 456 782', '37118629', '876-543-210'].map(isValidTaxFileNumber)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['123456789', '12345678', '1234567', '1234567890', 'abcdefghi', ''].some(isValidTaxFileNumber)).toBe(false);
    expect(['062000', '062-000', '062 000'].every(isValidBsb)).toBe(true);
    expect(['06200', '0620000', '06-2000', 'abc-def'].some(isValidBsb)).toBe(false);
  });

  it('masks all but the last 4 characters of longer values', () => {
    expect(maskValue('123456782')).toBe('••••6782');
    expect(maskValue('062-000')).toBe('••••-000');
    expect(maskValue('1234')).toBe('1234');
    expect(maskValue('')).toBeNull();
    expect(maskValue(null)).toBeNull();
    expect(isMaskedValue('••••6782')).toBe(true);
    expect(isMaskedValue('123456782')).toBe(false);
  });

  it('tells "not sent" (undefined) from "remove" (null or blank) and normalizes new values', () => {
    const absent = employeeInput.parse(base);
    expect(absent.tax_file_number).toBeUndefined();
    expect(absent.bank_bsb).toBeUndefined();
    const removed = employeeInput.parse({ ...base, tax_file_number: null, bank_bsb: '', bank_account_number: '  ' });
    expect([removed.tax_file_number, removed.bank_bsb, removed.bank_account_number]).toEqual([null, null, null]);
    const replaced = employeeInput.parse({
      ...base,
      tax_file_number: '123 456 782',
      bank_bsb: '062000',
      bank_account_number: '1234-5678',
      superannuation_member_number: ' SM-1 ',
    });
    expect(replaced).toMatchObject({
      tax_file_number: '123456782',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
      superannuation_member_number: 'SM-1',
    });
  });

  it('refuses masked text with its own message', () => {
    const result = employeeInput.safeParse({
      ...base,
      tax_file_number: '••••6782',
      superannuation_member_number: '••••7766',
      bank_bsb: '••••-000',
      bank_account_number: '••••5678',
    });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error as never)).toEqual({
      tax_file_number: [MASKED_VALUE_MESSAGE],
      superannuation_member_number: [MASKED_VALUE_MESSAGE],
      bank_bsb: [MASKED_VALUE_MESSAGE],
      bank_account_number: [MASKED_VALUE_MESSAGE],
    });
  });
});
