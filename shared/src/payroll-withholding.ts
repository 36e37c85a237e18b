import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { MONEY_PATTERN } from './money.ts';
import { declarationAdjustmentFields, declarationAdjustmentIssues } from './payroll-declaration-adjustments.ts';
import { requiredText } from './validation.ts';

/*
 * PAYG withholding (issue 17 §2): the calculator's request and answer, and the tax tables a
 * payroll officer loads: for pay dates the product's ATO schedules do not cover, or to replace a
 * built-in table for its scale and dates (a loaded table wins, issue 25 §1). Coefficients
 * travel as the schedule's decimal text ("0.3227"), never as floating-point numbers.
 */

export const WITHHOLDING_PERIODS = ['weekly', 'fortnightly', 'monthly', 'quarterly'] as const;
export type WithholdingPeriod = (typeof WITHHOLDING_PERIODS)[number];
export const WITHHOLDING_PERIOD_LABELS: Record<WithholdingPeriod, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

/** What a loaded table covers: a coefficient scale of Schedule 1, or scale 4's flat rate. */
export const LOADED_TABLE_SCALES = ['1', '2', '3', '4_resident', '4_foreign', '5', '6'] as const;
export type LoadedTableScale = (typeof LOADED_TABLE_SCALES)[number];
export const LOADED_TABLE_SCALE_LABELS: Record<LoadedTableScale, string> = {
  '1': 'Scale 1 – tax-free threshold not claimed',
  '2': 'Scale 2 – tax-free threshold claimed',
  '3': 'Scale 3 – foreign resident',
  '4_resident': 'Scale 4 – no TFN, resident',
  '4_foreign': 'Scale 4 – no TFN, foreign resident',
  '5': 'Scale 5 – full Medicare levy exemption',
  '6': 'Scale 6 – half Medicare levy exemption',
};

export interface CoefficientRowJson {
  /** Weekly earnings less than this many whole dollars; null: "& over" (the last row). */
  less_than: number | null;
  a: string;
  b: string;
}

/**
 * Schedule 1's Medicare levy adjustment figures for one scale (2 or 6), as an owner loads them with
 * that scale's table: the weekly earnings the adjustment starts at, formula (1)'s low amount (cents),
 * the earnings formula (2) starts at, the low-income family threshold and the amount per dependent child.
 */
export interface MedicareLevyAdjustmentJson {
  from_dollars: number;
  low_cents: number;
  shade_in_dollars: number;
  family_threshold_dollars: number;
  per_child_dollars: number;
}

export interface LoadedTaxTable {
  tax_table_id: number;
  name: string;
  applies_from: string;
  applies_to: string;
  scale: LoadedTableScale;
  rows: CoefficientRowJson[];
  /** Schedule 8 component rows for this scale (none: study loans on these dates have no table). */
  study_loan_rows?: CoefficientRowJson[];
  /** Scale 2 or 6: the owner's Medicare levy adjustment figures for these dates (replacing the built-in, unverified ones). */
  medicare_levy_adjustment?: MedicareLevyAdjustmentJson;
  version: number;
  created_at: string;
}

/**
 * A schedule the product carries (`GET /organizations/{id}/tax-tables` → `built_in`), with where its
 * rows come from. `verified: false`: no ATO publication of it could be checked; payroll settings shows
 * it "unverified", and a loaded table replaces it for the scale and dates it covers.
 */
export interface BuiltInTaxTable {
  schedule:
    | 'Schedule 1'
    | 'Schedule 8'
    | 'Schedule 15'
    /** Schedule 1's Medicare levy adjustment figures and the ATO's extra for a 53rd (27th) pay (issue 30 §3). */
    | 'Medicare levy adjustment'
    | '53rd or 27th pay';
  name: string;
  source: string;
  source_url: string | null;
  published: string;
  applies_from: string;
  applies_to: string | null;
  verified: boolean;
  verification: string;
}

/** `GET /organizations/{id}/tax-tables`: the loaded tables (a page) and the product's own. */
export interface TaxTablesPage {
  data: LoadedTaxTable[];
  built_in: BuiltInTaxTable[];
  next_cursor: string | null;
  per_page: number;
}

export interface WithholdingAnswer {
  withholding: string;
  study_loan: string;
  scale: string;
  schedule: string;
  /** A built-in table not checked against the ATO's publication was used (a loaded table would replace it). */
  unverified: boolean;
  /** Taken off for the declaration's tax offsets and its Medicare levy adjustment ("0.00": none). */
  tax_offset: string;
  medicare_levy_adjustment: string;
}

