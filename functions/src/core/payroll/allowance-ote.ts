import type { StpAllowanceType } from '@wattle/shared/payroll-constants';

/**
 * Whether an allowance is ordinary time earnings (the super guarantee's base), decided by its STP
 * Phase 2 allowance type, as effective-dated data with its sources.
 *
 * Sources (excerpts read when this table was written):
 * - ATO, "Withholding for allowances" (PAYG withholding › payments to employees › allowances and
 *   reimbursements), Table 1a "Types of allowances and how they're treated", column "Part of OTE?
 *   Does SG apply?": working conditions, qualifications or special duties — Yes; non-deductible
 *   expenses — Yes; deductible expenses (the employee is expected to incur deductible expenses at
 *   least equal to the allowance) — No.
 * - ATO, STP Phase 2 employer reporting guidelines, "Quick reference guide": cents per km for a
 *   car's business travel is CD (private travel is OD with ND, non-deductible); equipment the
 *   employee supplies for business is TD; confined spaces, danger, dirt, district, first aid are KN
 *   (task); a driving licence is QN (qualification); OD (other) holds deductible allowances
 *   (descriptions G1 general, V1 private vehicle) and non-deductible ones (ND).
 * - That AD (award transport), LD (laundry), MD (overtime meals) and RD (travel) are deductible
 *   expense allowances is their STP Phase 2 definition as a payroll vendor's guide quotes it
 *   (guide.payroller.com.au, "Adding an allowance"); the ATO's own definitions page was not read.
 * - ATO SGR 2009/2 (from 1 July 2009): expense allowances expected to be fully expended are not
 *   salary or wages, so not OTE. UNVERIFIED: the ruling's own text could not be read where this
 *   table was written, so its paragraph numbers are not cited; the ATO table above is the source
 *   relied on.
 * - From 1 July 2026 (Payday Super) the base is qualifying earnings, which include OTE; the ATO
 *   page "What payments are qualifying earnings" is said to keep fully expended expense allowances
 *   out. UNVERIFIED: that page could not be read here, so the same table is kept in force.
 *
 * OD and an allowance with no type are counted as OTE: the product cannot tell a deductible "other"
 * allowance from a non-deductible one, and paying super on it can never underpay.
 */
export interface AllowanceOteRule {
  from: string;
  /** Last day in force; null while current. */
  to: string | null;
  ordinary_time: Record<StpAllowanceType, boolean>;
  source: string;
}

export const ALLOWANCE_OTE_RULES: readonly AllowanceOteRule[] = [
  {
    from: '2009-07-01',
    to: null,
    ordinary_time: {
      CD: false, // deductible expense allowance (car, business travel)
      AD: false, // deductible expense allowance (award transport)
      LD: false, // deductible expense allowance (laundry of uniforms)
      MD: false, // deductible expense allowance, and paid for overtime, not ordinary hours
      RD: false, // deductible expense allowance (travel)
      TD: false, // deductible expense allowance (tools the employee supplies)
      KN: true, // working conditions or special duties
      QN: true, // qualifications
      OD: true, // deductible or not: cannot be told apart, counted (unverified either way)
    },
    source:
      'ATO, Withholding for allowances, Table 1a (Part of OTE? Does SG apply?); ATO, STP Phase 2 employer reporting guidelines, Allowances; SGR 2009/2 (paragraphs unverified)',
  },
];

/** Whether an allowance of this type paid on `payDate` counts as ordinary time earnings. */
export function allowanceIsOrdinaryTime(type: string | undefined, payDate: string): boolean {
  if (!type) return true;
  const rule = ALLOWANCE_OTE_RULES.find((row) => row.from <= payDate && (row.to === null || payDate <= row.to));
  if (!rule) return true;
  return rule.ordinary_time[type as StpAllowanceType] ?? true;
}
