import * as z from 'zod';
import { MAX_REVIEWEES } from './reviews.ts';
import { EXPORT_COLUMNS } from './search.ts';
import { requiredText, versionField } from './validation.ts';

/**
 * Calibration of a review cycle (issue 29 §2): HR and senior managers (performance approve over the
 * whole organization) see each reviewee's manager rating, set a calibrated performance rating and a
 * potential, with a reason (audited), in a table, a 9-box and a CSV out and back in.
 * docs/performance-management.md, "Calibration".
 */

/** The calibrated performance rating: whole points 1–5. */
export const PERFORMANCE_RATINGS = [1, 2, 3, 4, 5] as const;
export const PERFORMANCE_RATING_LABELS: Record<number, string> = {
  1: 'Below expectations',
  2: 'Partly meets expectations',
  3: 'Meets expectations',
  4: 'Exceeds expectations',
  5: 'Exceptional',
};

export const POTENTIALS = ['low', 'medium', 'high'] as const;
export type Potential = (typeof POTENTIALS)[number];
export const POTENTIAL_LABELS: Record<Potential, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** The 9-box's performance axis: 1–2 low, 3 medium, 4–5 high. */
export function performanceBand(rating: number): Potential {
  if (rating < 2.5) return 'low';
  if (rating < 3.5) return 'medium';
  return 'high';
}

interface RatedQuestion {
  question_id: number;
  kind: string;
  scale?: { value: number }[] | null;
}

/**
 * The manager's overall rating on the 1–5 scale: each rated (rating or competency) question the
 * manager answered, placed on its own scale (lowest point 0, highest 1), averaged, then 1 + 4 × that
 * average, to one decimal. Scales of different lengths count alike. Null when nothing is rated.
 */
export function overallRating(
  questions: readonly RatedQuestion[],
  answers: readonly { question_id: number; rating?: number | null }[],
): number | null {
  const positions = questions.flatMap((question) => {
    if (question.kind === 'text') return [];
    const rating = answers.find((answer) => answer.question_id === question.question_id)?.rating;
    const values = (question.scale ?? []).map((point) => point.value);
    if (rating === undefined || rating === null || values.length < 2) return [];
    const low = Math.min(...values);
    const high = Math.max(...values);
    return high > low ? [(rating - low) / (high - low)] : [];
  });
  if (positions.length === 0) return null;
  const mean = positions.reduce((sum, value) => sum + value, 0) / positions.length;
  return Math.round((1 + 4 * mean) * 10) / 10;
}

/** The calibrated rating a reviewee starts with: the manager's overall, rounded; else none. */
export const startingRating = (managerRating: number | null) =>
  managerRating === null ? null : Math.min(5, Math.max(1, Math.round(managerRating)));

const ratingField = () =>
  z
    .number({ error: 'Choose a calibrated rating from 1 to 5.' })
    .int({ error: 'Choose a calibrated rating from 1 to 5.' })
    .min(1, { error: 'Choose a calibrated rating from 1 to 5.' })
    .max(5, { error: 'Choose a calibrated rating from 1 to 5.' });
const potentialField = () => z.enum(POTENTIALS, { error: 'Choose a potential: low, medium or high.' });
const reasonField = () => requiredText('Give the reason for the change.', 500);

/** `PUT /performance/cycles/{id}/calibration/{employeeId}`. */
export const calibrationInput = z.lazy(() =>
  z.object({
    calibrated_rating: ratingField(),
    potential: potentialField(),
    reason: reasonField(),
    version: versionField,
  }),
);
export type CalibrationInput = z.input<typeof calibrationInput>;

/** The CSV's columns, out and back in (the table's columns and the reason). */
export const CALIBRATION_COLUMNS = EXPORT_COLUMNS.calibration;

/** `POST /performance/cycles/{id}/calibration/csv`: a dry run unless `apply`. */
export const calibrationCsvInput = z.lazy(() =>
  z.object({
    csv: z
      .string({ error: 'Choose a CSV file.' })
      .min(1, { error: 'Choose a CSV file.' })
      .max(1_000_000, { error: 'The file is too large (at most 1 MB).' }),
    apply: z.boolean().default(false),
  }),
);

/** A row of the calibration table as the API answers it. */
export interface CalibrationRow {
  employee_id: number;
  employee_name: string;
  manager_employee_id: number | null;
  manager_name: string | null;
  manager_rating: number | null;
  calibrated_rating: number | null;
  potential: Potential | null;
  reason: string | null;
  calibrated_at: string | null;
  version: number;
}

/** What a CSV row would change (or why it cannot). */
export interface CalibrationCsvRow {
  line: number;
  employee_id: number | null;
  employee_name: string;
  changes: { field: 'calibrated_rating' | 'potential'; before: string | null; after: string }[];
  errors: string[];
}

export interface CalibrationCsvResult {
  applied: boolean;
  rows: CalibrationCsvRow[];
  changed: number;
  errors: number;
}

export const MAX_CALIBRATION_ROWS = MAX_REVIEWEES;
