import * as z from 'zod';
import { optionalDate } from './dates.ts';
import { DEFAULT_EMPLOYMENT_TYPE, EMPLOYMENT_TYPES, type EmploymentType } from './employee-constants.ts';
import {
  idString,
  idValue,
  optionalText,
  requiredEmail,
  requiredText,
  versionField,
  withDefault,
} from './validation.ts';

export { DEFAULT_EMPLOYMENT_TYPE, EMPLOYMENT_TYPES, type EmploymentType };

export const JOB_STATUSES = ['open', 'on-hold', 'closed', 'draft'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const DEFAULT_JOB_STATUS: JobStatus = 'open';
/** The spec's location label for a job that names none. */
export const DEFAULT_JOB_LOCATION = 'Remote';

export const APPLICANT_STATUSES = ['applied', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const DEFAULT_APPLICANT_STATUS: ApplicantStatus = 'applied';

/**
 * The moves an applicant's status may make (the spec let any status become any other; an applicant
 * could be hired straight from 'applied'). Forward through the pipeline, or out as rejected:
 * - applied → interview, offer, rejected (an offer without an interview happens: a referral);
 * - interview → offer, rejected;
 * - offer → hired, rejected, or back to interview (a withdrawn offer);
 * - rejected → applied (reconsidered: the pipeline starts again);
 * - hired is final (a hire who does not start leaves through the employee record's exit).
 * Staying where it is is always allowed (a save that changes other fields).
 */
export const APPLICANT_TRANSITIONS: Record<ApplicantStatus, readonly ApplicantStatus[]> = {
  applied: ['interview', 'offer', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected', 'interview'],
  hired: [],
  rejected: ['applied'],
};

export const canMoveApplicant = (from: ApplicantStatus, to: ApplicantStatus): boolean =>
  from === to || APPLICANT_TRANSITIONS[from].includes(to);

/** The statuses a new applicant may start with: 'applied' or one move on from it. */
export const NEW_APPLICANT_STATUSES: readonly ApplicantStatus[] = ['applied', ...APPLICANT_TRANSITIONS.applied];

const listOf = (values: readonly string[]) =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** Why a move is refused, naming the moves that are allowed. */
export function applicantMoveMessage(from: ApplicantStatus, to: ApplicantStatus): string {
  const next = APPLICANT_TRANSITIONS[from];
  return next.length === 0
    ? `An applicant who is ${from} cannot move to ${to}: ${from} is final.`
    : `An applicant cannot move from ${from} to ${to}. Next steps: ${listOf(next)}.`;
}

export const APPLICANT_SORTS = ['date', 'name', 'status'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
export const APPLICANT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const APPLICANT_MAX_PAGE_SIZE = 50;

export const APPLICANT_SOURCES = ['LinkedIn', 'Seek', 'Indeed', 'Referral', 'Company Website', 'Other'] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number];
export const DEFAULT_APPLICANT_SOURCE: ApplicantSource = 'LinkedIn';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const RESUME_TOO_LARGE_MESSAGE = 'File size exceeds 5MB.';
export const RESUME_WRONG_TYPE_MESSAGE = 'The resume must be a PDF, DOC or DOCX file.';
export const APPLICANT_PAGE_SIZE = 5;

/** A required id chosen from a select: numbers or numeric strings (form values) are accepted. */
export const requiredId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === null ? undefined : value),
    z.string({ error: message }).trim().min(1, { error: message }).pipe(idString.transform(Number)),
    // idString's regex message is generic; the select either has a value or it does not.
  );

const organizationId = z.lazy(() => idValue('The organization is required.'));

export const jobOpeningInput = z.lazy(() =>
  z
    .object({
      organization_id: organizationId,
      title: requiredText('Title is required.', 200),
      department_id: requiredId('Department is required.'),
      designation_id: requiredId('Designation is required.'),
      // Left out or null: the default label. Blank text is what the form sends when nothing was typed.
      location: withDefault(requiredText('Location is required.', 200), DEFAULT_JOB_LOCATION),
      employment_type: withDefault(
        z.enum(EMPLOYMENT_TYPES, {
          error: 'Employment type must be Full-time, Part-time, Contract, Internship or Casual.',
        }),
        DEFAULT_EMPLOYMENT_TYPE,
      ),
      status: withDefault(
        z.enum(JOB_STATUSES, { error: 'Status must be open, on-hold, closed or draft.' }),
        DEFAULT_JOB_STATUS,
      ),
      description: optionalText(10_000, { multiline: true }),
      requirements: optionalText(10_000, { multiline: true }),
      posting_date: optionalDate(),
      closing_date: optionalDate(),
      version: versionField,
    })
    .superRefine((job, context) => {
      if (job.posting_date && job.closing_date && job.closing_date < job.posting_date) {
        context.addIssue({
          code: 'custom',
          path: ['closing_date'],
          message: 'The closing date cannot be before the posting date.',
        });
      }
    }),
);
export type JobOpeningInput = z.input<typeof jobOpeningInput>;

export interface NamedRef {
  id: number;
  name: string;
}

export interface JobOpening {
  id: number;
  organization_id: number;
  title: string;
  department_id: number;
  designation_id: number;
  location: string;
  employment_type: EmploymentType;
  status: JobStatus;
  description: string | null;
  requirements: string | null;
  posting_date: string | null;
  closing_date: string | null;
  /** Its applicants (kept with each applicant change); null for a job created before the count was kept. */
  applicant_count: number | null;
  organization: NamedRef | null;
  department: NamedRef | null;
  designation: (NamedRef & { title: string }) | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export const applicantInput = z.lazy(() =>
  z.object({
    organization_id: organizationId,
    first_name: requiredText('First name is required.', 100),
    last_name: requiredText('Last name is required.', 100),
    email: requiredEmail('Email is required.', 'Email address is invalid.'),
    phone: optionalText(50),
    job_opening_id: requiredId('Job opening is required.'),
    cover_letter: optionalText(20_000, { multiline: true }),
    source: withDefault(
      z.enum(APPLICANT_SOURCES, {
        error: 'Source must be LinkedIn, Seek, Indeed, Referral, Company Website or Other.',
      }),
      DEFAULT_APPLICANT_SOURCE,
    ),
    status: withDefault(
      z.enum(APPLICANT_STATUSES, { error: 'Status must be applied, interview, offer, hired or rejected.' }),
      DEFAULT_APPLICANT_STATUS,
    ),
    applied_date: optionalDate(),
    /** The id of a verified-on-link upload from POST /recruitment/resume-uploads. */
    resume_upload_id: z
      .string({ error: 'The resume upload id is not valid.' })
      .uuid({ error: 'The resume upload id is not valid.' })
      .nullish(),
    version: versionField,
  }),
);
export type ApplicantInput = z.input<typeof applicantInput>;

export const applicantStatusInput = z.lazy(() =>
  z.object({
    status: z.enum(APPLICANT_STATUSES, { error: 'Status must be applied, interview, offer, hired or rejected.' }),
    version: versionField,
  }),
);

export const applicantListQuery = z.lazy(() =>
  z.object({
    organization_id: organizationId,
    status: z.enum(APPLICANT_STATUSES, { error: 'Unknown status.' }).optional(),
    job_opening_id: idValue('The job opening id is not valid.').optional(),
    search: z.string().trim().max(200, { error: 'The search is too long.' }).optional(),
    sort: z.enum(APPLICANT_SORTS, { error: 'Sort by date, name or status.' }).default('date'),
    cursor: z.string().max(200).optional(),
    per_page: z.coerce
      .number({ error: `Show between 1 and ${APPLICANT_MAX_PAGE_SIZE} applicants per page.` })
      .int({ error: `Show between 1 and ${APPLICANT_MAX_PAGE_SIZE} applicants per page.` })
      .min(1, { error: `Show between 1 and ${APPLICANT_MAX_PAGE_SIZE} applicants per page.` })
      .max(APPLICANT_MAX_PAGE_SIZE, { error: `Show between 1 and ${APPLICANT_MAX_PAGE_SIZE} applicants per page.` })
      .default(APPLICANT_PAGE_SIZE),
  }),
);

/** Asks for a presigned upload; the file's fields sit under `resume` so errors name that field. */
export const resumeUploadInput = z.lazy(() =>
  z.object({
    organization_id: organizationId,
    /** Set when replacing an existing applicant's resume; the upload can then only be linked to it. */
    applicant_id: idValue('The applicant id is not valid.').nullish(),
    resume: z.object(
      {
        file_name: requiredText('The file name is required.', 255).refine(
          (name) => RESUME_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(`.${extension}`)),
          { error: RESUME_WRONG_TYPE_MESSAGE },
        ),
        size: z
          .number({ error: 'The file size is required.' })
          .int({ error: 'The file size is required.' })
          .min(1, { error: 'The file is empty.' })
          .max(RESUME_MAX_BYTES, { error: RESUME_TOO_LARGE_MESSAGE }),
      },
      { error: 'Choose a resume file.' },
    ),
  }),
);

export interface ResumeUpload {
  upload_id: string;
  /** POST the file to `url` as multipart/form-data with these fields first and the file last (`file`). */
  url: string;
  fields: Record<string, string>;
  expires_at: string;
}

export interface ResumeInfo {
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

export interface Applicant {
  id: number;
  organization_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  job_opening_id: number;
  job_opening: { id: number; title: string } | null;
  cover_letter: string | null;
  source: ApplicantSource;
  status: ApplicantStatus;
  applied_date: string;
  resume: ResumeInfo | null;
  /** Kept for the spec's field: where to ask for a download link, or null without a resume. */
  resume_url: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ApplicantPage {
  data: Applicant[];
  next_cursor: string | null;
  per_page: number;
  /** Matches of the current filters, over all pages. */
  total: number;
  /** Applicants per status in the organization (ignoring filters), for the five cards. */
  counts: Record<ApplicantStatus, number>;
}

export interface ResumeDownload {
  url: string;
  file_name: string;
  expires_in: number;
}
