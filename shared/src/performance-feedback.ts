import * as z from 'zod';
import { isCalendarDate } from './calendar.ts';
import { HOURLY_RATE_PATTERN, MONEY_PATTERN } from './money.ts';
import { ID_PATTERN, idField, optionalText, requiredText, versionField } from './validation.ts';

/**
 * Feedback, 1:1s and appraisal outcomes (issue 29 §3): the constants and the payloads the API
 * validates. Who may read what is the API's (docs/performance-management.md, "Feedback, 1:1s and
 * appraisals").
 */

/** Praise, a request for feedback (and its answer), a manager's note about a person. */
export const FEEDBACK_KINDS = ['praise', 'request', 'note'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  praise: 'Praise',
  request: 'Feedback request',
  note: 'Manager note',
};

/** Praise is public to the team (the person's department) or private (the person and the giver). */
export const PRAISE_VISIBILITIES = ['team', 'private'] as const;
export type PraiseVisibility = (typeof PRAISE_VISIBILITIES)[number];
export const PRAISE_VISIBILITY_LABELS: Record<PraiseVisibility, string> = {
  team: 'Public to the team',
  private: 'Private (only them)',
};

const queryId = (message: string) =>
  z.string({ error: message }).regex(ID_PATTERN, { error: message }).transform(Number);
const body = (message: string) => requiredText(message, 4000, { multiline: true });
const day = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });

/**
 * `POST /performance/feedback`: praise someone, ask someone (`asked_employee_id`) for feedback about
 * yourself or a report (`employee_id`), answer a request asked of you (`request_id`), or write a
 * manager's note about a report.
 */
export const feedbackInput = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({
        organization_id: idField('The organization is required.'),
        kind: z.literal('praise'),
        employee_id: idField('Choose who to praise.'),
        visibility: z.enum(PRAISE_VISIBILITIES, { error: 'Choose who may see it.' }).default('team'),
        body: body('Write the praise.'),
      }),
      z.object({
        organization_id: idField('The organization is required.'),
        kind: z.literal('request'),
        /** Absent: the caller. */
        employee_id: idField('Choose who the feedback is about.').optional(),
        asked_employee_id: idField('Choose who to ask.'),
        body: body('Write what you would like feedback on.'),
      }),
      z.object({
        organization_id: idField('The organization is required.'),
        kind: z.literal('response'),
        request_id: idField('Choose the request you are answering.'),
        body: body('Write your feedback.'),
      }),
      z.object({
        organization_id: idField('The organization is required.'),
        kind: z.literal('note'),
        employee_id: idField('Choose who the note is about.'),
        body: body('Write the note.'),
      }),
    ],
    { error: 'Choose praise, request, response or note.' },
  ),
);
export type FeedbackInput = z.input<typeof feedbackInput>;

/** `GET /performance/feedback?organization_id=&employee_id=&cursor=` (no employee: the caller's own). */
export const feedbackQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    employee_id: queryId('Choose an employee.').optional(),
    /** `asked`: the open requests asked of the caller instead. */
    view: z.enum(['about', 'asked'], { error: 'Choose about or asked.' }).default('about'),
    cursor: z.string().max(2000).optional(),
  }),
);

/** One feedback item as the API answers it (only to those who may read it). */
export interface Feedback {
  id: number;
  kind: FeedbackKind;
  employee_id: number;
  employee_name: string;
  visibility: PraiseVisibility | null;
  body: string;
  author_employee_id: number | null;
  author_name: string;
  asked_employee_id: number | null;
  asked_name: string | null;
  response: string | null;
  responded_at: string | null;
  created_at: string;
}

/** `GET /performance/feedback/people`: a person of the organization, by name and reporting line. */
export interface Colleague {
  id: number;
  first_name: string;
  last_name: string;
  reporting_manager_id: number | null;
}

/** `POST /performance/one-on-ones`: a 1:1 of a manager and a report, on a day, with agenda items. */
export const oneOnOneInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    /** The report; the manager is their reporting manager. Absent: the caller is the report. */
    employee_id: idField('Choose the report.').optional(),
    date: day('Enter the day of the 1:1 (YYYY-MM-DD).'),
    agenda: z.array(requiredText('Write the agenda item.', 500)).max(20).default([]),
  }),
);

