import { describe, expect, it } from 'vitest';
import { payItemInput } from './pay-items.ts';
import { employeePayInput, formatAbn, isAbn, payrollSettingsInput } from './payroll-setup.ts';
import { sampleHourlyPay } from './test-inputs.ts';

describe('isAbn', () => {
  it('accepts a valid ABN with or without spaces and refuses a bad checksum or length', () => {
    expect(isAbn('51 824 753 556')).toBe(true);
    expect(isAbn('51824753556')).toBe(true);
    expect(isAbn('51 824 753 557')).toBe(false);
    expect(isAbn('5182475355')).toBe(false);
    expect(isAbn('51-824-753-556')).toBe(false);
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('payrollSettingsInput', () => {
  it('defaults the super rate to 12.00 and upper-cases the bank code', () => {
    const parsed = payrollSettingsInput.parse({ abn: '51 824 753 556', bank_code: 'wbc' });
    expect(parsed).toMatchObject({ default_super_rate: '12.00', bank_code: 'WBC', bank_bsb: null });
  });
  it('refuses a rate above 100%', () => {
    expect(payrollSettingsInput.safeParse({ abn: '51824753556', default_super_rate: '101.00' }).success).toBe(false);
  });
});

const pay = { ...sampleHourlyPay, super_fund: { name: 'AustralianSuper' } };

describe('employeePayInput', () => {
  it('accepts hourly pay with a four-decimal rate', () => {
    expect(employeePayInput.safeParse(pay).success).toBe(true);
  });
  it('needs the figure of its basis, and hours between 0 and 168', () => {
    expect(employeePayInput.safeParse({ ...pay, hourly_rate: null }).success).toBe(false);
    expect(employeePayInput.safeParse({ ...pay, basis: 'salary' }).success).toBe(false);
    expect(employeePayInput.safeParse({ ...pay, basis: 'salary', annual_salary: '0.00' }).success).toBe(false);
    expect(employeePayInput.safeParse({ ...pay, ordinary_hours_per_week: '0' }).success).toBe(false);
    expect(employeePayInput.safeParse({ ...pay, ordinary_hours_per_week: '169' }).success).toBe(false);
  });
  it('refuses the tax-free threshold for a foreign resident and a bad fund ABN', () => {
    expect(employeePayInput.safeParse({ ...pay, residency: 'foreign' }).success).toBe(false);
    expect(employeePayInput.safeParse({ ...pay, super_fund: { name: 'Fund', abn: '11 111 111 111' } }).success).toBe(
      false,
    );
  });
});

describe('payItemInput', () => {
  const item = { kind: 'bonus', description: 'Bonus', amount: '100.00', recurring: false, start_date: '2026-07-01' };
  it('accepts an amount, or hours × rate for overtime', () => {
    expect(payItemInput.safeParse(item).success).toBe(true);
    expect(
      payItemInput.safeParse({ ...item, kind: 'overtime', amount: null, hours: '3.5', hourly_rate: '60.0000' }).success,
    ).toBe(true);
  });
  it('needs an allowance type, a deduction payee, and a recurring item to end after it starts', () => {
    expect(payItemInput.safeParse({ ...item, kind: 'allowance' }).success).toBe(false);
    expect(payItemInput.safeParse({ ...item, kind: 'allowance', allowance_type: 'TD' }).success).toBe(true);
    expect(payItemInput.safeParse({ ...item, kind: 'deduction' }).success).toBe(false);
    expect(
      payItemInput.safeParse({ ...item, recurring: true, start_date: '2026-07-01', end_date: '2026-06-30' }).success,
    ).toBe(false);
  });
});
