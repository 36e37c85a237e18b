import * as z from 'zod';
import { checklistTasksInput } from './checklists.ts';
import { isCalendarDate } from './dates.ts';
import { idField, optionalText, requiredText, versionField } from './validation.ts';

const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' });

// ---------------------------------------------------------------- interviews

export const INTERVIEW_TYPES = ['Phone', 'Video', 'On-site'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const UPCOMING_INTERVIEWS_SHOWN = 4;

/** A local date and time as the form's datetime-local input gives it: YYYY-MM-DDTHH:mm. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const interviewInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    applicant_id: idField('Applicant is required.'),
    /** In the organization's timezone. */
    starts_at: z
      .string({ error: 'Date and time are required.' })
      .trim()
      .regex(LOCAL_DATE_TIME, { error: 'Date and time are required.' })
      .refine(
        (value) =>
          isCalendarDate(value.slice(0, 10)) && Number(value.slice(11, 13)) < 24 && Number(value.slice(14)) < 60,
        {
          error: 'Enter a valid date and time.',
        },
      ),
    duration_minutes: z.coerce
      .number({ error: 'Duration must be between 15 and 480 minutes.' })
      .int({ error: 'Duration must be between 15 and 480 minutes.' })
      .min(15, { error: 'Duration must be between 15 and 480 minutes.' })
      .max(480, { error: 'Duration must be between 15 and 480 minutes.' })
      .default(60),
    interview_type: z.enum(INTERVIEW_TYPES, { error: 'Interview type must be Phone, Video or On-site.' }),
    interviewer_ids: z
      .array(idField('Choose interviewers from the list.'), { error: 'Choose at least one interviewer.' })
      .min(1, { error: 'Choose at least one interviewer.' })
      .max(10, { error: 'Choose at most 10 interviewers.' })
      .transform((ids) => [...new Set(ids)]),
    location: optionalText(500),
    notes: optionalText(5000, { multiline: true }),
    /** Schedule even when an interviewer is already booked then. */
    allow_overlap: z.boolean().optional().default(false),
    version: versionField,
  }),
);
export type InterviewInput = z.input<typeof interviewInput>;

export const interviewFeedbackInput = z.lazy(() =>
  z.object({
    /** The interviewer's user id (a member of the workspace). */
    interviewer_id: idField('Choose the interviewer giving feedback.'),
    score: z.coerce
      .number({ error: 'The score must be between 1.0 and 5.0.' })
      .min(1, { error: 'The score must be between 1.0 and 5.0.' })
      .max(5, { error: 'The score must be between 1.0 and 5.0.' })
      .transform((score) => Math.round(score * 10) / 10),
    notes: optionalText(5000, { multiline: true }),
  }),
);

export const interviewListQuery = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    /** Inclusive dates in the organization's timezone. */
    from: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
    to: z.string().refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD).' }).optional(),
    applicant_id: idField('Unknown applicant.').optional(),
  }),
);

export interface InterviewFeedback {
  /** The interviewer (a member); null for a legacy interviewer with no linked member. */
  interviewer_user_id: number | null;
  interviewer_name: string;
  score: number;
  notes: string | null;
  recorded_at: string;
  /** Who recorded it when that was not the interviewer (someone who may edit recruitment, entering it for them). */
  entered_by: string | null;
}

/** What an interview and an offer say of the applicant and the job they are for. */
interface ForApplicant {
  id: number;
  organization_id: number;
  applicant_id: number;
  applicant_name: string;
  job_opening_id: number;
  job_title: string;
}

