/**
 * The top bar's search and the list exports: what the API answers and the limits it keeps.
 * Zod-free (types only from the schema modules), so the app shell can load it.
 */
import type { EmployeeStatus } from './employee-constants.ts';
import type { ApplicantStatus, JobStatus } from './recruitment.ts';

/** Results per kind the top bar shows. */
export const SEARCH_RESULTS_PER_KIND = 5;
/** The shortest search the top bar sends. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/**
 * How many of an organization's records the recruitment search reads at most: the most recently
 * applied applicants and the newest job openings (a substring match needs the names, so it reads
 * the lean index, bounded; past these, older records are not searched).
 */
export const SEARCH_READ_LIMITS = { applicants: 5_000, job_openings: 1_000 } as const;

export interface EmployeeSearchResult {
  id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  status: EmployeeStatus;
  designation: string | null;
}

export interface ApplicantSearchResult {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: ApplicantStatus;
  job_opening: { id: number; title: string } | null;
}

export interface JobOpeningSearchResult {
  id: number;
  title: string;
  status: JobStatus;
  location: string;
}

/** `GET /recruitment/search`: the first matches of each kind and how many matched in all. */
export interface RecruitmentSearchResults {
  applicants: ApplicantSearchResult[];
  job_openings: JobOpeningSearchResult[];
  totals: { applicants: number; job_openings: number };
  /** False when the organization has more records than SEARCH_READ_LIMITS reads: older ones were not searched. */
  complete: boolean;
}

/** Rows one CSV export holds at most; past it the first rows are exported and `X-Export-Truncated` is true. */
export const EXPORT_ROW_LIMIT = 10_000;

/** The header row of each export (the browser tests and the web app's help text read these). */
export const EXPORT_COLUMNS = {
  employees: [
    'Employee Code',
    'First Name',
    'Last Name',
    'Personal Email',
    'Phone Number',
    'Department',
    'Designation',
    'Reporting Manager',
    'Employment Type',
    'Work Arrangement',
    'Status',
    'Joining Date',
  ],
  applicants: ['First Name', 'Last Name', 'Email', 'Phone', 'Job Opening', 'Source', 'Status', 'Applied Date'],
  job_openings: [
    'Title',
    'Department',
    'Designation',
    'Location',
    'Employment Type',
    'Status',
    'Posting Date',
    'Closing Date',
  ],
  employee_history: ['Date', 'Time (UTC)', 'Employee', 'Employee Id', 'Event', 'Details', 'Changed By'],
  goals: ['Goal', 'Level', 'Owner', 'Department', 'Status', 'Confidence', 'Progress (%)', 'Due Date', 'Last Check-in'],
  // A cycle's calibration: the same as CALIBRATION_COLUMNS (shared/review-calibration), read back in.
  calibration: ['Employee Id', 'Employee', 'Manager', 'Manager Rating', 'Calibrated Rating', 'Potential', 'Reason'],
} as const;
export type ExportKind = keyof typeof EXPORT_COLUMNS;

/** The file an export is saved as: what it holds and the organization's day. */
export const exportFileName = (kind: ExportKind, day: string) => `${kind.replaceAll('_', '-')}-${day}.csv`;