export const WITHHOLDING_MESSAGES = {
  organization: 'Organization is required',
  gross: 'Enter gross pay in dollars and cents, e.g. 1234.56.',
  grossNegative: 'Gross pay cannot be negative.',
  period: 'Choose weekly, fortnightly, monthly or quarterly.',
  payDate: 'Enter a valid pay date (YYYY-MM-DD).',
  yesNo: 'Answer yes or no.',
  residency: 'Choose resident or foreign resident.',
  medicare: 'Choose none, half or full.',
  name: 'Name is required',
  appliesFrom: 'Enter a valid first pay date (YYYY-MM-DD).',
  appliesTo: 'Enter a valid last pay date (YYYY-MM-DD).',
  order: 'The last pay date must be on or after the first.',
  scale: `Scale must be one of ${LOADED_TABLE_SCALES.join(', ')}.`,
  rowsRequired: 'Enter at least one row.',
  tooManyRows: 'A table has at most 30 rows.',
  lessThan: 'Weekly earnings less than must be a whole number of dollars.',
  increasing: 'Each row’s weekly earnings must be above the row before.',
  lastOpen: 'Only the last row is "& over": leave its weekly earnings empty, and fill in every other row.',
  coefficientA: 'a must be a decimal from 0 to 1 with up to 4 places, e.g. 0.3227.',
  coefficientB: 'b must be a decimal with up to 4 places, e.g. 180.0385.',
  flatRate: 'Scale 4 is one "& over" row: its rate as a, and b of 0.',
  overlapsLoaded: 'A loaded table already covers this scale for part of this period.',
  medicareScale: 'Medicare levy adjustment figures belong to a scale 2 or scale 6 table only.',
  medicareWhole: 'Medicare levy adjustment figures are whole numbers of dollars above 0.',
  medicareLow: 'Enter the Medicare levy adjustment’s low amount in dollars and cents above $0, e.g. 843.19.',
  medicareLowAbove:
    'The Medicare levy adjustment’s low amount must be no more than the starting earnings plus 99 cents.',
  medicareShadeIn: 'The shade-in earnings must be above the earnings the Medicare levy adjustment starts at.',
} as const;

const dateField = (message: string) => z.string({ error: message }).refine(isCalendarDate, { message });

const yesNo = () => z.boolean({ error: WITHHOLDING_MESSAGES.yesNo });

/** `POST /payroll/withholding`. */
export const withholdingRequest = z.lazy(() =>
  z
    .object({
      organization_id: z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,14}$/)], {
        error: WITHHOLDING_MESSAGES.organization,
      }),
      gross: z
        .string({ error: WITHHOLDING_MESSAGES.gross })
        .trim()
        .regex(MONEY_PATTERN, { message: WITHHOLDING_MESSAGES.gross })
        .refine((value) => !value.startsWith('-'), { message: WITHHOLDING_MESSAGES.grossNegative }),
      period: z.enum(WITHHOLDING_PERIODS, { error: WITHHOLDING_MESSAGES.period }),
      pay_date: dateField(WITHHOLDING_MESSAGES.payDate),
      tfn_provided: yesNo(),
      residency: z.enum(['resident', 'foreign'], { error: WITHHOLDING_MESSAGES.residency }),
      tax_free_threshold: yesNo(),
      medicare_levy_exemption: z.enum(['none', 'half', 'full'], { error: WITHHOLDING_MESSAGES.medicare }),
      study_loan: yesNo(),
      /** Tax offsets and the Medicare levy adjustment's spouse and children (issue 30 §3). */
      ...declarationAdjustmentFields(),
    })
    .superRefine((value, ctx) => {
      for (const found of declarationAdjustmentIssues(value))
        ctx.addIssue({ code: 'custom', path: [found.path], message: found.message });
    }),
);
export type WithholdingRequest = z.infer<typeof withholdingRequest>;

const COEFFICIENT_A = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;
const COEFFICIENT_B = /^-?\d{1,6}(\.\d{1,4})?$/;

const coefficientRow = () =>
  z.object({
    less_than: z.union([z.number().int().positive().max(1_000_000), z.null()], {
      error: WITHHOLDING_MESSAGES.lessThan,
    }),
    a: z.string({ error: WITHHOLDING_MESSAGES.coefficientA }).trim().regex(COEFFICIENT_A, {
      message: WITHHOLDING_MESSAGES.coefficientA,
    }),
    b: z.string({ error: WITHHOLDING_MESSAGES.coefficientB }).trim().regex(COEFFICIENT_B, {
      message: WITHHOLDING_MESSAGES.coefficientB,
    }),
  });

