import { formatAudAmount, formatAudRateText } from '@wattle/shared/money';
import type { EmployeePayPeriodJson } from '@wattle/shared/payroll-setup';

/** "$85,000.00 a year", "$45.50 an hour" or "$27.81 an hour (minimum)" (more decimals only when the rate has them: "$31.2567 an hour"). */
export function describeRate(period: EmployeePayPeriodJson): string {
  if (period.basis === 'salary' && period.annual_salary) return `${formatAudAmount(period.annual_salary)} a year`;
  if (period.hourly_rate) return `${formatAudRateText(period.hourly_rate)} an hour`;
  // Under pay conditions with no agreed rate: the set's minimum is paid.
  if (period.minimum_rate) return `${formatAudRateText(period.minimum_rate.hourly_rate)} an hour (minimum)`;
  return '—';
}

export const BASIS_LABELS = { salary: 'Salary', hourly: 'Hourly' } as const;

/** A money string as en-AU dollars ("$1,500.00"). */
export const aud = (value: string | null) => (value === null ? '—' : formatAudAmount(value));
