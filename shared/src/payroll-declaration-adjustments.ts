import * as z from 'zod';
import { MONEY_PATTERN } from './money.ts';

/**
 * What an employee claims on a withholding declaration and a Medicare levy variation declaration
 * (issue 30 §3), on their pay setup and in the PAYG calculator: the annual tax offsets (Schedule 1
 * takes the period's value off the amount to withhold, scales 2, 5 and 6) and the spouse and
 * dependent children for the Medicare levy adjustment (scales 2 and 6).
 */

export const DECLARATION_ADJUSTMENT_MESSAGES = {
  offsets: 'Enter the annual tax offsets in dollars and cents, e.g. 1200.00.',
  offsetsRange: 'Tax offsets are from 0 to 99,999.99 a year.',
  children: 'Enter the number of dependent children, 0 to 30.',
  yesNo: 'Answer yes or no.',
  offsetsScale: 'Tax offsets are allowed only with a TFN, as a resident claiming the tax-free threshold.',
  medicareScale:
    'The Medicare levy adjustment applies only to a resident with a TFN claiming the tax-free threshold, with no or a half Medicare levy exemption.',
} as const;

/** The fields (`PUT /employees/{id}/pay`, `POST /payroll/withholding`): none claimed unless given. */
export const declarationAdjustmentFields = () => ({
  tax_offsets: z
    .string({ error: DECLARATION_ADJUSTMENT_MESSAGES.offsets })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || MONEY_PATTERN.test(value), { error: DECLARATION_ADJUSTMENT_MESSAGES.offsets })
    .refine((value) => value === null || (!value.startsWith('-') && Number(value) < 100_000), {
      error: DECLARATION_ADJUSTMENT_MESSAGES.offsetsRange,
    }),
  medicare_levy_spouse: z
    .boolean({ error: DECLARATION_ADJUSTMENT_MESSAGES.yesNo })
    .nullish()
    .transform((value) => value ?? false),
  medicare_levy_children: z
    .number({ error: DECLARATION_ADJUSTMENT_MESSAGES.children })
    .int({ error: DECLARATION_ADJUSTMENT_MESSAGES.children })
    .min(0, { error: DECLARATION_ADJUSTMENT_MESSAGES.children })
    .max(30, { error: DECLARATION_ADJUSTMENT_MESSAGES.children })
    .nullish()
    .transform((value) => value ?? 0),
});

/** The cross-field rules: offsets under scales 2, 5 and 6; the Medicare levy adjustment under 2 and 6. */
export function declarationAdjustmentIssues(value: {
  tfn_provided: boolean;
  residency: string;
  tax_free_threshold: boolean;
  medicare_levy_exemption: string;
  tax_offsets: string | null;
  medicare_levy_spouse: boolean;
  medicare_levy_children: number;
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const thresholdScale = value.tfn_provided && value.residency === 'resident' && value.tax_free_threshold;
  if (value.tax_offsets !== null && Number(value.tax_offsets) > 0 && !thresholdScale)
    issues.push({ path: 'tax_offsets', message: DECLARATION_ADJUSTMENT_MESSAGES.offsetsScale });
  const claimsFamily = value.medicare_levy_spouse || value.medicare_levy_children > 0;
  if (claimsFamily && (!thresholdScale || value.medicare_levy_exemption === 'full'))
    issues.push({
      path: value.medicare_levy_spouse ? 'medicare_levy_spouse' : 'medicare_levy_children',
      message: DECLARATION_ADJUSTMENT_MESSAGES.medicareScale,
    });
  return issues;
}
