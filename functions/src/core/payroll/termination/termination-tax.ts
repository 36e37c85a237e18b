import type { PayFrequency, TerminationCode } from '@wattle/shared/payroll-constants';
import { PERIODS_IN_YEAR } from '../additional-payments.ts';
import type { WithholdFn, WithholdInput } from '../payslip-types.ts';
import { ageOn } from './nes-termination.ts';

/**
 * PAYG withholding on termination payments, pure and in integer cents (issue 30 §1).
 *
 * Schedule 7 — Tax table for unused leave payments on termination of employment (payments from
 * 13 October 2020), https://www.ato.gov.au/Rates/Schedule-7---Tax-table-for-unused-leave-payments-on-termination-of-employment
 * (read here): annual leave, leave loading and long service leave accrued after 17 August 1993 on a
 * normal termination at marginal rates (the payment spread over the year's pay periods, as
 * Schedule 5); if that payment is under $300, the lesser of that and 32%. On a genuine
 * redundancy, invalidity or early retirement scheme, and for leave accrued before 18 August 1993
 * (long service leave from 16 August 1978), 32% — Lump Sum A; long service leave accrued before
 * 16 August 1978: 5% of it at marginal rates — Lump Sum B. No TFN: 47% (45% foreign resident),
 * ATO "Withholding from unused leave payments on termination of employment",
 * https://www.ato.gov.au/Forms/Withholding-from-unused-leave-payments-on-termination-of-employment/?page=2.
 * The ATO's worked example (invalidity: $2,260 annual leave + $420 loading, $2,680 × 32% = $857,
 * cents disregarded) is in the unit tests.
 *
 * Schedule 11 — Tax table for employment termination payments (payments from 13 October 2020),
 * https://www.ato.gov.au/Rates/Schedule-11---Tax-table-for-employment-termination-payments/?page=1
 * (Table A, read here in its 2013-14 form with the 2020 rates): life benefit ETP up to the cap 32%
 * under preservation age, 17% at or over it (age at the end of the income year); above the cap 47%.
 * Excluded payments (genuine redundancy over the tax-free part, invalidity, compensation: code R)
 * use the ETP cap; others (golden handshake, non-genuine redundancy, in lieu of notice: code O) the
 * smaller of the ETP cap and the whole-of-income cap. Death benefit ETP: to a dependant nil up to
 * the cap, to a non-dependant 32%, above the cap 47%; to the trustee of the estate, no withholding.
 * Foreign residents: the same rates less the 2% Medicare levy. No TFN: 47% (45% foreign resident).
 */

const LUMP_SUM_A_POINTS = 3200;
const SMALL_PAYMENT_CENTS = 30_000;
const NO_TFN_POINTS = { resident: 4700, foreign: 4500 } as const;

export interface TaxStatus {
  tfn_provided: boolean;
  residency: 'resident' | 'foreign';
}

/** `points` hundredths of a percent of `cents`, cents of the result disregarded. */
export const ratePart = (cents: number, points: number): number =>
  Math.floor(Math.floor((cents * points) / 10_000) / 100) * 100;

const wholeDollars = (cents: number) => Math.floor(cents / 100) * 100;

/** Schedule 7 at 32% (Lump Sum A) or, without a TFN, 47% / 45%. */
export function lumpSumAWithholding(cents: number, status: TaxStatus): number {
  if (!status.tfn_provided) return ratePart(cents, NO_TFN_POINTS[status.residency]);
  return ratePart(cents, LUMP_SUM_A_POINTS);
}

/**
 * Schedule 7 at marginal rates on `leaveCents` paid with `input.gross_cents` of the period's other
 * taxable earnings: steps 1–7 of the marginal rate method (the period's withholding on the normal
 * earnings, cents ignored; the payment ÷ the pay periods in a year, cents ignored, added; the
 * difference × the periods), the lesser of that and 32% when the payment is under $300. Without a
 * TFN, 47% / 45% of the payment. Null when the tables cannot withhold (a missing schedule).
 */
export function marginalLeaveWithholding(
  withhold: WithholdFn,
  input: WithholdInput & { frequency: PayFrequency },
  leaveCents: number,
): number | null {
  if (leaveCents <= 0) return 0;
  const status = { tfn_provided: input.declaration.tfn_provided, residency: input.declaration.residency };
  if (!status.tfn_provided) return ratePart(leaveCents, NO_TFN_POINTS[status.residency]);
  const periods = PERIODS_IN_YEAR[input.frequency];
  const normal = wholeDollars(input.gross_cents);
  const base = withhold({ ...input, gross_cents: normal });
  const spread = withhold({ ...input, gross_cents: normal + wholeDollars(Math.floor(leaveCents / periods)) });
  if (!base.ok || !spread.ok) return null;
  const marginal = Math.max(0, spread.withholding_cents - base.withholding_cents) * periods;
  return leaveCents < SMALL_PAYMENT_CENTS ? Math.min(marginal, lumpSumAWithholding(leaveCents, status)) : marginal;
}