/** Rows in order of earnings: every row but the last has a bound above the one before; the last is "& over". */
const coefficientRows = () =>
  z
    .array(coefficientRow(), { error: WITHHOLDING_MESSAGES.rowsRequired })
    .min(1, { message: WITHHOLDING_MESSAGES.rowsRequired })
    .max(30, { message: WITHHOLDING_MESSAGES.tooManyRows })
    .superRefine((rows, ctx) => {
      const last = rows.length - 1;
      if (rows.some((row, index) => (row.less_than === null) !== (index === last))) {
        ctx.addIssue({ code: 'custom', message: WITHHOLDING_MESSAGES.lastOpen });
        return;
      }
      for (let index = 1; index < last; index += 1) {
        if ((rows[index]?.less_than ?? 0) <= (rows[index - 1]?.less_than ?? 0)) {
          ctx.addIssue({ code: 'custom', message: WITHHOLDING_MESSAGES.increasing });
          return;
        }
      }
    });

const wholeDollars = (max: number) =>
  z
    .number({ error: WITHHOLDING_MESSAGES.medicareWhole })
    .int({ message: WITHHOLDING_MESSAGES.medicareWhole })
    .positive({ message: WITHHOLDING_MESSAGES.medicareWhole })
    .max(max, { message: WITHHOLDING_MESSAGES.medicareWhole });

/** A loaded table's Medicare levy adjustment figures: whole numbers, the shade-in above the start. */
export const medicareLevyAdjustmentInput = z.lazy(() =>
  z
    .object({
      from_dollars: wholeDollars(100_000),
      low_cents: z
        .number({ error: WITHHOLDING_MESSAGES.medicareLow })
        .int({ message: WITHHOLDING_MESSAGES.medicareLow })
        .positive({ message: WITHHOLDING_MESSAGES.medicareLow })
        .max(10_000_000, { message: WITHHOLDING_MESSAGES.medicareLow }),
      shade_in_dollars: wholeDollars(100_000),
      family_threshold_dollars: wholeDollars(10_000_000),
      per_child_dollars: wholeDollars(1_000_000),
    })
    .superRefine((figures, ctx) => {
      // Formula (1), (x − low) × 10%, is never negative from the starting earnings (x = start + 99 cents).
      if (figures.low_cents > figures.from_dollars * 100 + 99) {
        ctx.addIssue({ code: 'custom', path: ['low_cents'], message: WITHHOLDING_MESSAGES.medicareLowAbove });
      }
      if (figures.shade_in_dollars <= figures.from_dollars) {
        ctx.addIssue({ code: 'custom', path: ['shade_in_dollars'], message: WITHHOLDING_MESSAGES.medicareShadeIn });
      }
    }),
);

/** `POST /organizations/{id}/tax-tables`. */
export const loadedTaxTableInput = z.lazy(() =>
  z
    .object({
      name: requiredText(WITHHOLDING_MESSAGES.name, 120),
      applies_from: dateField(WITHHOLDING_MESSAGES.appliesFrom),
      applies_to: dateField(WITHHOLDING_MESSAGES.appliesTo),
      scale: z.enum(LOADED_TABLE_SCALES, { error: WITHHOLDING_MESSAGES.scale }),
      rows: coefficientRows(),
      study_loan_rows: coefficientRows().optional(),
      medicare_levy_adjustment: medicareLevyAdjustmentInput.optional(),
    })
    .superRefine((input, ctx) => {
      if (input.applies_to < input.applies_from) {
        ctx.addIssue({ code: 'custom', path: ['applies_to'], message: WITHHOLDING_MESSAGES.order });
      }
      const flat = input.scale === '4_resident' || input.scale === '4_foreign';
      if (flat && (input.rows.length !== 1 || Number(input.rows[0]?.b) !== 0)) {
        ctx.addIssue({ code: 'custom', path: ['rows'], message: WITHHOLDING_MESSAGES.flatRate });
      }
      if (input.medicare_levy_adjustment && input.scale !== '2' && input.scale !== '6') {
        ctx.addIssue({
          code: 'custom',
          path: ['medicare_levy_adjustment'],
          message: WITHHOLDING_MESSAGES.medicareScale,
        });
      }
    }),
);
export type LoadedTaxTableInput = z.infer<typeof loadedTaxTableInput>;