export interface Interview extends ForApplicant {
  /** UTC instants. */
  starts_at: string;
  ends_at: string;
  /** The start in the organization's timezone, as the form edits it. */
  local_starts_at: string;
  timezone: string;
  duration_minutes: number;
  interview_type: InterviewType;
  /** Members (user_id); a legacy interviewer with no linked member has user_id null. */
  interviewers: { user_id: number | null; name: string }[];
  location: string | null;
  notes: string | null;
  /** 'completed' once its end time has passed (derived when read). */
  status: InterviewStatus;
  feedback: InterviewFeedback[];
  average_score: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A 409 when interviewers are booked: the client may resend with allow_overlap. */
export interface InterviewConflict {
  interview_id: number;
  /** The member who is booked. */
  interviewer_id: number;
  interviewer_name: string;
  starts_at: string;
  ends_at: string;
}

// ---------------------------------------------------------------- offers

export const OFFER_STATUSES = ['Sent', 'Accepted', 'Declined', 'Withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const CANDIDATE_STATUSES = ['Awaiting Decision', 'Offer Extended', 'Rejected'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const offerInput = z.lazy(() =>
  z
    .object({
      organization_id: idField('The organization is required.'),
      applicant_id: idField('Applicant is required.'),
      salary: z.coerce
        .number({ error: 'Salary is required.' })
        .positive({ error: 'Salary must be more than $0.' })
        .max(10_000_000, { error: 'Salary is too large.' })
        .transform((value) => Math.round(value * 100) / 100),
      /**
       * Ordinary hours a week, for the minimum-wage check of a part-time or casual offer; a
       * full-time or contract job counts 38 when none is given.
       */
      hours_per_week: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.coerce
          .number({ error: 'Hours per week must be between 1 and 60.' })
          .min(1, { error: 'Hours per week must be between 1 and 60.' })
          .max(60, { error: 'Hours per week must be between 1 and 60.' })
          .optional(),
      ),
      start_date: date('Start date is required.'),
      expiration_date: date('Expiration date is required.'),
      notes: optionalText(5000, { multiline: true }),
    })
    .superRefine((offer, context) => {
      if (offer.expiration_date > offer.start_date) {
        context.addIssue({
          code: 'custom',
          path: ['expiration_date'],
          message: 'The offer must expire on or before the start date.',
        });
      }
    }),
);
export type OfferInput = z.input<typeof offerInput>;

export const offerStatusInput = z.lazy(() =>
  z.object({
    status: z.enum(['Accepted', 'Declined', 'Withdrawn'], { error: 'Status must be Accepted, Declined or Withdrawn.' }),
  }),
);

export interface Offer extends ForApplicant {
  salary: number;
  hours_per_week: number | null;
  currency: 'AUD';
  start_date: string;
  expiration_date: string;
  offer_date: string;
  notes: string | null;
  status: OfferStatus;
  responded_at: string | null;
  /** The organization's calendar day of `responded_at` (YYYY-MM-DD), in its time zone. */
  responded_date: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface Candidate {
  applicant_id: number;
  first_name: string;
  last_name: string;
  email: string;
  job_opening_id: number;
  applicant_status: string;
  candidate_status: CandidateStatus;
  /** Average of all interview feedback, out of 5.0; null before any feedback. */
  feedback_score: number | null;
  feedback_count: number;
}

// ---------------------------------------------------------------- onboarding

export const onboardingTemplateInput = z.lazy(() =>
  z.object({
    organization_id: idField('The organization is required.'),
    name: requiredText('Name is required.', 200),
    description: optionalText(2000, { multiline: true }),
    tasks: checklistTasksInput(),
    version: versionField,
  }),
);
export type OnboardingTemplateInput = z.input<typeof onboardingTemplateInput>;

export interface OnboardingTemplate {
  id: number;
  organization_id: number;
  name: string;
  description: string | null;
  tasks: { name: string; due_offset_days: number }[];
  version: number;
  created_at: string;
  updated_at: string;
}

export const ONBOARDING_TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type OnboardingTaskStatus = (typeof ONBOARDING_TASK_STATUSES)[number];

export const startOnboardingInput = z.lazy(() => z.object({ template_id: idField('Choose a template.') }));
export const onboardingTaskInput = z.lazy(() =>
  z.object({
    status: z.enum(ONBOARDING_TASK_STATUSES, { error: 'Status must be pending, in-progress or completed.' }),
  }),
);

export interface OnboardingTask {
  id: number;
  task_name: string;
  due_date: string;
  status: OnboardingTaskStatus;
  completed_at: string | null;
  /** The organization's calendar day of `completed_at` (YYYY-MM-DD), in its time zone. */
  completed_date: string | null;
}

export interface Hire {
  applicant_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  job_opening_id: number;
  job_title: string | null;
  department_id: number | null;
  designation_id: number | null;
  /** From the accepted offer, when there is one. */
  start_date: string | null;
  employee_id: number | null;
  onboarding: {
    template_id: number;
    template_name: string;
    tasks: OnboardingTask[];
    /** Completed tasks over all tasks, rounded to a percent. */
    progress: number;
  } | null;
}

/** Rounded percent of completed tasks (0 with no tasks). */
export function onboardingProgress(tasks: Pick<OnboardingTask, 'status'>[]): number {
  if (tasks.length === 0) return 0;
  return Math.round((tasks.filter((task) => task.status === 'completed').length / tasks.length) * 100);
}
