import { formatMoney, parseMoney } from '@wattle/shared/money';
import { type WithholdingAnswer, withholdingRequest } from '@wattle/shared/payroll-withholding';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { listLoadedTaxTables } from './loaded-tax-tables.ts';
import { calculateWithholding, type WithholdingInput } from './withholding.ts';

/**
 * `POST /payroll/withholding`: the calculator behind pay runs, with the organization's loaded
 * tables (one Query), which win over the product's for their scale and dates, as in a pay run
 * (pay-run-withholding.ts). A table still missing answers 422 naming it.
 */
export async function computeWithholding(body: unknown): Promise<WithholdingAnswer> {
  const data = parseInput(withholdingRequest, body);
  const organizationId = Number(data.organization_id);
  const input: WithholdingInput = {
    gross_cents: parseMoney(data.gross) ?? 0,
    frequency: data.period,
    pay_date: data.pay_date,
    declaration: {
      tfn_provided: data.tfn_provided,
      residency: data.residency,
      tax_free_threshold: data.tax_free_threshold,
      medicare_levy_exemption: data.medicare_levy_exemption,
      study_loan: data.study_loan,
      ...(data.tax_offsets ? { tax_offsets_cents: parseMoney(data.tax_offsets) ?? 0 } : {}),
      medicare_levy_spouse: data.medicare_levy_spouse,
      medicare_levy_children: data.medicare_levy_children,
    },
  };
  const result = calculateWithholding(input, await listLoadedTaxTables(organizationId));
  if (!result.ok) throw VisibleError.validation({ pay_date: [result.missing] });
  return {
    withholding: formatMoney(result.withholding_cents),
    study_loan: formatMoney(result.study_loan_cents),
    scale: result.scale,
    schedule: result.schedule,
    unverified: result.unverified,
    tax_offset: formatMoney(result.tax_offset_cents ?? 0),
    medicare_levy_adjustment: formatMoney(result.medicare_levy_adjustment_cents ?? 0),
  };
}
