import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { type ChecklistTemplateTask, checklistTasksInput } from './checklists.ts';
import { EXIT_REASONS, type ExitReason, type ExitTaskStatus } from './employee-lifecycle.ts';
import { ID_PATTERN, optionalText, requiredText, versionField } from './validation.ts';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD).';
const requiredDay = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isCalendarDate, { error: DATE_MESSAGE });

/** Recording an exit (POST /employees/{id}/exit). The API checks the dates against the joining date. */
export const exitInput = z.lazy(() =>
  z.object({
    last_working_day: requiredDay('Last working day is required.'),
    reason: z.enum(EXIT_REASONS, { error: 'Choose a reason.' }),
    /** The day notice was given (by either side), if any. */
    notice_given_on: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isCalendarDate(value), { error: DATE_MESSAGE }),
    /** The notice period in whole weeks (Fair Work's minimum is 1 to 5 weeks), if any. */
    notice_weeks: z.preprocess(
      (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
      z
        .number({ error: 'Notice must be a whole number of weeks.' })
        .int({ error: 'Notice must be a whole number of weeks.' })
        .min(0, { error: 'Notice must be between 0 and 52 weeks.' })
        .max(52, { error: 'Notice must be between 0 and 52 weeks.' })
        .nullable(),
    ),
    note: optionalText(2000, { multiline: true }),
    version: versionField,
  }),
);
export type ExitInput = z.input<typeof exitInput>;

/** Cancelling a recorded exit, confirming a probation: only the version. */
export const versionOnlyInput = z.lazy(() => z.object({ version: versionField }));

export const probationExtensionInput = z.lazy(() =>
  z.object({
    probation_end_date: requiredDay('New end date is required.'),
    reason: requiredText('Reason is required.', 500),
    version: versionField,
  }),
);
export type ProbationExtensionInput = z.input<typeof probationExtensionInput>;

export const exitTaskInput = z.lazy(() =>
  z.object({ status: z.enum(['pending', 'completed'], { error: 'Status must be pending or completed.' }) }),
);

export const exitChecklistTemplateInput = z.lazy(() =>
  z.object({
    organization_id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: 'The organization is required.' }).regex(ID_PATTERN).transform(Number),
    ),
    tasks: checklistTasksInput(),
    /** 0 (or left out) when the default checklist was shown: it is saved for the first time. */
    version: z
      .number({ error: 'The version must be a whole number.' })
      .int({ error: 'The version must be a whole number.' })
      .min(0, { error: 'The version must be a whole number.' })
      .optional(),
  }),
);

export const EXIT_LIST_STATES = ['scheduled', 'left'] as const;
export type ExitListState = (typeof EXIT_LIST_STATES)[number];

export const exitListQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    state: z.enum(EXIT_LIST_STATES, { error: 'Unknown state.' }).default('scheduled'),
  }),
);

export interface ExitTask {
  id: number;
  task_name: string;
  due_date: string;
  status: ExitTaskStatus;
  /** The organization's day it was ticked. */
  completed_on: string | null;
}

/** A recorded exit with its checklist (GET /employees/exits, POST /employees/{id}/exit). */
export interface EmployeeExit {
  employee_id: number;
  organization_id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  last_working_day: string;
  reason: ExitReason;
  /** The STP Phase 2 cessation type code of the reason. */
  cessation_code: string;
  notice_given_on: string | null;
  notice_weeks: number | null;
  note: string | null;
  tasks: ExitTask[];
  /** Completed tasks, in percent. */
  progress: number;
  /** Scheduled (last working day today or later) or left. */
  state: ExitListState;
  recorded_by: string;
  recorded_on: string;
  /** The exit's own version, for ticking its tasks. */
  version: number;
}

export interface ExitChecklistTemplate {
  organization_id: number;
  tasks: ChecklistTemplateTask[];
  /** 0: the default checklist, never saved. */
  version: number;
}
