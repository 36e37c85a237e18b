import type { ExitReason } from '@wattle/shared/employee-lifecycle';
import type { DeathBenefitPayee } from '@wattle/shared/final-pay';
import { divideRounded, formatAud, formatHours, hoursTimesRate, percentOf } from '@wattle/shared/money';
import type { TerminationCode, TerminationItemKind } from '@wattle/shared/payroll-constants';
import { ageOn } from './nes-termination.ts';
import { WHOLE_OF_INCOME_CAP } from './termination-figures.ts';
import {
  AGE_PENSION_AGE,
  type EtpCode,
  etpWithholding,
  genuineRedundancySplit,
  lumpSumAWithholding,
  reachedPreservationAge,
  type TaxStatus,
} from './termination-tax.ts';

/**
 * A final pay's lines from the leaver's terms and what the payroll officer chose, with no I/O
 * (issue 30 §1). Unused leave is paid at the ordinary hourly rate (with the annual leave loading of
 * the employee's terms), pay in lieu of notice and redundancy pay at the ordinary weekly pay (Fair
 * Work Act ss 117(2)(b), 119(2): the full rate / base rate for ordinary hours). Leave is taken as
 * accrued after 17 August 1993 (the common case: earlier accruals are not covered).
 */

export interface FinalPayContext extends TaxStatus {
  reason: ExitReason;
  last_working_day: string;
  date_of_birth: string;
  hourly_rate_e4: number;
  /** Hundredths of an hour. */
  ordinary_hours_per_week: number;
  loading_points: number;
  years_of_service: number;
  etp_cap_cents: number | null;
  redundancy_base_cents: number | null;
  redundancy_per_year_cents: number | null;
  /** Taxable payments already made in the income year (reduces the whole-of-income cap). */
  taxable_to_date_cents: number;
}

export interface FinalPayChoices {
  annual_leave_hours: number;
  long_service_leave_hours: number;
  notice_in_lieu_weeks: number;
  redundancy_weeks: number;
  genuine_redundancy: boolean;
  invalidity: boolean;
  other_etp_cents: number;
  other_etp_description: string | null;
  death_benefit_to: DeathBenefitPayee | null;
}

export interface PlannedLine {
  kind: TerminationItemKind;
  description: string;
  amount_cents: number;
  hours?: number;
  hourly_rate_e4?: number;
  /** Unused leave's type (annual, long_service): posting debits the hours from its balance (final-pay-leave-debit.ts). */
  leave_code?: string;
  termination_code: TerminationCode;
  withheld_cents: number;
}

export type FinalPayPlan =
  | { ok: true; lines: PlannedLine[]; notes: string[] }
  | { ok: false; errors: Record<string, string[]> };

const DEATH_CODES: Record<DeathBenefitPayee, EtpCode> = {
  dependant: 'ETP-D',
  non_dependant: 'ETP-N',
  trustee: 'ETP-T',
};

/** Weeks (two decimals) of the ordinary weekly pay. */
export const weeksOfPay = (weeklyCents: number, weeks: number): number =>
  divideRounded(weeklyCents * Math.round(weeks * 100), 100);

const weeksText = (weeks: number) => `${weeks} week${weeks === 1 ? '' : 's'}`;

function leaveLines(context: FinalPayContext, choices: FinalPayChoices, code: TerminationCode): PlannedLine[] {
  const lines: PlannedLine[] = [];
  const rate = context.hourly_rate_e4;
  const leave = (hours: number, what: string, leaveCode: string) => ({
    kind: 'unused_leave' as const,
    description: `Unused ${what} (${formatHours(hours)} h)`,
    amount_cents: hoursTimesRate(hours, rate),
    hours,
    hourly_rate_e4: rate,
    leave_code: leaveCode,
    termination_code: code,
    withheld_cents: 0,
  });
  if (choices.annual_leave_hours > 0) {
    const annual = leave(choices.annual_leave_hours, 'annual leave', 'annual');
    lines.push(annual);
    if (context.loading_points > 0) {
      lines.push({
        kind: 'unused_leave',
        description: `Leave loading on unused annual leave (${context.loading_points / 100}%)`,
        amount_cents: percentOf(annual.amount_cents, context.loading_points),
        termination_code: code,
        withheld_cents: 0,
      });
    }
  }
  if (choices.long_service_leave_hours > 0)
    lines.push(leave(choices.long_service_leave_hours, 'long service leave', 'long_service'));
  // Lump Sum A is withheld at 32% of the whole payment, cents disregarded (Schedule 7): on the first line.
  const first = lines[0];
  if (code === 'A-R' && first) {
    first.withheld_cents = lumpSumAWithholding(
      lines.reduce((sum, line) => sum + line.amount_cents, 0),
      context,
    );
  }
  return lines;
}

interface EtpPart {
  kind: TerminationItemKind;
  label: string;
  cents: number;
}

