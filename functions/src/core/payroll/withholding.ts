import { formatLongDate } from '@wattle/shared/calendar';
import type { CoefficientRowJson, LoadedTaxTable } from '@wattle/shared/payroll-withholding';
import { medicareLevyAdjustmentFor } from './tax-tables/medicare-levy-adjustment.ts';
import { schedule1For, schedule8For } from './tax-tables/product-tables.ts';
import type { CoefficientRow, CoefficientScale } from './tax-tables/types.ts';
import { adjustScaleAmount, type ClaimedAdjustments, type MedicareFigures } from './withholding-adjustments.ts';
import { whmWithholding } from './withholding-whm.ts';

/**
 * PAYG withholding by the ATO's Schedule 1 statement of formulas, with the Schedule 8 study and
 * training support loan component. Pure: the tables are data (tax-tables/), a pay date outside
 * them is answered with the missing table's name, never a guess. Exact: integer cents and
 * BigInt, coefficients read as ten-thousandths from the schedule's text.
 *
 * The rules (Schedule 1, "Working out the weekly earnings" and "Rounding of withholding amounts"):
 * - x = the weekly earnings in whole dollars plus 99 cents; y = a·x − b, rounded to the nearest
 *   dollar, 50 cents rounding up, with no preliminary rounding to the cent;
 * - fortnightly: half the fortnightly earnings, cents ignored, as weekly; the weekly amount × 2;
 * - monthly: the monthly earnings (plus a cent when they end in 33 cents) × 3 ÷ 13, cents
 *   ignored, as weekly; the weekly amount × 13 ÷ 3 rounded to the nearest dollar;
 * - quarterly: the quarterly earnings ÷ 13, cents ignored, as weekly; the weekly amount × 13;
 * - scale 4 (no TFN): the rate on the period's earnings ignoring cents, cents of the result ignored.
 */

export type WithholdingFrequency = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly';
/** The claims of a withholding declaration and a Medicare levy variation declaration (withholding-adjustments.ts). */
export interface TaxDeclaration extends ClaimedAdjustments {
  tfn_provided: boolean;
  residency: 'resident' | 'foreign';
  tax_free_threshold: boolean;
  medicare_levy_exemption: 'none' | 'half' | 'full';
  study_loan: boolean;
  /** STP income type WHM: withheld by Schedule 15 on the year's earnings (withholding-whm.ts). */
  working_holiday_maker?: boolean;
}
export interface WithholdingInput {
  gross_cents: number;
  frequency: WithholdingFrequency;
  pay_date: string /* YYYY-MM-DD */;
  declaration: TaxDeclaration;
  /** Earnings from this employer earlier in the financial year (Schedule 15 only). */
  earnings_to_date_cents?: number;
}
export type WithholdingResult =
  | {
      ok: true;
      /** The whole amount to withhold, the study loan component included. */
      withholding_cents: number;
      /** The study loan component inside `withholding_cents`. */
      study_loan_cents: number;
      scale: string;
      schedule: string;
      /** A built-in table used here was not checked against the ATO's publication (tax-tables/). */
      unverified: boolean;
      /** Taken off the scale's amount for the declaration's tax offsets and Medicare levy adjustment. */
      tax_offset_cents?: number;
      medicare_levy_adjustment_cents?: number;
      /** The loaded table whose Medicare levy adjustment figures were used (not the built-in, unverified ones). */
      medicare_levy_loaded?: string;
    }
  | { ok: false; missing: string };
export type { LoadedTaxTable };

type Row = CoefficientRow | CoefficientRowJson;

