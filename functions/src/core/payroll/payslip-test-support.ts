import { beforeAll } from 'vitest';
import { loadHolidayCalendars } from '../leave/public-holidays.ts';
import type { PayTerms, WithholdFn } from './payslip-types.ts';

/** The payslip calculator tests' set-up (tests only): the calendars, a salaried employee's terms, no withholding. */

/** Super due dates count business days: the holiday calendars load on first use (issue 26). */
export const loadCalendarsBeforeAll = () => beforeAll(() => loadHolidayCalendars());

/** A resident's tax declaration with the threshold claimed, and the fund every test employee joins. */
export const residentDeclaration = {
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
  super_fund_name: 'AustralianSuper',
} as const;

/** A salaried employee on 38 hours a week ($78,000 unless said otherwise). */
export const salaryTerms = (overrides: Partial<PayTerms> = {}): PayTerms => ({
  basis: 'salary',
  annual_salary_cents: 7_800_000,
  ordinary_hours_per_week: 3800,
  ...residentDeclaration,
  ...overrides,
});

/** No withholding: for the tests about earnings. */
export const noWithholding: WithholdFn = () => ({
  ok: true,
  withholding_cents: 0,
  study_loan_cents: 0,
  scale: '2',
  schedule: 'test',
});
