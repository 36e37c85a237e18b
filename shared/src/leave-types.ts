/**
 * Leave types and balances: the National Employment Standards' types every organization starts
 * with, their legal minimums, long service leave per state, and the shapes the API answers with.
 * Zod-free (the balance screen and the request screens read it); input schemas are in
 * leave-type-schemas.ts.
 *
 * Ids: the eight NES types have the same ids in every organization (1 to 8, NES_LEAVE_TYPE_IDS),
 * so an organization has them without anything written; a NES type is stored only once it is
 * edited or used, and what is stored overrides its defaults. Custom types take ids from the
 * organization's own counter, from FIRST_CUSTOM_LEAVE_TYPE_ID.
 */
import { type AuState, LEAVE_UNITS_PER_HOUR } from './work-pattern.ts';

export const NES_LEAVE_CODES = [
  'annual',
  'personal',
  'compassionate',
  'unpaid_carers',
  'fdv',
  'community_service',
  'unpaid_parental',
  'long_service',
] as const;
export type NesLeaveCode = (typeof NES_LEAVE_CODES)[number];

export const NES_LEAVE_TYPE_IDS: Record<NesLeaveCode, number> = {
  annual: 1,
  personal: 2,
  compassionate: 3,
  unpaid_carers: 4,
  fdv: 5,
  community_service: 6,
  unpaid_parental: 7,
  long_service: 8,
};
export const FIRST_CUSTOM_LEAVE_TYPE_ID = 9;

/**
 * How a type's balance builds: `accruing` progressively by ordinary hours (weeks a year),
 * `fixed` a number of hours each year of service (from the joining date's anniversary, granted
 * in full on its first day), `none` no balance (per occasion or unpaid).
 */
export const LEAVE_BALANCE_KINDS = ['accruing', 'fixed', 'none'] as const;
export type LeaveBalanceKind = (typeof LEAVE_BALANCE_KINDS)[number];

export const LEAVE_BALANCE_KIND_LABELS: Record<LeaveBalanceKind, string> = {
  accruing: 'Accrues (weeks a year)',
  fixed: 'Fixed (hours a year)',
  none: 'No balance',
};

export interface LeaveType {
  leave_type_id: number;
  /** The NES type's code; null for a custom type. */
  code: NesLeaveCode | null;
  name: string;
  paid: boolean;
  balance: LeaveBalanceKind;
  /** Accruing: weeks of ordinary hours a year ("4"; long service: its state rate). */
  weeks_per_year: string | null;
  /** Accruing: the shiftworker rate when it differs (annual leave: "5"). */
  shiftworker_weeks_per_year: string | null;
  /** Fixed: hours a year of service ("76.00"); FDV: null (10 of the employee's days). */
  hours_per_year: string | null;
  /** Days per occasion (compassionate, unpaid carer's: "2"); null when not per occasion. */
  days_per_occasion: string | null;
  /** Whether an unused balance carries over to the next year. */
  carry_over: boolean;
  /** The most hours that carry over (custom accruing types); null: all of it. */
  carry_over_cap_hours: string | null;
  /**
   * Annual leave: the loading paid on top of annual leave pay, a percentage with 2 decimals
   * ("17.50"; "0.00": none; DEFAULT_LEAVE_LOADING_RATE until changed). Null for every other type.
   * An employee's pay terms may set their own (payroll setup).
   */
  leave_loading_rate: string | null;
  attachment_required: boolean;
  negative_balance_allowed: boolean;
  /** Casual employees may take it (FDV, compassionate, unpaid carer's, community service). */
  available_to_casuals: boolean;
  /** FDV: only the employee and holders of the confidential_leave field group see the type. */
  confidential: boolean;
  /** Whether a leave entry or a pending request uses it: then it cannot be deleted. */
  in_use: boolean;
  version: number;
}

/** The NES fields no one may change (the legal minimums); names, loading, flags are the organization's. */
export const NES_FIXED_FIELDS = [
  'paid',
  'balance',
  'weeks_per_year',
  'shiftworker_weeks_per_year',
  'hours_per_year',
  'days_per_occasion',
  'carry_over',
  'available_to_casuals',
  'confidential',
] as const;

/** FDV (Fair Work Act s 106A): 10 days of paid leave in each 12 months of service. */
export const FDV_DAYS_PER_YEAR = 10;

/** A balance kept in days holds a day as LEAVE_UNITS_PER_HOUR units (the same exact arithmetic and 2-decimal text). */
export const LEAVE_UNITS_PER_DAY = LEAVE_UNITS_PER_HOUR;

/** How a balance is counted: hours, or days (a casual's FDV leave). */
export type BalanceUnit = 'hours' | 'days';

