import * as z from 'zod';
import { requiredText } from './validation.ts';

/**
 * A checklist template's tasks, each due some days from an anchor day (an onboarding's start date,
 * an exit's last working day). Onboarding and exit templates share this shape.
 */
export const checklistTasksInput = () =>
  z
    .array(
      z.object({
        name: requiredText('Task name is required.', 200),
        due_offset_days: z.coerce
          .number({ error: 'Due offset must be a whole number of days.' })
          .int({ error: 'Due offset must be a whole number of days.' })
          .min(-90, { error: 'Due offset must be between -90 and 365 days.' })
          .max(365, { error: 'Due offset must be between -90 and 365 days.' }),
      }),
      { error: 'Add at least one task.' },
    )
    .min(1, { error: 'Add at least one task.' })
    .max(100, { error: 'A template has at most 100 tasks.' });

export interface ChecklistTemplateTask {
  name: string;
  due_offset_days: number;
}
