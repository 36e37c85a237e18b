/** The interpreter's input and output shapes (interpret.ts): worked shifts in, pay lines and flags out. */

export interface WorkedShift {
  /** The day the shift starts (YYYY-MM-DD). */
  date: string;
  /** "HH:MM"; an end at or before the start is the next day. */
  start: string;
  end: string;
  /** Unpaid break minutes. */
  break_minutes: number;
  /** When the unpaid break starts ("HH:MM"); unknown → it is placed in the middle of the shift. */
  break_start?: string | null;
}

export interface InterpretOptions {
  /** Public holiday dates (YYYY-MM-DD) of the employee's work state. */
  public_holidays: ReadonlySet<string> | readonly string[];
  /** Any day that starts a pay week (the period's start): weeks are the 7-day blocks from it. */
  week_start: string;
}

export const PAY_CATEGORIES = [
  'ordinary',
  'evening',
  'night',
  'saturday',
  'sunday',
  'public_holiday',
  'overtime_first',
  'overtime_after',
  'overtime_sunday',
  'overtime_public_holiday',
  'break_penalty',
  'meal_break_penalty',
  'minimum_engagement',
  'overtime_time_off',
] as const;
export type PayCategory = (typeof PAY_CATEGORIES)[number];

/** How a category is named on the review, the payslip and the reports. */
export const PAY_CATEGORY_LABELS: Record<PayCategory, string> = {
  ordinary: 'Ordinary hours',
  evening: 'Evening',
  night: 'Night',
  saturday: 'Saturday',
  sunday: 'Sunday',
  public_holiday: 'Public holiday',
  overtime_first: 'Overtime (first hours)',
  overtime_after: 'Overtime (after)',
  overtime_sunday: 'Overtime (Sunday)',
  overtime_public_holiday: 'Overtime (public holiday)',
  break_penalty: 'Break between shifts penalty',
  meal_break_penalty: 'Meal break penalty',
  minimum_engagement: 'Minimum engagement top-up',
  overtime_time_off: 'Overtime taken as time off in lieu',
};

export interface PayLine {
  /** The index of the shift in the input. */
  shift: number;
  /** The shift's date (the day it starts). */
  date: string;
  /** Clock times of the minutes this line pays ("22:00"–"02:00"). */
  start: string;
  end: string;
  minutes: number;
  category: PayCategory;
  rate_cents: number;
  amount_cents: number;
  /** "MA000004 cl. 22.1: Saturday 125%". */
  rule: string;
  /** The rule's or the base rate's figure is unconfirmed. */
  unverified: boolean;
  /** `overtime_time_off` lines: the minutes of time off in lieu they earn (timesheet-pay.ts). */
  time_off_minutes?: number;
}

export type FlagCode = 'meal_break' | 'break_between_shifts' | 'outside_span' | 'split_shift_span';
export interface InterpretationFlag {
  shift: number;
  date: string;
  code: FlagCode;
  rule: string;
}

export interface Interpretation {
  lines: PayLine[];
  total_cents: number;
  /** Minutes worked (breaks excluded); minimum-engagement top-ups are paid beyond these. */
  worked_minutes: number;
  flags: InterpretationFlag[];
}
