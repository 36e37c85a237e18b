import * as z from 'zod';

/**
 * Single Touch Payroll Phase 2 income types (issue 30 §3), chosen on an employee's pay setup and
 * reported as the payee's IncomeStreamTypeCode. Source: ATO, "STP Phase 2 employer reporting
 * guidelines", Income types
 * (https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll/in-detail/single-touch-payroll-phase-2-employer-reporting-guidelines).
 * WHM, IAA and FEI carry a country code (ISO 3166-1 alpha-2): the working holiday maker's home
 * country (as on their visa), the foreign employing entity's country, the country worked in.
 */

export const INCOME_STREAM_TYPES = ['SAW', 'CHP', 'WHM', 'IAA', 'SWP', 'FEI', 'VOL', 'LAB'] as const;
export type IncomeStreamType = (typeof INCOME_STREAM_TYPES)[number];

export const INCOME_STREAM_TYPE_LABELS: Record<IncomeStreamType, string> = {
  SAW: 'SAW – Salary and wages',
  CHP: 'CHP – Closely held payee',
  WHM: 'WHM – Working holiday maker',
  IAA: 'IAA – Inbound assignee to Australia',
  SWP: 'SWP – Seasonal Worker Programme',
  FEI: 'FEI – Foreign employment income',
  VOL: 'VOL – Voluntary agreement',
  LAB: 'LAB – Labour hire',
};

/** The income types whose STP record names a country. */
export const COUNTRY_INCOME_TYPES: readonly IncomeStreamType[] = ['WHM', 'IAA', 'FEI'];

export const INCOME_TYPE_MESSAGES = {
  type: `Choose an STP income type: ${INCOME_STREAM_TYPES.join(', ')}.`,
  country: 'Enter the country as its two-letter code (ISO 3166-1), e.g. GB.',
  countryRequired: 'This income type needs the country: two letters, e.g. GB.',
  countryNotUsed: 'Only WHM, IAA and FEI income types name a country.',
  australia: 'Enter the country outside Australia.',
  whmForeign: 'A working holiday maker is a foreign resident for tax.',
} as const;

/** The pay setup fields (`PUT /employees/{id}/pay`): SAW unless another type is chosen. */
export const incomeTypeFields = () => ({
  income_type: z
    .enum(INCOME_STREAM_TYPES, { error: INCOME_TYPE_MESSAGES.type })
    .nullish()
    .transform((value) => value ?? 'SAW'),
  income_country: z
    .string({ error: INCOME_TYPE_MESSAGES.country })
    .trim()
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null))
    .refine((value) => value === null || /^[A-Z]{2}$/.test(value), { error: INCOME_TYPE_MESSAGES.country }),
});

/** The cross-field rules, for the pay setup schema's superRefine. */
export function incomeTypeIssues(value: {
  income_type: IncomeStreamType;
  income_country: string | null;
  residency: string;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const needsCountry = COUNTRY_INCOME_TYPES.includes(value.income_type);
  if (needsCountry && !value.income_country)
    issues.push({ path: 'income_country', message: INCOME_TYPE_MESSAGES.countryRequired });
  if (!needsCountry && value.income_country)
    issues.push({ path: 'income_country', message: INCOME_TYPE_MESSAGES.countryNotUsed });
  if (needsCountry && value.income_country === 'AU')
    issues.push({ path: 'income_country', message: INCOME_TYPE_MESSAGES.australia });
  if (value.income_type === 'WHM' && value.residency !== 'foreign')
    issues.push({ path: 'residency', message: INCOME_TYPE_MESSAGES.whmForeign });
  return issues;
}
