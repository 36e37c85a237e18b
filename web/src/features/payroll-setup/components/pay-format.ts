import { formatAudAmount, parseHourlyRate } from '@wattle/shared/money';
import type { EmployeePayPeriodJson } from '@wattle/shared/payroll-setup';

/** "$85,000.00 a year" or "$45.5000 an hour" (rates keep their four decimals). */
export function describeRate(period: EmployeePayPeriodJson): string {
  if (period.basis === 'salary' && period.annual_salary) return `${formatAudAmount(period.annual_salary)} a year`;
  if (period.hourly_rate) {
    const rate = parseHourlyRate(period.hourly_rate) ?? 0;
    return `$${Math.trunc(rate / 10_000).toLocaleString('en-AU')}.${String(rate % 10_000).padStart(4, '0')} an hour`;
  }
  return '—';
}

export const BASIS_LABELS = { salary: 'Salary', hourly: 'Hourly' } as const;

/** A money string as en-AU dollars ("$1,500.00"). */
export const aud = (value: string | null) => (value === null ? '—' : formatAudAmount(value));
