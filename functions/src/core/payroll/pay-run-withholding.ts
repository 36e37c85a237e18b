import { listLoadedTaxTables } from './loaded-tax-tables.ts';
import type { WithholdFn } from './payslip-types.ts';
import { calculateWithholding } from './withholding.ts';

/**
 * Where pay runs get PAYG withholding for an organization: the withholding calculator
 * (withholding.ts) with the tables the organization loaded, read once per task. A pay date no
 * table covers comes back `ok: false` naming the missing table, which becomes the payslip's problem.
 */
export async function withholdingFor(organizationId: number): Promise<WithholdFn> {
  const loaded = await listLoadedTaxTables(organizationId);
  return (input) => calculateWithholding(input, loaded);
}