/** A figure of a balance with its unit, as screens show it: "76.00 h", "8.00 days". */
export const withUnit = (figure: string, unit: BalanceUnit | undefined): string =>
  unit === 'days' ? `${figure} days` : `${figure} h`;

/**
 * Family and domestic violence leave is 10 days for every employee, casuals included (Fair Work
 * Act 2009 s 106A(1), (2)), paid at the full rate of pay for the hours the employee would have
 * worked (s 106BA). An employee with ordinary hours keeps it in hours: 10 of their work pattern's
 * days. A casual has no ordinary hours (their work pattern is a default, not a commitment), so
 * theirs is kept in days whatever the pattern says: 10 a year, each day leave is taken on (part of
 * a day too) taking one, and paid the hours the request counts for that day.
 */
export const countsInDays = (type: Pick<LeaveType, 'code'>, employmentType: string | undefined): boolean =>
  type.code === 'fdv' && employmentType === 'Casual';

/**
 * The annual leave loading an organization starts with: 17.5%, the loading of most modern awards.
 * The NES itself pays annual leave at the base rate (Fair Work Act 2009 s 90(1)) and has no
 * loading, so an employer whose award, agreement or contract gives none sets 0 (on the annual
 * leave type, or an employee's pay terms).
 */
export const DEFAULT_LEAVE_LOADING_RATE = '17.50';