/** The final pay's lines, or the fields to fix. */
export function planFinalPay(context: FinalPayContext, choices: FinalPayChoices): FinalPayPlan {
  const errors: Record<string, string[]> = {};
  const notes: string[] = [];
  const deceased = context.reason === 'deceased';
  const weekly = hoursTimesRate(context.ordinary_hours_per_week, context.hourly_rate_e4);
  const lines: PlannedLine[] = [];

  if (deceased && (choices.annual_leave_hours > 0 || choices.long_service_leave_hours > 0)) {
    notes.push('Unused leave paid to a deceased employee’s estate is not covered by the final pay: pay it separately.');
  } else {
    lines.push(...leaveLines(context, choices, choices.genuine_redundancy || choices.invalidity ? 'A-R' : 'U'));
  }

  const parts = (
    [
      {
        kind: 'redundancy',
        label: `Redundancy pay: ${weeksText(choices.redundancy_weeks)}`,
        cents: weeksOfPay(weekly, choices.redundancy_weeks),
      },
      {
        kind: 'notice_in_lieu',
        label: `Pay in lieu of notice: ${weeksText(choices.notice_in_lieu_weeks)}`,
        cents: weeksOfPay(weekly, choices.notice_in_lieu_weeks),
      },
      {
        kind: 'termination_payment',
        label: choices.other_etp_description || 'Termination payment',
        cents: choices.other_etp_cents,
      },
    ] satisfies EtpPart[]
  ).filter((part) => part.cents > 0);

  // The genuine redundancy payment's tax-free part (Lump Sum D), the rest an ETP with code R.
  const etps: { part: EtpPart; cents: number; code: EtpCode }[] = [];
  let taxFreeLeft = 0;
  if (choices.genuine_redundancy && !deceased && parts.length > 0) {
    if (context.redundancy_base_cents === null) errors.redundancy_base = ['Enter the tax-free base limit of the year.'];
    if (context.redundancy_per_year_cents === null) {
      errors.redundancy_per_year = ['Enter the tax-free amount for each year of service.'];
    }
    if (ageOn(context.date_of_birth, context.last_working_day) >= AGE_PENSION_AGE) {
      notes.push(
        `At age pension age (${AGE_PENSION_AGE}) or over there is no tax-free part: the payment is an ETP with code R.`,
      );
    } else {
      taxFreeLeft = genuineRedundancySplit(
        Number.MAX_SAFE_INTEGER,
        context.years_of_service,
        context.redundancy_base_cents ?? 0,
        context.redundancy_per_year_cents ?? 0,
      ).tax_free_cents;
    }
  }
  for (const part of parts) {
    if (choices.genuine_redundancy && !deceased) {
      const free = Math.min(part.cents, taxFreeLeft);
      taxFreeLeft -= free;
      if (free > 0) {
        lines.push({
          kind: part.kind,
          description: `${part.label} (tax-free part of a genuine redundancy, Lump Sum D)`,
          amount_cents: free,
          termination_code: 'D',
          withheld_cents: 0,
        });
      }
      if (part.cents > free) etps.push({ part, cents: part.cents - free, code: 'ETP-R' });
    } else if (deceased) {
      if (!choices.death_benefit_to) errors.death_benefit_to = ['Choose who the death benefit is paid to.'];
      etps.push({ part, cents: part.cents, code: DEATH_CODES[choices.death_benefit_to ?? 'trustee'] });
    } else {
      const excluded = choices.invalidity && part.kind === 'termination_payment';
      etps.push({ part, cents: part.cents, code: excluded ? 'ETP-R' : 'ETP-O' });
    }
  }
  if (etps.length > 0 && context.etp_cap_cents === null) errors.etp_cap = ['Enter the ETP cap of the year.'];
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // Excluded payments first (ETP cap only), then the others (the smaller of the two caps).
  const preserved = reachedPreservationAge(context.date_of_birth, context.last_working_day);
  let capLeft = context.etp_cap_cents ?? 0;
  let otherTaxable =
    context.taxable_to_date_cents +
    lines.reduce((sum, line) => sum + (line.termination_code === 'D' ? 0 : line.amount_cents), 0);
  for (const etp of [...etps].sort((a, b) => Number(a.code === 'ETP-O') - Number(b.code === 'ETP-O'))) {
    const taxed = etpWithholding({
      code: etp.code,
      taxable_cents: etp.cents,
      tfn_provided: context.tfn_provided,
      residency: context.residency,
      reached_preservation_age: preserved,
      etp_cap_cents: capLeft,
      whole_of_income_room_cents: Math.max(0, (WHOLE_OF_INCOME_CAP.cents ?? 0) - otherTaxable),
    });
    capLeft = Math.max(0, capLeft - etp.cents);
    otherTaxable += etp.cents;
    lines.push({
      kind: etp.part.kind,
      description: `${etp.part.label} (ETP code ${etp.code.slice(4)}${
        taxed.above_cap_cents > 0 ? `, ${formatAud(taxed.above_cap_cents)} above the cap` : ''
      })`,
      amount_cents: etp.cents,
      termination_code: etp.code,
      withheld_cents: taxed.withheld_cents,
    });
  }
  return { ok: true, lines, notes };
}