/** "0.3227" → 3227n; "-0.6702" → -6702n (ten-thousandths, exact). */
export function tenThousandths(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a coefficient: ${text}`);
  const value = BigInt(match[2] as string) * 10_000n + BigInt((match[3] ?? '').padEnd(4, '0'));
  return match[1] ? -value : value;
}

/** Whole dollars of weekly earnings (the x of the formulas, without its 99 cents) for the period's gross. */
export function weeklyDollars(grossCents: number, frequency: WithholdingFrequency): bigint {
  const gross = BigInt(grossCents);
  switch (frequency) {
    case 'weekly':
      return gross / 100n;
    case 'fortnightly':
      return gross / 200n;
    case 'monthly':
      return ((gross % 100n === 33n ? gross + 1n : gross) * 3n) / 1300n;
    case 'quarterly':
      return gross / 1300n;
  }
}

/** y = a·x − b for x = dollars + 0.99, rounded to the nearest dollar (halves up), never below 0. */
export function weeklyAmount(rows: readonly Row[], dollars: bigint): bigint {
  const row = rows.find((candidate) => candidate.less_than === null || dollars < BigInt(candidate.less_than));
  if (!row) return 0n;
  const xCents = dollars * 100n + 99n;
  // a (1e-4) × x (1e-2) is in millionths of a dollar; b (1e-4) × 100 too.
  const y = tenThousandths(row.a) * xCents - tenThousandths(row.b) * 100n;
  if (y <= 0n) return 0n;
  return (y + 500_000n) / 1_000_000n;
}

/** The period's amount from the weekly one. */
export function periodAmount(weekly: bigint, frequency: WithholdingFrequency): bigint {
  switch (frequency) {
    case 'weekly':
      return weekly;
    case 'fortnightly':
      return weekly * 2n;
    case 'monthly':
      return (weekly * 13n * 2n + 3n) / 6n;
    case 'quarterly':
      return weekly * 13n;
  }
}

/** Scale 4: the rate on earnings ignoring cents; cents of the result ignored. */
export function noTfnAmount(grossCents: number, rate: string): bigint {
  return ((BigInt(grossCents) / 100n) * tenThousandths(rate)) / 10_000n;
}

/** The scale a declaration calls for (Schedule 1, "Withholding according to employee declarations"). */
export function scaleOf(declaration: TaxDeclaration): CoefficientScale | '4_resident' | '4_foreign' {
  if (!declaration.tfn_provided) return declaration.residency === 'foreign' ? '4_foreign' : '4_resident';
  if (declaration.residency === 'foreign') return '3';
  if (!declaration.tax_free_threshold) return '1';
  if (declaration.medicare_levy_exemption === 'full') return '5';
  if (declaration.medicare_levy_exemption === 'half') return '6';
  return '2';
}

const SCALE_NAMES: Record<ReturnType<typeof scaleOf>, string> = {
  '1': 'Scale 1',
  '2': 'Scale 2',
  '3': 'Scale 3',
  '4_resident': 'Scale 4 (resident)',
  '4_foreign': 'Scale 4 (foreign resident)',
  '5': 'Scale 5',
  '6': 'Scale 6',
};

/** "2024-07-01" → "1 July 2024" (from the digits, no Intl: a pay run asks for every employee). */
const longDate = formatLongDate;

/** Each table's description, worked out once. */
const descriptions = new WeakMap<object, string>();
function described(key: object, describe: () => string): string {
  let text = descriptions.get(key);
  if (text === undefined) {
    text = describe();
    descriptions.set(key, text);
  }
  return text;
}

const missingSchedule1 = (day: string) =>
  `No PAYG withholding table (Schedule 1) for payments on ${longDate(day)}: load one in payroll settings.`;
const missingMedicare = (day: string) =>
  `No Medicare levy adjustment figures (Schedule 1) for payments on ${longDate(day)}: the employee's spouse and children cannot be allowed for. Load them with a scale 2 or 6 table in payroll settings.`;
const missingSchedule8 = (day: string) =>
  `No study and training support loan table (Schedule 8) for payments on ${longDate(day)}: load one in payroll settings.`;

interface Study {
  rows: readonly Row[];
  /** The study loan table's name, said only when a study loan component is worked out. */
  schedule: string | null;
  unverified: boolean;
}

interface Found {
  rows: readonly Row[] | null;
  flatRate: string | null;
  study: Study | null;
  schedule: string;
  unverified: boolean;
  /** A loaded scale 2 or 6 table's own Medicare levy adjustment figures (else the built-in ones apply). */
  medicare?: MedicareFigures;
}

/** The product's Schedule 8 rows for the scale on `day`. */
function productStudy(scale: ReturnType<typeof scaleOf>, day: string): Study | null {
  const schedule8 = schedule8For(day);
  if (!schedule8) return null;
  return {
    rows: scale === '1' ? schedule8.no_threshold : schedule8.threshold_claimed,
    schedule: described(schedule8, () => `Schedule 8 (NAT 3539) for payments from ${longDate(schedule8.applies_from)}`),
    unverified: !schedule8.verified,
  };
}

function productTable(scale: ReturnType<typeof scaleOf>, day: string): Found | null {
  const table = schedule1For(day);
  if (!table) return null;
  const flat = scale === '4_resident' || scale === '4_foreign';
  return {
    rows: flat ? null : table.scales[scale],
    flatRate:
      scale === '4_resident' ? table.no_tfn_rates.resident : scale === '4_foreign' ? table.no_tfn_rates.foreign : null,
    study: productStudy(scale, day),
    schedule: described(
      table,
      () =>
        `Schedule 1 (NAT 1004) for payments from ${longDate(table.applies_from)}, published ${longDate(table.published)}`,
    ),
    unverified: !table.verified,
  };
}

/** A loaded table of the scale covering `day`; without study loan rows of its own, the product's Schedule 8 applies. */
function loadedTable(scale: ReturnType<typeof scaleOf>, day: string, loaded: readonly LoadedTaxTable[]): Found | null {
  const table = loaded.find(
    (candidate) => candidate.scale === scale && candidate.applies_from <= day && day <= candidate.applies_to,
  );
  if (!table) return null;
  const flat = scale === '4_resident' || scale === '4_foreign';
  return {
    rows: flat ? null : table.rows,
    flatRate: flat ? (table.rows[0]?.a ?? null) : null,
    study: table.study_loan_rows
      ? { rows: table.study_loan_rows, schedule: null, unverified: false }
      : productStudy(scale, day),
    schedule: described(
      table,
      () =>
        `Loaded table “${table.name}” for payments from ${longDate(table.applies_from)} to ${longDate(table.applies_to)}`,
    ),
    unverified: false,
    ...(table.medicare_levy_adjustment ? { medicare: loadedMedicare(table) } : {}),
  };
}

/** A loaded table's Medicare levy adjustment figures, named as the table is (`loaded` in the line's words). */
function loadedMedicare(table: LoadedTaxTable): MedicareFigures | undefined {
  const figures = table.medicare_levy_adjustment;
  if (!figures) return undefined;
  const band = {
    from_dollars: figures.from_dollars,
    low_cents: figures.low_cents,
    shade_in_dollars: figures.shade_in_dollars,
  };
  // Only the table's own scale (2 or 6) is ever read; the other band repeats it.
  return {
    scale2: band,
    scale6: band,
    family_threshold_dollars: figures.family_threshold_dollars,
    per_child_dollars: figures.per_child_dollars,
    loaded: `loaded table “${table.name}”`,
  };
}

/**
 * The amount to withhold from one payment. A table the organization loaded (payroll settings)
 * wins for its scale and pay dates: it replaces a built-in table (one not checked against the
 * ATO's text, or one the ATO has since corrected) and covers dates the product does not. Then the
 * product's ATO schedules. Without either: `ok: false` with a sentence naming the missing table.
 */
export function calculateWithholding(
  input: WithholdingInput,
  loaded: readonly LoadedTaxTable[] = [],
): WithholdingResult {
  const { gross_cents: gross, frequency, pay_date: day, declaration } = input;
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`Gross must be whole cents, not ${gross}`);
  // A working holiday maker with a TFN: Schedule 15; without one, scale 4 like any foreign resident.
  if (declaration.working_holiday_maker && declaration.tfn_provided) {
    return whmWithholding({
      gross_cents: gross,
      pay_date: day,
      earnings_to_date_cents: input.earnings_to_date_cents ?? 0,
    });
  }
  const scale = scaleOf(declaration);
  const found = loadedTable(scale, day, loaded) ?? productTable(scale, day);
  if (!found) return { ok: false, missing: missingSchedule1(day) };

  if (found.flatRate !== null) {
    // Scale 4 already withholds the top rate: no study loan component is added.
    const amount = noTfnAmount(gross, found.flatRate);
    return {
      ok: true,
      withholding_cents: Number(amount * 100n),
      study_loan_cents: 0,
      scale: SCALE_NAMES[scale],
      schedule: found.schedule,
      unverified: found.unverified,
    };
  }
  if (!found.rows) return { ok: false, missing: missingSchedule1(day) };
  const dollars = weeklyDollars(gross, frequency);
  // Tax offsets and the Medicare levy adjustment come off the scale's amount (withholding-adjustments.ts).
  const adjusted = adjustScaleAmount(
    scale,
    periodAmount(weeklyAmount(found.rows, dollars), frequency),
    dollars,
    frequency,
    // The owner's figures on the loaded table for this scale and date win over the built-in ones.
    found.medicare ?? medicareLevyAdjustmentFor(day),
    declaration,
    (weekly) => periodAmount(weekly, frequency),
  );
  if (!adjusted.ok) return { ok: false, missing: missingMedicare(day) };
  const withholding = adjusted.amount;
  let studyLoan = 0n;
  const study = declaration.study_loan ? found.study : null;
  if (declaration.study_loan) {
    if (!study) return { ok: false, missing: missingSchedule8(day) };
    studyLoan = periodAmount(weeklyAmount(study.rows, dollars), frequency);
  }
  return {
    ok: true,
    withholding_cents: Number((withholding + studyLoan) * 100n),
    study_loan_cents: Number(studyLoan * 100n),
    scale: SCALE_NAMES[scale],
    // Schedule 8 is named only when it was applied.
    schedule: study?.schedule ? `${found.schedule}; ${study.schedule}` : found.schedule,
    unverified: found.unverified || Boolean(study?.unverified) || adjusted.unverified,
    ...(adjusted.tax_offset > 0n ? { tax_offset_cents: Number(adjusted.tax_offset * 100n) } : {}),
    ...(adjusted.medicare_levy_adjustment > 0n
      ? { medicare_levy_adjustment_cents: Number(adjusted.medicare_levy_adjustment * 100n) }
      : {}),
    ...(adjusted.medicare_loaded ? { medicare_levy_loaded: adjusted.medicare_loaded } : {}),
  };
}