/** `POST /performance/one-on-ones/{id}/items`: an agenda item from either side. */
export const agendaItemInput = z.lazy(() => z.object({ text: requiredText('Write the agenda item.', 500) }));
/** `PATCH /performance/one-on-ones/{id}/items/{itemId}`: done or open. */
export const agendaItemUpdate = z.lazy(() => z.object({ done: z.boolean({ error: 'Say whether it is done.' }) }));
/** `PUT /performance/one-on-ones/{id}/note`: the caller's own private note. */
export const oneOnOneNoteInput = z.lazy(() =>
  z.object({ body: optionalText(8000, { multiline: true }), version: versionField }),
);

export const oneOnOnesQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    employee_id: queryId('Choose the report.').optional(),
  }),
);

export interface AgendaItem {
  id: number;
  text: string;
  done: boolean;
  added_by_employee_id: number;
  added_by_name: string;
  /** The 1:1 it was first raised in, when carried forward. */
  carried_from: number | null;
}
export interface OneOnOne {
  id: number;
  date: string;
  manager_employee_id: number;
  manager_name: string;
  report_employee_id: number;
  report_name: string;
  agenda: AgendaItem[];
  /** The caller's own private note only (never the other side's). */
  my_note: { body: string; version: number; updated_at: string } | null;
}

/** Pay change proposals (an appraisal's outcome), approved in payroll. */
export const PAY_CHANGE_KINDS = ['increase', 'new_rate'] as const;
export type PayChangeKind = (typeof PAY_CHANGE_KINDS)[number];
export const PAY_CHANGE_STATUSES = ['proposed', 'approved', 'declined'] as const;
export type PayChangeStatus = (typeof PAY_CHANGE_STATUSES)[number];
export const PAY_CHANGE_STATUS_LABELS: Record<PayChangeStatus, string> = {
  proposed: 'Awaiting payroll approval',
  approved: 'Approved and applied',
  declined: 'Declined',
};
export const SELF_PAY_APPROVAL_MESSAGE = 'A pay change you proposed, or your own, needs another payroll approver.';

const AMOUNT_MESSAGE = 'Enter an amount in dollars and cents (e.g. 2500.00), or an hourly rate (e.g. 32.5000).';

/** `POST /performance/pay-changes`: a raise by an amount, or a new rate, from a day, with a reason. */
export const payChangeInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      employee_id: idField('Choose the report.'),
      basis: z.enum(['salary', 'hourly'], { error: 'Choose salary (a year) or hourly.' }),
      kind: z.enum(PAY_CHANGE_KINDS, { error: 'Choose an increase or a new rate.' }),
      amount: z.string({ error: AMOUNT_MESSAGE }).trim(),
      effective_from: day('Enter the day it takes effect (YYYY-MM-DD).'),
      reason: requiredText('Give the reason.', 1000, { multiline: true }),
    })
    .superRefine((value, context) => {
      const pattern = value.basis === 'salary' ? MONEY_PATTERN : HOURLY_RATE_PATTERN;
      if (!pattern.test(value.amount) || value.amount.startsWith('-') || !/[1-9]/.test(value.amount))
        context.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_MESSAGE });
    }),
);
export type PayChangeInput = z.input<typeof payChangeInput>;

/** `POST /performance/pay-changes/{id}/approve|decline?organization_id=`. */
export const payChangeDecision = z.lazy(() =>
  z.object({ version: versionField, note: optionalText(1000, { multiline: true }) }),
);

export const payChangesQuery = z.lazy(() =>
  z.object({
    organization_id: queryId('The organization is required.'),
    status: z.enum(PAY_CHANGE_STATUSES, { error: 'Choose a status.' }).default('proposed'),
  }),
);

export interface PayChange {
  id: number;
  employee_id: number;
  employee_name: string;
  basis: 'salary' | 'hourly';
  kind: PayChangeKind;
  amount: string;
  effective_from: string;
  reason: string;
  status: PayChangeStatus;
  proposed_by_name: string;
  proposed_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  decision_note: string | null;
  version: number;
  /** Approvers only (the pay field group): the pay in effect on the day, and what it becomes. */
  current_pay: string | null;
  new_pay: string | null;
}
