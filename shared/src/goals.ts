import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import {
  GOAL_CONFIDENCES,
  GOAL_KINDS,
  GOAL_LEVELS,
  GOAL_STATUSES,
  GOAL_VISIBILITIES,
  KEY_RESULT_KINDS,
  MAX_KEY_RESULTS,
} from './goal-constants.ts';
import { ID_PATTERN, idField, optionalText, requiredText, versionField } from './validation.ts';

/**
 * Goal payloads (issue 29 §1), validated by the API and the goal dialog alike. What needs the
 * organization (the owner in the caller's reach, the parent goal, the department) the API checks.
 */
export * from './goal-constants.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const optionalDay = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, { error: DATE_MESSAGE }).nullable(),
  );

const optionalId = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === 0 ? null : typeof value === 'number' ? String(value) : value,
    z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number).nullable(),
  );

const measure = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: message })
      .finite({ error: message })
      .min(-1e12, { error: message })
      .max(1e12, { error: message }),
  );

const keyResultInput = z.lazy(() =>
  z.object({
    /** An existing key result's id (kept with its value and history); none for a new one. */
    id: optionalId('Unknown key result.').optional(),
    title: requiredText('Name the key result.', 200),
    kind: z.enum(KEY_RESULT_KINDS, { error: 'Choose how the key result is measured.' }),
    start: measure('Enter the starting value.').default(0),
    target: measure('Enter the target.'),
    unit: optionalText(20),
    weight: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: 'The weight is a whole number from 1 to 100.' })
        .int({ error: 'The weight is a whole number from 1 to 100.' })
        .min(1, { error: 'The weight is a whole number from 1 to 100.' })
        .max(100, { error: 'The weight is a whole number from 1 to 100.' })
        .default(1),
    ),
  }),
);
export type KeyResultInput = z.input<typeof keyResultInput>;

const goalFields = () => ({
  title: requiredText('Name the goal.', 200),
  description: optionalText(2000, { multiline: true }),
  level: z.enum(GOAL_LEVELS, { error: 'Choose whose goal it is.' }),
  kind: z.enum(GOAL_KINDS, { error: 'Choose an objective or a KPI.' }).default('objective'),
  /** The owner: a person goal's person, a team goal's manager; optional for the others. */
  employee_id: optionalId('Choose an employee.'),
  /** A department goal's department. */
  department_id: optionalId('Choose a department.'),
  parent_id: optionalId('Choose a parent goal.'),
  visibility: z.enum(GOAL_VISIBILITIES, { error: 'Choose who can see the goal.' }).default('everyone'),
  start_date: optionalDay(),
  due_date: optionalDay(),
  key_results: z
    .array(keyResultInput, { error: 'Add at least one key result.' })
    .min(1, { error: 'Add at least one key result.' })
    .max(MAX_KEY_RESULTS, { error: `At most ${MAX_KEY_RESULTS} key results.` }),
});

type GoalShape = {
  level: string;
  kind: string;
  employee_id: number | null;
  department_id: number | null;
  start_date: string | null;
  due_date: string | null;
  key_results: { kind: string; start: number; target: number }[];
};

function checkGoal(goal: GoalShape, context: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });
  if ((goal.level === 'person' || goal.level === 'team') && !goal.employee_id)
    issue(['employee_id'], goal.level === 'team' ? "Choose the team's manager." : 'Choose an employee.');
  if (goal.level === 'department' && !goal.department_id) issue(['department_id'], 'Choose a department.');
  if (goal.start_date && goal.due_date && goal.due_date < goal.start_date)
    issue(['due_date'], 'The due date cannot be before the start date.');
  if (goal.kind === 'kpi' && goal.key_results.length !== 1) issue(['key_results'], 'A KPI has one measure.');
  goal.key_results.forEach((result, index) => {
    if (result.kind === 'numeric' && result.start === result.target)
      issue(['key_results', index, 'target'], 'The target must differ from the starting value.');
    if (result.kind === 'percentage') {
      for (const field of ['start', 'target'] as const)
        if (result[field] < 0 || result[field] > 100) issue(['key_results', index, field], 'Enter 0 to 100.');
      if (result.start === result.target)
        issue(['key_results', index, 'target'], 'The target must differ from the starting value.');
    }
  });
}

/** `POST /performance/goals`. */
export const createGoalInput = z.lazy(() =>
  z.object({ organization_id: idField('The organization is required.'), ...goalFields() }).superRefine(checkGoal),
);
export type CreateGoalInput = z.input<typeof createGoalInput>;

/** `PUT /performance/goals/{id}`: the whole goal again, a status, and the version read (409 when it moved on). */
export const updateGoalInput = z.lazy(() =>
  z
    .object({
      ...goalFields(),
      status: z.enum(GOAL_STATUSES, { error: 'Choose a status.' }).optional(),
      version: versionField,
    })
    .superRefine(checkGoal),
);
export type UpdateGoalInput = z.input<typeof updateGoalInput>;

/** `DELETE /performance/goals/{id}?version=`. */
export const deleteGoalQuery = z.lazy(() => z.object({ version: versionField }));

/** `POST /performance/goals/{id}/check-ins`: new values of (some of) the key results, a confidence, a comment. */
export const goalCheckInInput = z.lazy(() =>
  z.object({
    values: z
      .array(
        z.object({
          key_result_id: idField('Unknown key result.'),
          value: measure('Enter a number.'),
        }),
      )
      .max(MAX_KEY_RESULTS, { error: `At most ${MAX_KEY_RESULTS} values.` })
      .default([]),
    confidence: z.enum(GOAL_CONFIDENCES, { error: 'Choose on track, at risk or off track.' }),
    comment: optionalText(1000, { multiline: true }),
    version: versionField,
  }),
);
export type GoalCheckInInput = z.input<typeof goalCheckInInput>;

const queryId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number);

/**
 * `GET /performance/goals`: one level of the tree (`parent_id`, 0 for the top), one owner's goals
 * (`employee_id`), or every goal the caller may see; paged.
 */
export const goalListQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    parent_id: z
      .string({ error: 'Choose a parent goal.' })
      .regex(/^(0|[1-9][0-9]{0,14})$/, { error: 'Choose a parent goal.' })
      .transform(Number)
      .optional(),
    employee_id: queryId('Choose an employee.').optional(),
    level: z.enum(GOAL_LEVELS, { error: 'Choose a level.' }).optional(),
    cursor: z.string().max(2000).optional(),
    per_page: z
      .string()
      .regex(/^[1-9][0-9]{0,2}$/, { error: 'per_page is 1 to 100.' })
      .transform(Number)
      .refine((value) => value <= 100, { error: 'per_page is 1 to 100.' })
      .optional(),
  }),
);
export type GoalListQuery = z.output<typeof goalListQuery>;

/** `GET /performance/goals/tracking` and `/export`: the organization's goals the caller may see. */
export const goalTrackingQuery = z.lazy(() => z.object({ organization_id: queryId('The organization is required.') }));