/** Preservation age by date of birth (SIS Regulations reg 6.01(2); 60 for anyone born from 1 July 1964). */
export function preservationAge(dateOfBirth: string): number {
  if (dateOfBirth < '1960-07-01') return 55;
  if (dateOfBirth < '1961-07-01') return 56;
  if (dateOfBirth < '1962-07-01') return 57;
  if (dateOfBirth < '1963-07-01') return 58;
  if (dateOfBirth < '1964-07-01') return 59;
  return 60;
}

/** Whether the person is at or over preservation age at the end of the income year of `payDate` (Schedule 11, Table A). */
export function reachedPreservationAge(dateOfBirth: string, payDate: string): boolean {
  const startYear = Number(payDate.slice(0, 4)) - (payDate.slice(5) >= '07-01' ? 0 : 1);
  return ageOn(dateOfBirth, `${startYear + 1}-06-30`) >= preservationAge(dateOfBirth);
}

export type EtpCode = Extract<TerminationCode, `ETP-${string}`>;

export interface EtpInput extends TaxStatus {
  code: EtpCode;
  taxable_cents: number;
  /** Life benefit: at or over preservation age at the end of the income year. */
  reached_preservation_age: boolean;
  /** The ETP cap of the income year less earlier ETPs (this year, or for the same termination). */
  etp_cap_cents: number;
  /** Code O only: the whole-of-income cap less the year's other taxable payments. */
  whole_of_income_room_cents?: number;
}

export interface EtpWithholding {
  withheld_cents: number;
  /** The part withheld at the concessional rate, and that rate in hundredths of a percent. */
  within_cap_cents: number;
  within_cap_points: number;
  above_cap_cents: number;
  above_cap_points: number;
}

/** Schedule 11 on one ETP's taxable component. */
export function etpWithholding(input: EtpInput): EtpWithholding {
  const taxable = Math.max(0, input.taxable_cents);
  const medicare = input.residency === 'foreign' ? 200 : 0;
  if (input.code === 'ETP-T') {
    return {
      withheld_cents: 0,
      within_cap_cents: taxable,
      within_cap_points: 0,
      above_cap_cents: 0,
      above_cap_points: 0,
    };
  }
  if (!input.tfn_provided) {
    const points = NO_TFN_POINTS[input.residency];
    return {
      withheld_cents: ratePart(taxable, points),
      within_cap_cents: 0,
      within_cap_points: 0,
      above_cap_cents: taxable,
      above_cap_points: points,
    };
  }
  const cap = Math.max(
    0,
    input.code === 'ETP-O'
      ? Math.min(input.etp_cap_cents, input.whole_of_income_room_cents ?? input.etp_cap_cents)
      : input.etp_cap_cents,
  );
  const within = Math.min(taxable, cap);
  const above = taxable - within;
  const lowPoints =
    input.code === 'ETP-D'
      ? 0
      : input.code === 'ETP-R' || input.code === 'ETP-O'
        ? (input.reached_preservation_age ? 1700 : 3200) - medicare
        : 3200 - medicare;
  const highPoints = 4700 - medicare;
  return {
    withheld_cents: ratePart(within, lowPoints) + ratePart(above, highPoints),
    within_cap_cents: within,
    within_cap_points: lowPoints,
    above_cap_cents: above,
    above_cap_points: highPoints,
  };
}

/**
 * A genuine redundancy (or early retirement scheme) payment split into its tax-free part — the base
 * limit plus the amount for each complete year of service (Lump Sum D, not an ETP) — and the
 * rest, an ETP with code R (ITAA 1997 s 83-170; ATO "Genuine redundancy payments").
 */
export function genuineRedundancySplit(
  paymentCents: number,
  completeYears: number,
  baseCents: number,
  perYearCents: number,
): { tax_free_cents: number; etp_cents: number } {
  const limit = baseCents + perYearCents * completeYears;
  const taxFree = Math.min(Math.max(0, paymentCents), limit);
  return { tax_free_cents: taxFree, etp_cents: Math.max(0, paymentCents - taxFree) };
}

/** Age pension age, the limit for a genuine redundancy's tax concession since 1 July 2019 (67 from 1 July 2023). */
export const AGE_PENSION_AGE = 67;
