/**
 * The task lists of the organization's checklists (exit and onboarding), written once: a template's
 * tasks, each due some days from the date the checklist counts from, and a person's checklist copied
 * from a template with real due dates.
 */

/** A checklist template's tasks: a name and the days from the checklist's date it is due. */
export const templateTasksAttribute = {
  type: 'list',
  required: true,
  items: {
    type: 'map',
    properties: {
      name: { type: 'string', required: true },
      due_offset_days: { type: 'number', required: true },
    },
  },
} as const;

/** A person's checklist tasks: each with its due date, one of `statuses`, and when it was done (`completed`). */
export const checklistTasksAttribute = <const S extends readonly string[], const C extends string>(
  statuses: S,
  completed: C,
) =>
  ({
    type: 'list',
    required: true,
    items: {
      type: 'map',
      properties: {
        id: { type: 'number', required: true },
        task_name: { type: 'string', required: true },
        due_date: { type: 'string', required: true },
        status: { type: statuses, required: true },
        ...({ [completed]: { type: 'string' } } as { [K in C]: { readonly type: 'string' } }),
      },
    },
  }) as const;
