import { openPayrollField } from '../employees/payroll.ts';
import type { PayTerms } from './payslip-types.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';

/**
 * The employee's super fund is typed once, on their record (the employee form's Financial & Legal:
 * fund name, USI, member number; issue 25 §3). Pay setup reads it from there and keeps no copy; a
 * pay run puts the record's fund on each payslip when it works the payslip out. Pay periods saved
 * before the record held the fund keep their own, which applies while the record names none.
 */

/** What the record keeps of the fund; the member number is a payroll identifier (sealed). */
export interface FundFields {
  organization_id: number;
  employee_id: number;
  superannuation_fund_name?: string | undefined;
  superannuation_fund_usi?: string | undefined;
  superannuation_member_number?: string | undefined;
}

/** The fund as a payslip carries it. */
export type PayslipFund = Pick<PayTerms, 'super_fund_name' | 'super_fund_usi' | 'super_member_number'>;

export const FUND_ATTRIBUTES = [
  'superannuation_fund_name',
  'superannuation_fund_usi',
  'superannuation_member_number',
] as const;

/** The record's fund with its member number in clear; null when the record names no fund. */
export async function fundOnRecord(record: FundFields): Promise<PayslipFund | null> {
  const name = record.superannuation_fund_name?.trim();
  if (!name) return null;
  const member = await openPayrollField(record, 'superannuation_member_number');
  return {
    super_fund_name: name,
    ...(record.superannuation_fund_usi ? { super_fund_usi: record.superannuation_fund_usi } : {}),
    ...(member ? { super_member_number: member } : {}),
  };
}

/** A period saved before the record kept the fund: its own fund; null for later periods. */
export function fundOfPeriod(
  period: Pick<EmployeePayPeriod, 'super_fund_name' | 'super_fund_usi' | 'super_member_number'>,
): PayslipFund | null {
  if (!period.super_fund_name) return null;
  return {
    super_fund_name: period.super_fund_name,
    ...(period.super_fund_usi ? { super_fund_usi: period.super_fund_usi } : {}),
    ...(period.super_member_number ? { super_member_number: period.super_member_number } : {}),
  };
}

/** The terms with the fund the payslip pays: the record's, else the period's (empty when neither has one). */
export function withFund(terms: PayTerms, record: PayslipFund | null): PayTerms {
  const fund = record ?? fundOfPeriod(terms);
  const { super_fund_usi: _usi, super_member_number: _member, ...rest } = terms;
  return { ...rest, super_fund_name: '', ...fund };
}

export const NO_SUPER_FUND_MESSAGE =
  'No super fund on the employee’s record: add it under Financial & Legal, then draft the run again.';
