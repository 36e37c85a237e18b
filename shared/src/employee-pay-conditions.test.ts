import { describe, expect, it } from 'vitest';
import { CLASSIFICATION_REQUIRED_MESSAGE, HOURS_MESSAGE, ORDINARY_HOURS_MESSAGE } from './employee-pay-conditions.ts';
import { GENERAL_RETAIL, minimumRateFor } from './pay-conditions/index.ts';
import { describeRule, minimumRateJson, nationalMinimumJson, setEmploymentType } from './pay-minimum.ts';
import { employeePayInput } from './payroll-setup.ts';
import { sampleHourlyPay } from './test-inputs.ts';

const pay = sampleHourlyPay;

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = employeePayInput.safeParse(input);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};

describe('employeePayInput: pay conditions', () => {
  it('is award-free when no set is named (the three fields null)', () => {
    const parsed = employeePayInput.parse(pay);
    expect(parsed).toMatchObject({ pay_condition_set_id: null, classification: null, apprentice_year: null });
    expect(employeePayInput.parse({ ...pay, pay_condition_set_id: '', classification: '' })).toMatchObject({
      pay_condition_set_id: null,
      classification: null,
    });
  });

  it('takes a set with its classification and apprentice year (a number or the form’s text)', () => {
    const parsed = employeePayInput.parse({
      ...pay,
      pay_condition_set_id: 'MA000004',
      classification: 'L1',
      apprentice_year: '2',
    });
    expect(parsed).toMatchObject({ pay_condition_set_id: 'MA000004', classification: 'L1', apprentice_year: 2 });
    expect(employeePayInput.parse({ ...pay, apprentice_year: 3 }).apprentice_year).toBe(3);
    expect(employeePayInput.parse({ ...pay, apprentice_year: '' }).apprentice_year).toBeNull();
    expect(errorsOf({ ...pay, apprentice_year: 0 }).apprentice_year).toBeDefined();
    expect(errorsOf({ ...pay, apprentice_year: '1.5' }).apprentice_year).toBeDefined();
  });

  it('needs a classification with a set', () => {
    expect(errorsOf({ ...pay, pay_condition_set_id: 'MA000004' }).classification).toEqual([
      CLASSIFICATION_REQUIRED_MESSAGE,
    ]);
  });

  it('makes the hourly rate optional under a set (empty pays the set’s minimum), never award-free', () => {
    const under = { ...pay, pay_condition_set_id: 'MA000004', classification: 'L1' };
    expect(employeePayInput.safeParse({ ...under, hourly_rate: null }).success).toBe(true);
    expect(employeePayInput.safeParse({ ...under, hourly_rate: '' }).success).toBe(true);
    expect(errorsOf({ ...pay, hourly_rate: '' }).hourly_rate).toBeDefined();
    expect(errorsOf({ ...under, hourly_rate: '0' }).hourly_rate).toBeDefined();
  });

  it('lets ordinary hours be empty (a casual’s: the API checks the record), never 0 or above 168', () => {
    expect(employeePayInput.parse({ ...pay, ordinary_hours_per_week: '' }).ordinary_hours_per_week).toBeNull();
    expect(employeePayInput.parse({ ...pay, ordinary_hours_per_week: null }).ordinary_hours_per_week).toBeNull();
    expect(errorsOf({ ...pay, ordinary_hours_per_week: '0' }).ordinary_hours_per_week).toEqual([
      ORDINARY_HOURS_MESSAGE,
    ]);
    expect(errorsOf({ ...pay, ordinary_hours_per_week: 'ten' }).ordinary_hours_per_week?.[0]).toBe(HOURS_MESSAGE);
  });
});

describe('minimumRateJson', () => {
  it('shows a set’s minimum to four decimals with its rule and why it is unverified', () => {
    const minimum = minimumRateFor(
      GENERAL_RETAIL,
      { employment_type: 'casual', classification: 'L1', date_of_birth: '2010-03-01' },
      '2026-07-01',
    );
    expect(minimum).not.toBeNull();
    const json = minimumRateJson(minimum as NonNullable<typeof minimum>);
    // Level 1 $27.81 × 50% (a 16-year-old) = $13.905, half-up to $13.91.
    expect(json).toMatchObject({
      hourly_rate: '13.9100',
      basis: 'junior',
      rule: 'MA000004 cl. 17.2: junior (16) 50% of Retail Employee Level 1',
      unverified: true,
      effective_from: '2026-07-01',
    });
    expect(json.unverified_reason).toContain('junior percentages');
    expect(describeRule(json.rule)).toBe('junior (16) 50% of Retail Employee Level 1 (MA000004 cl. 17.2)');
  });

  it('shows award-free the national minimum wage, with the casual loading for a casual', () => {
    expect(nationalMinimumJson('2026-07-01', false)).toMatchObject({
      hourly_rate: '26.4400',
      basis: 'national_minimum',
      rule: 'Fair Work Act 2009 s 285: national minimum wage',
      unverified: false,
    });
    // $26.44 × 1.25 = $33.05.
    expect(nationalMinimumJson('2026-07-01', true)?.hourly_rate).toBe('33.0500');
    expect(nationalMinimumJson('2000-01-01', false)).toBeNull();
  });

  it('maps the record’s employment type to the set’s', () => {
    expect(setEmploymentType('Casual')).toBe('casual');
    expect(setEmploymentType('Part-time')).toBe('part_time');
    expect(setEmploymentType('Full-time')).toBe('full_time');
    expect(setEmploymentType('Contract')).toBe('full_time');
  });
});
