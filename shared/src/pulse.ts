import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { ID_PATTERN, idField, optionalText, requiredText } from './validation.ts';

/**
 * The weekly pulse (issue 29 §1, optional per organization): each week an employee writes their
 * priorities and how the last week went; last week's unfinished priorities are carried forward.
 * Their manager (a scope reaching them) reads it. docs/performance-management.md, Weekly pulse.
 */
export const MAX_PRIORITIES = 10;

/** A Monday (weeks start on Monday, as rosters' do). */
const monday = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => isCalendarDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1, {
      error: message,
    });

const priority = z.lazy(() =>
  z.object({
    text: requiredText('Write the priority.', 300),
    done: z.boolean().default(false),
    /** The week it was first written, when carried forward from an earlier week. */
    carried_from: monday('A carried priority names the Monday of its week.').optional(),
  }),
);

/** `PUT /performance/pulses/mine`: the caller's pulse for a week (created, or changed at `version`). */
export const pulseInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    week: monday('The week is the Monday it starts (YYYY-MM-DD).'),
    priorities: z
      .array(priority, { error: 'Add your priorities.' })
      .min(1, { error: 'Add at least one priority.' })
      .max(MAX_PRIORITIES, { error: `At most ${MAX_PRIORITIES} priorities.` }),
    last_week: optionalText(2000, { multiline: true }),
    /** 0 for a new pulse. */
    version: z.number().int().min(0).default(0),
  }),
);
export type PulseInput = z.input<typeof pulseInput>;

/** `GET /performance/pulses` and `/pulses/mine`. */
export const pulseQuery = z.lazy(() =>
  z.object({
    organization_id: z.string().regex(ID_PATTERN, { error: 'The organization is required.' }).transform(Number),
    week: monday('The week is the Monday it starts (YYYY-MM-DD).').optional(),
    cursor: z.string().optional(),
  }),
);

/** `PUT /performance/settings` (HR). */
export const performanceSettingsInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    weekly_pulse: z.boolean({ error: 'Choose on or off.' }),
  }),
);

export interface PulsePriority {
  text: string;
  done: boolean;
  carried_from?: string;
}

export interface Pulse {
  employee_id: number;
  employee_name: string;
  week: string;
  priorities: PulsePriority[];
  last_week: string | null;
  /** 0: not written yet (a draft with last week's unfinished priorities carried forward). */
  version: number;
  updated_at: string | null;
}
