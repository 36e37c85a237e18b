import { formatHourlyRate, formatHours, formatMoney, formatRate, parseMoney, parseRate } from '@wattle/shared/money';
import type { MinimumRateJson } from '@wattle/shared/pay-minimum';
import type { EmployeePayPeriodJson, employeePayInput } from '@wattle/shared/payroll-setup';
import type * as z from 'zod';
import type { PayConditionFields } from './employee-pay-conditions.ts';
import { incomeTypeOf } from './income-types.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';

/**
 * An employee's pay period, its JSON and the pay setup form's body, both ways: `periodOf` is what
 * putEmployeePay stores of a checked body, `payInputOf` the body that stores a period again (the
 * import's starting point for a row: the stored period with the row's cells over it).
 */
export function periodOf(data: z.output<typeof employeePayInput>, terms: PayConditionFields): EmployeePayPeriod {
  return {
    effective_from: data.effective_from,
    basis: data.basis,
    ...(data.basis === 'salary' ? { annual_salary_cents: parseMoney(data.annual_salary as string) as number } : {}),
    ...terms,
    pay_schedule_id: data.pay_schedule_id,
    tfn_provided: data.tfn_provided,
    residency: data.residency,
    tax_free_threshold: data.tax_free_threshold,
    medicare_levy_exemption: data.medicare_levy_exemption,
    study_loan: data.study_loan,
    ...(data.tax_offsets && parseMoney(data.tax_offsets)
      ? { tax_offsets_cents: parseMoney(data.tax_offsets) as number }
      : {}),
    ...(data.medicare_levy_spouse ? { medicare_levy_spouse: true } : {}),
    ...(data.medicare_levy_children > 0 ? { medicare_levy_children: data.medicare_levy_children } : {}),
    ...(data.income_type !== 'SAW' ? { income_type: data.income_type } : {}),
    ...(data.income_country ? { income_country: data.income_country } : {}),
    ...(data.super_fund?.abn ? { super_fund_abn: data.super_fund.abn.replace(/\s/g, '') } : {}),
    ...(data.super_rate ? { super_rate_points: parseRate(data.super_rate) as number } : {}),
    ...(data.leave_loading_rate ? { leave_loading_points: parseRate(data.leave_loading_rate) as number } : {}),
    ...(data.salary_sacrifice_super && parseMoney(data.salary_sacrifice_super)
      ? { salary_sacrifice_super_cents: parseMoney(data.salary_sacrifice_super) as number }
      : {}),
  };
}

/** A period as the API answers it (with the minimum rate the caller worked out, if any). */
export const toPeriodJson = (
  period: EmployeePayPeriod,
  minimum: MinimumRateJson | null = null,
): EmployeePayPeriodJson => ({
  effective_from: period.effective_from,
  basis: period.basis,
  annual_salary: period.annual_salary_cents === undefined ? null : formatMoney(period.annual_salary_cents),
  hourly_rate: period.hourly_rate_e4 === undefined ? null : formatHourlyRate(period.hourly_rate_e4),
  ordinary_hours_per_week: formatHours(period.ordinary_hours_per_week),
  pay_schedule_id: period.pay_schedule_id,
  tfn_provided: period.tfn_provided,
  residency: period.residency,
  tax_free_threshold: period.tax_free_threshold,
  medicare_levy_exemption: period.medicare_levy_exemption,
  study_loan: period.study_loan,
  tax_offsets: period.tax_offsets_cents === undefined ? null : formatMoney(period.tax_offsets_cents),
  medicare_levy_spouse: period.medicare_levy_spouse === true,
  medicare_levy_children: period.medicare_levy_children ?? 0,
  income_type: incomeTypeOf(period),
  income_country: period.income_country ?? null,
  super_fund: {
    name: period.super_fund_name ?? null,
    usi: period.super_fund_usi ?? null,
    abn: period.super_fund_abn ?? null,
    member_number: period.super_member_number ?? null,
  },
  super_rate: period.super_rate_points === undefined ? null : formatRate(period.super_rate_points),
  leave_loading_rate: period.leave_loading_points === undefined ? null : formatRate(period.leave_loading_points),
  salary_sacrifice_super:
    period.salary_sacrifice_super_cents === undefined ? null : formatMoney(period.salary_sacrifice_super_cents),
  pay_condition_set_id: period.pay_condition_set_id ?? null,
  classification: period.classification ?? null,
  apprentice_year: period.apprentice_year ?? null,
  minimum_rate: minimum,
});

/** The body of PUT /employees/{id}/pay that stores `period` (a casual's 0 hours as empty). */
export function payInputOf(period: EmployeePayPeriod): Record<string, unknown> {
  const { minimum_rate: _minimum, super_fund, ...json } = toPeriodJson(period);
  return {
    ...json,
    ordinary_hours_per_week: period.ordinary_hours_per_week === 0 ? null : json.ordinary_hours_per_week,
    super_fund: { abn: super_fund.abn },
  };
}