/** A loading in basis points as a payslip says it: 1750 → "17.5%", 2000 → "20%", 1725 → "17.25%". */
export function loadingPercentText(points: number): string {
  const whole = Math.trunc(points / 100);
  const fraction = String(points % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

const nes = (
  code: NesLeaveCode,
  fields: Omit<
    LeaveType,
    'leave_type_id' | 'code' | 'in_use' | 'version' | 'carry_over_cap_hours' | 'leave_loading_rate'
  > &
    Partial<Pick<LeaveType, 'leave_loading_rate'>>,
): LeaveType => ({
  leave_type_id: NES_LEAVE_TYPE_IDS[code],
  code,
  carry_over_cap_hours: null,
  leave_loading_rate: null,
  in_use: false,
  version: 0,
  ...fields,
});

const NONE = {
  balance: 'none',
  weeks_per_year: null,
  shiftworker_weeks_per_year: null,
  hours_per_year: null,
  carry_over: false,
  attachment_required: false,
  negative_balance_allowed: false,
  confidential: false,
} as const;

/**
 * The NES types as every organization starts with them. Sources: Fair Work Act 2009 s 87 (annual
 * leave, 4 weeks, 5 for shiftworkers, accruing by ordinary hours, s 88 carried over), s 96
 * (personal/carer's leave, 10 days, accruing, carried over), s 102 and s 104 (2 days of unpaid
 * carer's and of compassionate leave per occasion; compassionate paid except for casuals), s 106A
 * to 106E (family and domestic violence leave, 10 days paid in each 12 months, in full from day
 * one, casuals too), s 108 to 112 (community service, unpaid), s 70 (unpaid parental leave, 12
 * months), s 113 (long service leave under the state Acts, LONG_SERVICE_RULES).
 */
export const NES_LEAVE_TYPES: readonly LeaveType[] = [
  nes('annual', {
    ...NONE,
    name: 'Annual Leave',
    paid: true,
    balance: 'accruing',
    weeks_per_year: '4',
    shiftworker_weeks_per_year: '5',
    days_per_occasion: null,
    carry_over: true,
    available_to_casuals: false,
    leave_loading_rate: DEFAULT_LEAVE_LOADING_RATE,
  }),
  nes('personal', {
    ...NONE,
    name: "Personal/Carer's Leave",
    paid: true,
    balance: 'accruing',
    weeks_per_year: '2',
    days_per_occasion: null,
    carry_over: true,
    available_to_casuals: false,
  }),
  nes('compassionate', {
    ...NONE,
    name: 'Compassionate Leave',
    paid: true,
    days_per_occasion: '2',
    available_to_casuals: true,
  }),
  nes('unpaid_carers', {
    ...NONE,
    name: "Unpaid Carer's Leave",
    paid: false,
    days_per_occasion: '2',
    available_to_casuals: true,
  }),
  nes('fdv', {
    ...NONE,
    name: 'Family and Domestic Violence Leave',
    paid: true,
    balance: 'fixed',
    days_per_occasion: null,
    available_to_casuals: true,
    confidential: true,
  }),
  nes('community_service', {
    ...NONE,
    name: 'Community Service Leave',
    paid: false,
    days_per_occasion: null,
    available_to_casuals: true,
  }),
  nes('unpaid_parental', {
    ...NONE,
    name: 'Unpaid Parental Leave',
    paid: false,
    days_per_occasion: null,
    available_to_casuals: false,
  }),
  nes('long_service', {
    ...NONE,
    name: 'Long Service Leave',
    paid: true,
    balance: 'accruing',
    // Per state (LONG_SERVICE_RULES): the rate shown is the weeks earned by the qualifying years.
    weeks_per_year: null,
    days_per_occasion: null,
    carry_over: true,
    available_to_casuals: false,
  }),
];

/** Unpaid parental leave: up to 12 months per occasion (s 70). */
export const UNPAID_PARENTAL_MONTHS = 12;

/**
 * Long service leave per state: the weeks earned after the qualifying years of continuous service,
 * accruing progressively at weeks / years of ordinary hours, takeable once the years are served.
 * NSW Long Service Leave Act 1955 s 4 (2 months after 10 years); VIC Long Service Leave Act 2018
 * s 6 and s 9 (1/60 of service, takeable after 7 years); QLD Industrial Relations Act 2016 s 95
 * (8.6667 weeks after 10 years); WA Long Service Leave Act 1958 s 8 (8 2/3 weeks after 10 years);
 * SA Long Service Leave Act 1987 s 5 (13 weeks after 10 years); TAS Long Service Leave Act 1976
 * s 8 (8 2/3 weeks after 10 years); ACT Long Service Leave (Private Sector Employees) Act 2009
 * (1/60 of service, takeable after 7 years); NT Long Service Leave Act 1981 s 8 (13 weeks after
 * 10 years).
 */
export const LONG_SERVICE_RULES: Record<AuState, { qualifying_years: number; weeks: string }> = {
  NSW: { qualifying_years: 10, weeks: '8.6667' },
  VIC: { qualifying_years: 7, weeks: '6.0667' },
  QLD: { qualifying_years: 10, weeks: '8.6667' },
  WA: { qualifying_years: 10, weeks: '8.6667' },
  SA: { qualifying_years: 10, weeks: '13' },
  TAS: { qualifying_years: 10, weeks: '8.6667' },
  ACT: { qualifying_years: 7, weeks: '6.0667' },
  NT: { qualifying_years: 10, weeks: '13' },
};
/** An employee whose state is not entered yet accrues at the rate most states share. */
export const LONG_SERVICE_DEFAULT_RULE = { qualifying_years: 10, weeks: '8.6667' } as const;

/**
 * A balance row as GET /employees/{id}/leave-balances answers it: 2-decimal strings in `unit`,
 * hours (days for a casual's FDV leave, countsInDays).
 */
export interface LeaveBalance {
  leave_type_id: number;
  code: NesLeaveCode | null;
  name: string;
  unit: BalanceUnit;
  balance_hours: string;
  accrued_hours: string;
  taken_hours: string;
  /** Manual adjustments, carry-over and forfeits (signed). */
  adjusted_hours: string;
  pending_hours: string;
  /**
   * The opening balance brought from the previous system (issue 31 §2) when it applies to the
   * day: accrued, taken and adjusted are then only what came after its day.
   */
  opening: { as_at: string; hours: string } | null;
  /** Long service leave: the first day it may be taken; null for other types. */
  takeable_from: string | null;
}

export const LEAVE_ENTRY_KINDS = [
  'accrual',
  'pay_run',
  'taken',
  'returned',
  'adjustment',
  'forfeit',
  'opening',
] as const;
export type LeaveEntryKind = (typeof LEAVE_ENTRY_KINDS)[number];

export const LEAVE_ENTRY_KIND_LABELS: Record<LeaveEntryKind, string> = {
  accrual: 'Accrual',
  pay_run: 'Accrual on hours paid',
  taken: 'Leave taken',
  returned: 'Leave returned',
  adjustment: 'Manual adjustment',
  forfeit: 'Carry-over forfeit',
  opening: 'Opening balance',
};

/** One change to a balance, as GET /employees/{id}/leave-entries lists it. */
export interface LeaveEntry {
  entry_id: string;
  leave_type_id: number;
  kind: LeaveEntryKind;
  /** The organization's day the entry is dated (accrual: the last day it covers). */
  date: string;
  /** Signed hours the entry moved the balance by. */
  hours: string;
  balance_after_hours: string;
  /** Accrual: the first day it covers. */
  period_from: string | null;
  /** Leave taken or returned: the leave's days. */
  leave_start: string | null;
  leave_end: string | null;
  leave_request_id: number | null;
  reason: string | null;
  actor_name: string;
  recorded_at: string;
}
