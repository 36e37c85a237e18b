import { INCOME_STREAM_TYPES, type IncomeStreamType } from '@wattle/shared/payroll-income-types';

/**
 * An employee pay period's STP income type (issue 30 §3): stored only when not SAW
 * (setup-entities.ts), so periods saved before income types existed read as SAW.
 */
export function incomeTypeOf(period: { income_type?: string | undefined }): IncomeStreamType {
  const stored = period.income_type as IncomeStreamType | undefined;
  return stored && INCOME_STREAM_TYPES.includes(stored) ? stored : 'SAW';
}

/** A working holiday maker's period: withheld by Schedule 15 (withholding-whm.ts). */
export const isWorkingHolidayMaker = (period: { income_type?: string | undefined }) => incomeTypeOf(period) === 'WHM';
