import type { WithholdFn } from './payslip-calculator.ts';

/**
 * Where pay runs get PAYG withholding for an organization: the withholding calculator
 * (core/payroll/withholding.ts) with the organization's loaded tax tables. Until that module is in
 * this branch, every payslip names it as missing, so no run can be finalised on a guess.
 */
type WithholdingSource = (organizationId: number) => Promise<WithholdFn>;

const missing: WithholdingSource = async () => () => ({ ok: false, missing: 'PAYG withholding tables' });
let source: WithholdingSource = missing;

export const withholdingFor = (organizationId: number): Promise<WithholdFn> => source(organizationId);

/** Replaces the source (tests; restored with no argument). */
export function useWithholdingSource(replacement?: WithholdingSource): void {
  source = replacement ?? missing;
}
