import { calculateWithholding, type TaxDeclaration, type WithholdingFrequency } from './withholding.ts';

/** The withholding tests' declaration, pay dates under each schedule and the calculator's answer (it must find a table). */

export const declaration = (overrides: Partial<TaxDeclaration> = {}): TaxDeclaration => ({
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
  ...overrides,
});

export const FROM_2024 = '2025-03-14';
export const FROM_2026 = '2026-07-16';

export function withheld(
  gross: number,
  frequency: WithholdingFrequency,
  day: string,
  overrides: Partial<TaxDeclaration> = {},
) {
  const result = calculateWithholding({
    gross_cents: gross,
    frequency,
    pay_date: day,
    declaration: declaration(overrides),
  });
  if (!result.ok) throw new Error(result.missing);
  return result;
}
