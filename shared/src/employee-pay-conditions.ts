import * as z from 'zod';
import { optionalText } from './validation.ts';

/**
 * Employee pay under pay conditions (issue 27 §1): award-free (a flat rate checked against the
 * national minimum wage) or a pay condition set and its classification (+ apprentice year; a
 * junior's age comes from the date of birth on their record). The set's minimum for them is the
 * figure the minimum-wage check uses, and the pay JSON shows it as `minimum_rate`.
 */

export const HOURS_MESSAGE = 'Enter hours, e.g. 38.00.';
export const ORDINARY_HOURS_MESSAGE = 'Ordinary hours are more than 0 and at most 168 a week.';
export const CLASSIFICATION_REQUIRED_MESSAGE = 'Choose a classification of the pay conditions.';
export const APPRENTICE_YEAR_MESSAGE = 'Choose an apprentice year, or none.';

/** The schema's fields (spread into employeePayInput). */
export const payConditionFields = () => ({
  /** A built-in's code ("MA000004") or one of the organization's own set ids; null: award-free. */
  pay_condition_set_id: optionalText(40),
  /** The set's classification code (required with a set). */
  classification: optionalText(40),
  /** 1 = first year; null: not an apprentice. */
  apprentice_year: z
    .union([z.number(), z.string().trim()], { error: APPRENTICE_YEAR_MESSAGE })
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : Number(value)))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 20), {
      error: APPRENTICE_YEAR_MESSAGE,
    }),
});
